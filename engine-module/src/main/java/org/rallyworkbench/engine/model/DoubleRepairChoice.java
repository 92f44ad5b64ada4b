package org.rallyworkbench.engine.model;

/** What a robot on a double repair site takes at end of turn (R-END-2): a repair, or an option card. */
public enum DoubleRepairChoice {
    REPAIR("repair"), OPTION("option");

    private final String xmlName;

    DoubleRepairChoice(String xmlName) { this.xmlName = xmlName; }

    public String xmlName() { return xmlName; }

    public static DoubleRepairChoice parse(String text) {
        for (DoubleRepairChoice c : values()) {
            if (c.xmlName.equals(text)) {
                return c;
            }
        }
        throw new IllegalArgumentException("unknown double-repair choice '" + text + "' (expected repair or option)");
    }
}
