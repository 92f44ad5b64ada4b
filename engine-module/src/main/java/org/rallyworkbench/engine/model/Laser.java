package org.rallyworkbench.engine.model;

/** A board laser emitter on {@code position}, firing towards {@code dir} with 1..3 beams (R-LASER-1). */
public record Laser(Position position, Direction dir, int beams) {
}
