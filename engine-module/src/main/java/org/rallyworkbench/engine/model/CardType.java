package org.rallyworkbench.engine.model;

/** The seven kinds of program card (R-MOVE-2), with their names in files. */
public enum CardType {
    MOVE1("move1"), MOVE2("move2"), MOVE3("move3"), BACKUP("backup"), LEFT("left"), RIGHT("right"), UTURN("uturn");

    private final String xmlName;

    CardType(String xmlName) { this.xmlName = xmlName; }

    public String xmlName() { return xmlName; }

    public static CardType parse(String text) {
        for (CardType t : values()) {
            if (t.xmlName.equals(text)) {
                return t;
            }
        }
        throw new IllegalArgumentException("unknown card type '" + text
                + "' (expected move1, move2, move3, backup, left, right or uturn)");
    }
}
