package org.rallyworkbench.engine.export.clients;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.rallyworkbench.engine.io.InputFiles;
import org.rallyworkbench.engine.xml.FormatException;
import org.rallyworkbench.engine.model.Problem;

/**
 * Reads a client's board file as UTF-8 text, refusing what no board is: a missing file, a directory, a FIFO
 * or device (never opened, so never a hang), more than {@link #MAX_BYTES}, bytes that are not UTF-8.
 */
public final class ClientFiles {

    /** A 256×256 LMU map with several elements a tile is a few megabytes. */
    public static final long MAX_BYTES = 32L * 1024 * 1024;

    private ClientFiles() {
    }

    public static String read(Path file) throws FormatException {
        try {
            return decode(InputFiles.read(file, MAX_BYTES), file.toString());
        } catch (InputFiles.UnreadableException e) {
            throw new FormatException(new Problem(file.toString(), 0, 0, e.reason()));
        }
    }

    /** The file's name without folders and without its extension: the name of a board read from it. */
    public static String baseName(String file) {
        String n = file.substring(Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\')) + 1);
        int dot = n.lastIndexOf('.');
        return dot > 0 ? n.substring(0, dot) : n.isEmpty() ? "imported" : n;
    }

    /** The file beside {@code file} whose name ends in {@code suffix} instead of {@code file}'s extension. */
    public static Path beside(Path file, String suffix) {
        String n = file.getFileName().toString();
        int dot = n.lastIndexOf('.');
        String base = dot > 0 ? n.substring(0, dot) : n;
        return file.resolveSibling(base + suffix);
    }

    /** The side files of {@code file}: read when they exist. */
    public static ClientFormat.SideFiles besides(Path file) {
        return suffix -> {
            Path p = beside(file, suffix);
            return Files.exists(p) ? Optional.of(read(p)) : Optional.empty();
        };
    }

    private static String decode(byte[] bytes, String name) throws FormatException {
        try {
            String text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
            return text.startsWith("\uFEFF") ? text.substring(1) : text;
        } catch (CharacterCodingException e) {
            int[] at = org.rallyworkbench.engine.io.Utf8.firstMalformed(bytes).orElse(new int[] {1, 1});
            throw new FormatException(new Problem(name, at[0], at[1], "not UTF-8 text: a byte that is not valid "
                    + "UTF-8 here"));
        }
    }
}
