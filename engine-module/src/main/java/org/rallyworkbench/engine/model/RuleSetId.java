package org.rallyworkbench.engine.model;

/** The two rule sets of RULES.md: {@code house} (the default) and {@code classic-2005}. */
public enum RuleSetId implements XmlNamed {
    HOUSE("house"), CLASSIC_2005("classic-2005");

    private final String xmlName;

    RuleSetId(String xmlName) { this.xmlName = xmlName; }

    @Override
    public String xmlName() { return xmlName; }

    public static RuleSetId parse(String text) {
        return XmlNamed.parse(RuleSetId.class, text, "rule set");
    }
}
