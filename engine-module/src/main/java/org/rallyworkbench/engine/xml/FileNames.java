package org.rallyworkbench.engine.xml;

/**
 * The base name of a board or scenario file: without folders and without its {@code .board.xml} or
 * {@code .scenario.xml} ending (else without {@code .xml}). It names a board or scenario whose file gives no
 * name (the attribute is optional), a result in a tree, a recorded copy.
 */
public final class FileNames {

    public static final String BOARD_SUFFIX = BoardHref.BOARD_SUFFIX;
    public static final String SCENARIO_SUFFIX = ".scenario.xml";

    private FileNames() {
    }

    public static String nameOf(String file, String suffix) {
        String name = file.substring(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);
        if (name.endsWith(suffix) && name.length() > suffix.length()) {
            return name.substring(0, name.length() - suffix.length());
        }
        return name.endsWith(".xml") && name.length() > ".xml".length()
                ? name.substring(0, name.length() - ".xml".length()) : name;
    }
}
