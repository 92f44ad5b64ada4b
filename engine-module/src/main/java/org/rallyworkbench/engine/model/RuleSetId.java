package org.rallyworkbench.engine.model;

/** The two rule sets of RULES.md: {@code house} (the default) and {@code classic-2005}. */
public enum RuleSetId {
    HOUSE("house"), CLASSIC_2005("classic-2005");

    private final String xmlName;

    RuleSetId(String xmlName) { this.xmlName = xmlName; }

    public String xmlName() { return xmlName; }

    public static RuleSetId parse(String text) {
        for (RuleSetId r : values()) {
            if (r.xmlName.equals(text)) {
                return r;
            }
        }
        throw new IllegalArgumentException("unknown rule set '" + text + "' (expected house or classic-2005)");
    }
}
