package org.rallyworkbench.engine.export.tiled;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Pattern;
import org.rallyworkbench.engine.model.ProblemCollector;

/**
 * The {@code <tileset source>} of a map, resolved like a scenario's board {@code href}: a relative path inside
 * the map's folder tree. A URL, an absolute path or a path leaving the folder with {@code ..} is refused, so a
 * map from a stranger can neither reach the network nor make the importer read an arbitrary local file. The
 * messages do not quote what the map says (it may be a path meant to probe the system): they name the element.
 */
final class TilesetSource {

    private static final Pattern URL_SCHEME = Pattern.compile("^[A-Za-z][A-Za-z0-9+.-]*:.*", Pattern.DOTALL);

    private TilesetSource() { }

    /** The tileset file, or empty after adding the problem at {@code tileset}'s place. */
    static Optional<Path> resolve(String source, Path tmxFile, XmlElement tileset, ProblemCollector problems) {
        String s = source.strip();
        String refused = null;
        Path resolved = null;
        if (s.isEmpty()) {
            refused = "is empty";
        } else if (URL_SCHEME.matcher(s).matches() && !s.matches("^[A-Za-z]:[\\\\/].*")) {
            refused = "is a URL; only a relative path to a tileset file beside the map is allowed";
        } else if (s.startsWith("/") || s.startsWith("\\") || s.startsWith("~") || s.matches("^[A-Za-z]:.*")) {
            refused = "is an absolute path; give a path relative to the map";
        } else if (s.indexOf('\0') >= 0) {
            refused = "is not a valid file path";
        } else {
            try {
                Path folder = tmxFile.toAbsolutePath().normalize().getParent();
                resolved = folder.resolve(s).normalize();
                if (!resolved.startsWith(folder)) {
                    refused = "leaves the map's folder; keep tilesets in the map's folder or below it";
                }
            } catch (InvalidPathException e) {
                refused = "is not a valid file path";
            }
        }
        if (refused != null) {
            problems.add(tileset.line(), tileset.column(), "<tileset> source " + refused);
            return Optional.empty();
        }
        return Optional.of(resolved);
    }
}
