package org.rallyworkbench.engine.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Start;
import org.rallyworkbench.engine.xml.BoardXml;

/** The sample boards read cleanly, are playable by eight robots, and render. */
class SampleBoardsTest {

    private static final Path BOARDS = Path.of("..", "scenarios", "boards");

    static Stream<Path> boards() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.list(BOARDS)) {
            files = s.filter(p -> p.getFileName().toString().endsWith(".board.xml")).sorted().toList();
        }
        assertTrue(files.size() >= 5, "four 12x12 boards and the docking bay");
        return files.stream();
    }

    @ParameterizedTest
    @MethodSource("boards")
    void isValidPlayableAndRenders(Path file) throws Exception {
        Board b = BoardXml.read(file);
        assertFalse(b.description().isBlank(), "says what makes it interesting");
        assertEquals(IntStream.rangeClosed(1, 8).boxed().toList(), b.starts().stream().map(Start::number).toList());
        for (Start s : b.starts()) {
            assertTrue(b.contains(s.position().step(s.facing())), "start " + s.number() + " faces into the board");
        }
        if (b.width() == 12 && b.height() == 12) {
            assertTrue(b.flags().size() >= 3, "three or more flags");
        } else {
            assertEquals(List.of(12, 4), List.of(b.width(), b.height()));
            assertTrue(b.flags().isEmpty(), "the docking bay has no flags");
        }
        BufferedImage img = BoardRenderer.render(b, 16);
        assertEquals(b.width() * 16, img.getWidth());
    }
}
