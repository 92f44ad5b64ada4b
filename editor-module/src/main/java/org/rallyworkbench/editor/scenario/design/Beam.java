package org.rallyworkbench.editor.scenario.design;

/** A laser beam flash from tile centre to tile centre, {@code strength} 0..1 (its fading). */
public record Beam(double x0, double y0, double x1, double y1, float strength) {
}
