package org.rallyworkbench.engine.model;

/** The seven kinds of program card (R-MOVE-2), with their names in files. */
public enum CardType implements XmlNamed {
    MOVE1, MOVE2, MOVE3, BACKUP, LEFT, RIGHT, UTURN;

    public static CardType parse(String text) {
        return XmlNamed.parse(CardType.class, text, "card type");
    }
}
