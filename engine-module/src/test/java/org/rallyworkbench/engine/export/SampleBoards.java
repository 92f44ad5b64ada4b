package org.rallyworkbench.engine.export;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.xml.BoardXml;
import org.rallyworkbench.engine.xml.FormatException;

/** The boards every export test runs on: the project's sample boards, and the boards built in code. */
final class SampleBoards {

    static final Path DIR = Path.of("..", "scenarios", "boards");

    private SampleBoards() {
    }

    /** The sample board files, sorted. */
    static List<Path> files() {
        try (Stream<Path> s = Files.list(DIR)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".board.xml")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Board read(Path file) {
        try {
            return BoardXml.read(file);
        } catch (FormatException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    static List<Board> all() {
        List<Board> boards = new ArrayList<>();
        files().forEach(f -> boards.add(read(f)));
        boards.addAll(TestBoards.all());
        return boards;
    }

    /** The painter the exports use in tests: the real renderer. */
    static BoardPainter painter() {
        return RendererPainter.INSTANCE;
    }
}
