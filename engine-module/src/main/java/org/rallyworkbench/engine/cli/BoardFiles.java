package org.rallyworkbench.engine.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.List;
import java.util.Optional;
import org.rallyworkbench.engine.export.json.JsonImporter;
import org.rallyworkbench.engine.export.tiled.TmxImporter;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.xml.BoardXml;

/**
 * Reads a board from any file the command line accepts, by its extension: {@code *.board.xml} (or any
 * {@code .xml}), a Tiled map {@code *.tmx}, or the JSON format {@code *.json}. Problems go to {@code err} as
 * {@code FILE:LINE:COLUMN: message}; the result is empty when there were any.
 */
final class BoardFiles {

    private BoardFiles() {
    }

    static Optional<Board> read(Path file, PrintWriter err) {
        ReadResult<Board> board = load(file);
        board.problems().forEach(err::println);
        return board.asOptional();
    }

    /** Reads the board; {@code opened} gets every file read (the map's tilesets too). */
    static Optional<Board> read(Path file, PrintWriter err, List<Path> opened) {
        ReadResult<Board> board = load(file, opened);
        board.problems().forEach(err::println);
        return board.asOptional();
    }

    /** The board of {@code file}, read by the reader its extension names. */
    static ReadResult<Board> load(Path file) {
        return load(file, new java.util.ArrayList<>());
    }

    private static ReadResult<Board> load(Path file, List<Path> opened) {
        opened.add(file);
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".tmx")) {
            TmxImporter importer = new TmxImporter();
            try {
                return importer.load(file);
            } finally {
                opened.addAll(importer.filesRead());
            }
        }
        if (name.endsWith(".json")) {
            return new JsonImporter().load(file);
        }
        return BoardXml.load(file);
    }
}
