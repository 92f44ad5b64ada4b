/**
 * The game as values: Direction, Position, the immutable array-backed Board and its tile elements, Robot, Card, Deck, GameState, the scenario specification, and where in a file something was ({@link org.rallyworkbench.engine.model.SourceLocation}, {@link org.rallyworkbench.engine.model.Problem}, {@link org.rallyworkbench.engine.model.ReadResult}, what every reader returns).
 *
 * <p>May use: the JDK only.
 */
package org.rallyworkbench.engine.model;
