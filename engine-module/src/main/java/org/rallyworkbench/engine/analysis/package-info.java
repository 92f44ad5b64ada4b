/**
 * Board analysis: design checks, simulated games, reachability, heat maps, fairness figures and their CSV,
 * and one recorded bot game ({@link org.rallyworkbench.engine.analysis.BotGame}) to write as a scenario.
 *
 * <p>May use: model, rules, event, render (heat-map pictures), bench (its game set-up), bot.
 */
package org.rallyworkbench.engine.analysis;
