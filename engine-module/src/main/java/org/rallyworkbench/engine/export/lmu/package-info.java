/**
 * The LMU Softwarepraktikum protocol map (Hajuj/RoboRally, {@code Game.selectMap}): a {@code GameStarted}
 * message whose {@code gameMap[x][y]} lists the elements stacked on each cell. {@link
 * org.rallyworkbench.engine.export.lmu.LmuFormat} follows CLIENTS.md section 4.
 */
package org.rallyworkbench.engine.export.lmu;
