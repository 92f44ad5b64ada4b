package org.rallyworkbench.engine.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.List;
import java.util.Optional;
import org.rallyworkbench.engine.export.ImportException;
import org.rallyworkbench.engine.export.json.JsonImporter;
import org.rallyworkbench.engine.export.tiled.TmxImporter;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.xml.BoardXml;
import org.rallyworkbench.engine.xml.FormatException;

/**
 * Reads a board from any file the command line accepts, by its extension: {@code *.board.xml} (or any
 * {@code .xml}), a Tiled map {@code *.tmx}, or the JSON format {@code *.json}. Problems go to {@code err} as
 * {@code FILE:LINE:COLUMN: message}; the result is empty when there were any.
 */
final class BoardFiles {

    private BoardFiles() {
    }

    static Optional<Board> read(Path file, PrintWriter err) throws IOException {
        return read(file, err, new java.util.ArrayList<>());
    }

    /** Reads the board; {@code opened} gets every file read (the map's tilesets too). */
    static Optional<Board> read(Path file, PrintWriter err, List<Path> opened) throws IOException {
        opened.add(file);
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        try {
            if (name.endsWith(".tmx")) {
                TmxImporter importer = new TmxImporter();
                try {
                    return Optional.of(importer.read(file));
                } finally {
                    opened.addAll(importer.filesRead());
                }
            }
            if (name.endsWith(".json")) {
                return Optional.of(new JsonImporter().read(file));
            }
            return Optional.of(BoardXml.read(file));
        } catch (FormatException e) {
            e.problems().forEach(err::println);
        } catch (ImportException e) {
            e.problems().forEach(err::println);
        } catch (java.nio.file.NoSuchFileException e) {
            err.println(file + ":0:0: no such file");
        }
        return Optional.empty();
    }
}
