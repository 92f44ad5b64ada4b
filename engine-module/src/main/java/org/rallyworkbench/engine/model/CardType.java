package org.rallyworkbench.engine.model;

/** The seven kinds of program card (R-MOVE-2), with their names in files. */
public enum CardType implements XmlNamed {
    MOVE1("move1"), MOVE2("move2"), MOVE3("move3"), BACKUP("backup"), LEFT("left"), RIGHT("right"), UTURN("uturn");

    private final String xmlName;

    CardType(String xmlName) { this.xmlName = xmlName; }

    @Override
    public String xmlName() { return xmlName; }

    public static CardType parse(String text) {
        return XmlNamed.parse(CardType.class, text, "card type");
    }
}
