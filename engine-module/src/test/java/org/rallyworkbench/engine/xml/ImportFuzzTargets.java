package org.rallyworkbench.engine.xml;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.rallyworkbench.engine.director.DirectorFileException;
import org.rallyworkbench.engine.director.GameFile;
import org.rallyworkbench.engine.director.SubmissionsFile;
import org.rallyworkbench.engine.export.catalog.ClientFormats;
import org.rallyworkbench.engine.export.clients.ClientFormat;
import org.rallyworkbench.engine.export.json.JsonImporter;
import org.rallyworkbench.engine.export.tiled.TmxExporter;
import org.rallyworkbench.engine.export.tiled.TmxImporter;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Problem;
import org.rallyworkbench.engine.model.ProblemCollector;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.render.RendererPainter;

/**
 * The readers of everything that is not a board or scenario file, as fuzz targets ({@link ReaderFuzzTest}) and
 * for the replay of kept inputs ({@link FuzzInputsRegressionTest}). The property: any bytes give a value or
 * located problems (file, line and column, a short message, at most {@link ProblemCollector#MAX_LISTED} + 1),
 * never an exception other than the reader's own. Files are written into one folder per JVM, beside the
 * project's own TSX tileset (a map names it), and read from there as {@code rally} would.
 */
final class ImportFuzzTargets {

    /** The folder the file readers read from, with the project's tileset beside them. */
    private static Path folder;

    private ImportFuzzTargets() {
    }

    static void tmx(byte[] input) {
        Path file = write("fuzz.tmx", input);
        located(new TmxImporter().load(file), file);
    }

    static void json(byte[] input) {
        located(new JsonImporter().load(input, "fuzz.json"), Path.of("fuzz.json"));
    }

    static void gameFile(byte[] input) {
        directorFile(write("fuzz.game.xml", input), GameFile::read, "GameFile.read");
    }

    static void submissions(byte[] input) {
        directorFile(write("fuzz.submissions.xml", input), SubmissionsFile::read, "SubmissionsFile.read");
    }

    /** A director file's reader: a value, or a {@link DirectorFileException} with located lines. */
    private interface DirectorReader {
        Object read(Path file) throws DirectorFileException;
    }

    private static void directorFile(Path file, DirectorReader reader, String readerName) {
        try {
            assertTrue(reader.read(file) != null, readerName + " returned null");
        } catch (DirectorFileException e) {
            locatedLines(e.getMessage(), file);
        }
    }

    /** The same bytes through each of the four client readers (as the text {@code rally import} decodes). */
    static void clients(byte[] input) {
        String text = new String(input, StandardCharsets.UTF_8);
        for (ClientFormat f : ClientFormats.all()) {
            try {
                assertTrue(f.read(text, "fuzz." + f.id(), ClientFormat.SideFiles.NONE) != null, f.id() + ": null");
                f.recognizes(text);
            } catch (FormatException e) {
                check(e.problems(), "fuzz." + f.id());
            }
        }
    }

    private static void located(ReadResult<?> result, Path file) {
        if (!result.isRead()) {
            check(result.problems(), file.toString());
        }
    }

    static void check(List<Problem> problems, String file) {
        assertFalse(problems.isEmpty(), file + ": a failure without problems");
        assertTrue(problems.size() <= ProblemCollector.MAX_LISTED + 1, file + ": " + problems.size() + " problems");
        for (Problem p : problems) {
            assertTrue(p.line() >= 1 && p.column() >= 1, "no line and column: " + p);
            assertTrue(p.file().startsWith(file) || p.file().endsWith(".tsx"), "not the file read: " + p);
            assertFalse(p.message().isBlank(), "no message: " + p);
            assertTrue(p.message().length() < 600, "message too long: " + p.message().length());
            assertFalse(p.message().contains("Exception") || p.message().contains("java."), "a class name: " + p);
        }
    }

    /** A director file's refusal: every line {@code FILE:LINE:COLUMN: message}. */
    private static void locatedLines(String message, Path file) {
        List<String> lines = message.lines().toList();
        assertFalse(lines.isEmpty(), file + ": a refusal without a message");
        assertTrue(lines.size() <= ProblemCollector.MAX_LISTED + 1, file + ": " + lines.size() + " lines");
        for (String line : lines) {
            assertTrue(line.startsWith(file.toString()) && line.substring(file.toString().length())
                    .matches(":\\d+:\\d+: \\S.*") && !line.contains(":0:"), "not located: " + line);
            assertFalse(line.contains("Exception") || line.contains("java."), "a class name: " + line);
            assertTrue(line.length() < 800, "line too long: " + line.length());
        }
    }

    /**
     * The project's whole tileset at 64 pixels ({@code rally-workbench-64.tsx} and its picture), as {@code rally
     * export} writes it: the kept maps and seeds name it, and every tile they use must mean something.
     */
    private static void writeProjectTileset(Path dir) throws IOException {
        Path map = dir.resolve("tileset-source.tmx");
        new TmxExporter(RendererPainter.INSTANCE).export(Board.builder("tileset-source", 1, 1).build(), map, 64);
        Files.delete(map);
    }

    private static synchronized Path write(String name, byte[] input) {
        try {
            if (folder == null) {
                folder = Files.createTempDirectory("rally-fuzz");
                folder.toFile().deleteOnExit();
                writeProjectTileset(folder);
            }
            Path file = folder.resolve(name);
            Files.write(file, input);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
