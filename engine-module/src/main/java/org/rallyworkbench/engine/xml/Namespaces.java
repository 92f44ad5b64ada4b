package org.rallyworkbench.engine.xml;

/** The namespaces and schema resources of the version-1 formats (FORMATS.md). */
public final class Namespaces {

    public static final String BOARD = "urn:rally-workbench:board:1";
    public static final String SCENARIO = "urn:rally-workbench:scenario:1";

    /** Class-path resource of the board schema, stable for editors and other tools. */
    public static final String BOARD_XSD = "/org/rallyworkbench/engine/xml/board-1.xsd";
    /** Class-path resource of the scenario schema; it imports the board schema. */
    public static final String SCENARIO_XSD = "/org/rallyworkbench/engine/xml/scenario-1.xsd";

    private Namespaces() {
    }
}
