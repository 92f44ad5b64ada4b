/**
 * Play-by-mail games ({@code ./rally turn}): the game-state and submissions files with their XSDs, and the turn report.
 *
 * <p>May use: model, rules, event, scenario, xml, io.
 */
package org.rallyworkbench.engine.director;
