package org.rallyworkbench.engine.xml;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.xmlunit.assertj3.XmlAssert.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.xmlunit.diff.DefaultNodeMatcher;
import org.xmlunit.diff.ElementSelectors;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Rotation;

class BoardXmlWriteTest {

    /** Every board we have: our test boards, and the sample boards once the scenarios module has them. */
    static Stream<Path> boards() throws IOException {
        List<Path> all = new ArrayList<>();
        for (Path dir : List.of(TestFiles.BOARDS, TestFiles.SAMPLE_BOARDS)) {
            if (Files.isDirectory(dir)) {
                try (Stream<Path> files = Files.list(dir)) {
                    files.filter(f -> f.getFileName().toString().endsWith(".board.xml")).sorted().forEach(all::add);
                }
            }
        }
        return all.stream();
    }

    @ParameterizedTest
    @MethodSource("boards")
    void readWriteReadIsLossless(Path file) throws Exception {
        Board board = BoardXml.read(file);
        String written = BoardXml.toXml(board);
        Board again = BoardXml.read(new ByteArrayInputStream(written.getBytes(StandardCharsets.UTF_8)), "written");
        assertEquals(board, again);
        assertEquals(board.walls(), again.walls());
    }

    @ParameterizedTest
    @MethodSource("boards")
    void writingIsStable(Path file) throws Exception {
        String once = BoardXml.toXml(BoardXml.read(file));
        String twice = BoardXml.toXml(BoardXml.read(new ByteArrayInputStream(once.getBytes(StandardCharsets.UTF_8)), "w"));
        assertEquals(once, twice);
    }

    @ParameterizedTest
    @MethodSource("boards")
    void writtenFileIsValidAgainstTheSchema(Path file) throws Exception {
        assertThat(BoardXml.toXml(BoardXml.read(file))).isValidAgainst(BoardXml.schema());
    }

    @Test
    void aBoardAlreadyInCanonicalOrderIsWrittenAsItWasRead() throws Exception {
        Path file = TestFiles.BOARDS.resolve("docking-bay.board.xml");
        assertThat(BoardXml.toXml(BoardXml.read(file))).and(file.toFile()).ignoreWhitespace().areIdentical();
    }

    @Test
    void aBoardInAnyOrderIsWrittenWithTheSameElements() throws Exception {
        // XMLUnit, matching elements by name and attributes whatever their order: the canonical file says
        // what a hand-written equivalent of pit-row says.
        Path canonical = TestFiles.BOARDS.resolve("pit-row.canonical.xml");
        Path shuffled = TestFiles.BOARDS.resolve("pit-row-shuffled.xml");
        assertThat(shuffled.toFile()).and(canonical.toFile()).ignoreWhitespace()
                .withNodeMatcher(new DefaultNodeMatcher(ElementSelectors.byNameAndAllAttributes))
                .areSimilar();
    }

    @Test
    void canonicalFormOfPitRow() throws Exception {
        String expected = Files.readString(TestFiles.BOARDS.resolve("pit-row.canonical.xml"), StandardCharsets.UTF_8);
        assertEquals(expected, BoardXml.toXml(BoardXml.read(TestFiles.BOARDS.resolve("pit-row.board.xml"))));
    }

    @Test
    void theCanonicalFileReadsAsTheSameBoard() throws Exception {
        Board fromCanonical = BoardXml.read(TestFiles.BOARDS.resolve("pit-row.canonical.xml"));
        assertEquals(BoardXml.read(TestFiles.BOARDS.resolve("pit-row.board.xml")), fromCanonical);
    }

    @Test
    void writesEveryElementInFixedOrderWithDefaultsOmitted() throws Exception {
        Board board = Board.builder("All", 3, 2)
                .start(2, 1, 1, Direction.W)
                .flag(2, 0, 1)
                .pusher(1, 1, Direction.E, Registers.of(5, 2))
                .laser(0, 1, Direction.N, 1)
                .wall(2, 1, Direction.S)
                .wall(1, 0, Direction.E)
                .crusher(0, 1, Registers.of(1))
                .repair(1, 0, false)
                .gear(2, 1, Rotation.CCW)
                .conveyor(0, 0, Direction.E, false)
                .pit(2, 0)
                .build();
        String expected = """
                <?xml version="1.0" encoding="UTF-8"?>
                <board xmlns="urn:rally-workbench:board:1" name="All" width="3" height="2">
                  <pit x="2" y="0"/>
                  <conveyor x="0" y="0" dir="E"/>
                  <gear x="2" y="1" rotation="ccw"/>
                  <repair x="1" y="0"/>
                  <crusher x="0" y="1" registers="1"/>
                  <wall x="2" y="0" side="W"/>
                  <wall x="2" y="1" side="S"/>
                  <laser x="0" y="1" dir="N"/>
                  <pusher x="1" y="1" side="E" registers="2 5"/>
                  <flag x="2" y="0" number="1"/>
                  <start x="2" y="1" number="1" facing="W"/>
                </board>
                """;
        assertEquals(expected, BoardXml.toXml(board));
    }

    @Test
    void writesUtf8WithEscapesAndAFinalNewline() throws Exception {
        Board board = Board.builder("Zürich <Ost> & \"Süd\"", 1, 1).description("Über\nzwei Zeilen").build();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BoardXml.write(board, out);
        byte[] bytes = out.toByteArray();
        assertArrayEquals(BoardXml.toXml(board).getBytes(StandardCharsets.UTF_8), bytes);
        String text = new String(bytes, StandardCharsets.UTF_8);
        assertTrue(text.contains("name=\"Zürich &lt;Ost&gt; &amp; &quot;Süd&quot;\""), text);
        assertTrue(text.endsWith("</board>\n"), text);
        assertEquals(board, BoardXml.read(new ByteArrayInputStream(bytes), "utf8"));
    }

    @Test
    void wallsAreWrittenOnceInCanonicalForm() throws Exception {
        String xml = """
                <board xmlns="urn:rally-workbench:board:1" name="Walls" width="3" height="3">
                  <wall x="1" y="1" side="S"/>
                  <wall x="1" y="2" side="N"/>
                  <wall x="1" y="2" side="N"/>
                  <wall x="0" y="1" side="E"/>
                  <wall x="2" y="2" side="E"/>
                </board>
                """;
        String written = BoardXml.toXml(BoardXml.read(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), "w"));
        assertEquals("""
                <?xml version="1.0" encoding="UTF-8"?>
                <board xmlns="urn:rally-workbench:board:1" name="Walls" width="3" height="3">
                  <wall x="1" y="1" side="W"/>
                  <wall x="1" y="2" side="N"/>
                  <wall x="2" y="2" side="E"/>
                </board>
                """, written);
    }
}
