/**
 * Planning bots: players that choose a program from the hand actually dealt by trying it on the board with
 * the engine's own rules ({@link org.rallyworkbench.engine.rules.RegisterProbe}) and scoring where it leaves
 * the robot against a shortest-path field ({@link org.rallyworkbench.engine.bot.PathField}). Three levels
 * ({@link org.rallyworkbench.engine.bot.PlayerLevel}): random (R-PROG-3), greedy, anticipating. Used by board
 * analysis, bot games and the director's {@code --bot}.
 */
package org.rallyworkbench.engine.bot;
