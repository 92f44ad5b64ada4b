package org.rallyworkbench.engine.model;

/** A numbered flag (R-CHECK-2); numbers run 1..n without gaps. */
public record Flag(Position position, int number) {
}
