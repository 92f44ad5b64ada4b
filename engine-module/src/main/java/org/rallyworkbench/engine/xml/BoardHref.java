package org.rallyworkbench.engine.xml;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.regex.Pattern;

/**
 * The {@code <board href>} of a scenario: a relative path from the scenario's folder to a local
 * {@code *.board.xml} file. URLs (any scheme: http, file, jar, …) and absolute paths are refused, so a
 * scenario from a stranger can neither reach the network nor name arbitrary files.
 */
final class BoardHref {

    private static final Pattern URL_SCHEME = Pattern.compile("^[A-Za-z][A-Za-z0-9+.-]*:.*", Pattern.DOTALL);
    static final String BOARD_SUFFIX = ".board.xml";

    private BoardHref() {
    }

    /**
     * The board file {@code href} names, relative to {@code baseDirectory} (null: the current directory).
     *
     * @throws IllegalArgumentException with the message to report, when the href is not acceptable
     */
    static Path resolve(String href, Path baseDirectory) {
        String h = href == null ? "" : href.strip();
        if (h.isEmpty()) {
            throw new IllegalArgumentException("the board href is empty; give the path of a *.board.xml file");
        }
        if (URL_SCHEME.matcher(h).matches()) {
            throw new IllegalArgumentException("board href '" + h + "' is a URL; only a relative path to a local "
                    + "*.board.xml file is allowed");
        }
        if (h.startsWith("/") || h.startsWith("\\") || h.startsWith("~")) {
            throw new IllegalArgumentException("board href '" + h + "' is an absolute path; give a path relative "
                    + "to the scenario file");
        }
        Path relative;
        try {
            relative = Path.of(h);
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException("board href '" + h + "' is not a valid file path");
        }
        if (relative.isAbsolute()) {
            throw new IllegalArgumentException("board href '" + h + "' is an absolute path; give a path relative "
                    + "to the scenario file");
        }
        if (!h.endsWith(BOARD_SUFFIX)) {
            throw new IllegalArgumentException("board href '" + h + "' must name a *" + BOARD_SUFFIX + " file");
        }
        Path resolved = (baseDirectory == null ? relative : baseDirectory.resolve(relative)).normalize();
        if (!Files.isRegularFile(resolved)) {
            throw new IllegalArgumentException("board file '" + h + "' not found (looked for " + resolved + ")");
        }
        return resolved;
    }
}
