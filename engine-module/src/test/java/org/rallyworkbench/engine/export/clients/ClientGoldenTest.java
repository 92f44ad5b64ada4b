package org.rallyworkbench.engine.export.clients;

import org.rallyworkbench.engine.export.catalog.ClientFormats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.xml.BoardXml;

/**
 * One board of our own design (golden.board.xml: every element in every direction) against each client
 * format's golden file, written by hand from CLIENTS.md (not by the exporter): the export equals the golden file,
 * lists exactly the losses of golden.losses.txt (also written by hand), and the golden file reads back as the
 * board minus those losses.
 */
class ClientGoldenTest {

    /** A test resource of this package as text. */
    static String resource(String name) throws IOException {
        try (InputStream in = ClientGoldenTest.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IOException("no test resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static Board golden() throws Exception {
        try (InputStream in = ClientGoldenTest.class.getResourceAsStream("golden.board.xml")) {
            return BoardXml.read(in, "golden.board.xml");
        }
    }

    @ParameterizedTest
    @CsvSource({"fiasko-txt, golden.fiasko.txt", "inf112-tmx, golden.inf112.tmx",
        "robotmadness-json, golden.robotmadness.json", "lmu-json, golden.lmu.json"})
    void exportEqualsTheGoldenFile(String id, String file) throws Exception {
        ClientExport x = ClientFormats.byId(id).orElseThrow().export(golden());
        assertEquals(resource(file), x.text());
        if (id.startsWith("robotmadness")) {
            assertEquals(Map.of(".course.json", resource("golden.robotmadness.course.json")), x.besides());
        }
    }

    @ParameterizedTest
    @CsvSource({"fiasko-txt", "inf112-tmx", "robotmadness-json", "lmu-json"})
    void theExportListsExactlyTheHandWrittenLosses(String id) throws Exception {
        SortedSet<String> expected = new TreeSet<>();
        for (String line : resource("golden.losses.txt").split("\n")) {
            if (line.startsWith(id + ": ")) {
                expected.add(line.substring(id.length() + 2));
            }
        }
        SortedSet<String> listed = new TreeSet<>();
        for (Loss l : ClientFormats.byId(id).orElseThrow().export(golden()).losses()) {
            listed.add(l.kind().word() + " " + l.element() + (l.becomes() != null ? " -> " + l.becomes() : ""));
        }
        assertEquals(expected, listed);
    }

    @ParameterizedTest
    @CsvSource({"fiasko-txt, golden.fiasko.txt", "inf112-tmx, golden.inf112.tmx",
        "robotmadness-json, golden.robotmadness.json", "lmu-json, golden.lmu.json"})
    void theGoldenFileReadsBackAsTheBoard(String id, String file) throws Exception {
        ClientFormat f = ClientFormats.byId(id).orElseThrow();
        Board board = golden();
        String course = resource("golden.robotmadness.course.json");
        ClientImport back = f.read(resource(file), file, suffix -> suffix.equals(".course.json")
                ? Optional.of(course) : Optional.empty());
        assertEquals(BoardElements.expectedAfter(board, f.export(board).losses()), BoardElements.of(back.board()));
        assertEquals(Optional.of(f), ClientFormats.detect(resource(file)));
    }
}
