package org.rallyworkbench.engine.xml;

/**
 * The name a board or scenario takes when its file gives none (the name attribute is optional): the file
 * name without folders and without its {@code .board.xml} or {@code .scenario.xml} ending.
 */
final class FileNames {

    static final String BOARD_SUFFIX = BoardHref.BOARD_SUFFIX;
    static final String SCENARIO_SUFFIX = ".scenario.xml";

    private FileNames() {
    }

    static String nameOf(String file, String suffix) {
        String name = file.substring(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);
        if (name.endsWith(suffix) && name.length() > suffix.length()) {
            return name.substring(0, name.length() - suffix.length());
        }
        int dot = name.indexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
