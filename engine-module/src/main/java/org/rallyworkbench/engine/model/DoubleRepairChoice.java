package org.rallyworkbench.engine.model;

/** What a robot on a double repair site takes at end of turn (R-END-2): a repair, or an option card. */
public enum DoubleRepairChoice implements XmlNamed {
    REPAIR, OPTION;

    public static DoubleRepairChoice parse(String text) {
        return XmlNamed.parse(DoubleRepairChoice.class, text, "double-repair choice");
    }
}
