package org.rallyworkbench.engine.model;

/** The turning sense of a gear (R-BOARD-5). */
public enum Rotation {
    CW("cw"), CCW("ccw");

    private final String xmlName;

    Rotation(String xmlName) { this.xmlName = xmlName; }

    /** The attribute value used in board files: {@code cw} or {@code ccw}. */
    public String xmlName() { return xmlName; }

    public Rotation reversed() { return this == CW ? CCW : CW; }

    /** The direction a robot facing {@code d} faces after one turn of this gear. */
    public Direction turn(Direction d) { return this == CW ? d.right() : d.left(); }

    public static Rotation parse(String text) {
        return switch (text) {
            case "cw" -> CW;
            case "ccw" -> CCW;
            default -> throw new IllegalArgumentException("not a rotation: '" + text + "' (expected cw or ccw)");
        };
    }
}
