package org.rallyworkbench.editor.scenario.design;

/**
 * A robot as drawn: tile coordinates of its centre (fractional while it slides), heading in quarter turns
 * clockwise from north (fractional while it turns), damage, and whether it is an expected "ghost".
 */
public record Sprite(String name, double x, double y, double heading, int damage, boolean ghost) {
}
