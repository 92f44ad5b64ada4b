package org.rallyworkbench.engine.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
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
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        try {
            if (name.endsWith(".tmx")) {
                return Optional.of(new TmxImporter().read(file));
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
