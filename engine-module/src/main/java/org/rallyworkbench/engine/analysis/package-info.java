/**
 * Board analysis: design checks, simulated games, reachability, heat maps, fairness figures and their CSV.
 *
 * <p>May use: model, rules, event, render (heat-map pictures), bench (its game set-up).
 */
package org.rallyworkbench.engine.analysis;
