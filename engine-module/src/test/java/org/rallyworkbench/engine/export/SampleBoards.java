package org.rallyworkbench.engine.export;

import org.rallyworkbench.engine.render.BoardPainter;
import org.rallyworkbench.engine.render.RendererPainter;
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
public final class SampleBoards {

    public static final Path DIR = Path.of("..", "scenarios", "boards");

    private SampleBoards() {
    }

    /** The sample board files, sorted. */
    public static List<Path> files() {
        try (Stream<Path> s = Files.list(DIR)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".board.xml")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static Board read(Path file) {
        try {
            return BoardXml.read(file);
        } catch (FormatException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    public static List<Board> all() {
        List<Board> boards = new ArrayList<>();
        files().forEach(f -> boards.add(read(f)));
        boards.addAll(TestBoards.all());
        return boards;
    }

    /** The painter the exports use in tests: the real renderer. */
    public static BoardPainter painter() {
        return RendererPainter.INSTANCE;
    }
}
