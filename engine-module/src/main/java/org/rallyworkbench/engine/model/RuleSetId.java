package org.rallyworkbench.engine.model;

/** The two rule sets of RULES.md: {@code house} (the default) and {@code classic-2005}. */
public enum RuleSetId implements XmlNamed {
    HOUSE, CLASSIC_2005;

    public static RuleSetId parse(String text) {
        return XmlNamed.parse(RuleSetId.class, text, "rule set");
    }
}
