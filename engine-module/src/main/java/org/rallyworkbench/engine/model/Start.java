package org.rallyworkbench.engine.model;

/** A numbered start position with the facing robots start with. */
public record Start(Position position, int number, Direction facing) {
}
