package org.rallyworkbench.engine.export.clients;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.rallyworkbench.engine.export.catalog.ClientFormats;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.xml.BoardXml;

/**
 * Import of what the clients' files hold and our exporter never writes (pit variants, cardinal corner walls,
 * flipped GIDs, beam graphics, energy spaces, legacy belts, a later tile over an earlier one, …): each native.*
 * file, written by hand, reads as the board its native.*.board.xml gives (also by hand, from CLIENTS.md), and
 * the reader lists exactly what native.notplaced.txt says it cannot place or reads differently.
 */
class ClientNativeImportTest {

    private static String resource(String name) throws IOException {
        return ClientGoldenTest.resource(name);
    }

    @ParameterizedTest
    @CsvSource({"fiasko-txt, native.fiasko.txt, native.fiasko.board.xml",
        "inf112-tmx, native.inf112.tmx, native.inf112.board.xml",
        "robotmadness-json, native.robotmadness.json, native.robotmadness.board.xml",
        "lmu-json, native.lmu.json, native.lmu.board.xml"})
    void readsAsTheHandWrittenBoardAndListsWhatItCannotPlace(String id, String file, String boardXml) throws Exception {
        ClientFormat f = ClientFormats.byId(id).orElseThrow();
        ClientImport back = f.read(resource(file), file, suffix -> Optional.empty());
        Board expected;
        try (InputStream in = getClass().getResourceAsStream(boardXml)) {
            expected = BoardXml.read(in, boardXml);
        }
        assertEquals(BoardElements.of(expected), BoardElements.of(back.board()));

        List<String> wanted = new ArrayList<>();
        for (String line : resource("native.notplaced.txt").split("\\n")) {
            if (line.startsWith(id + ": ")) {
                wanted.add(line.substring(id.length() + 2));
            }
        }
        List<Loss> listed = new ArrayList<>(back.notPlaced());
        for (String w : wanted) {
            Loss match = listed.stream().filter(l -> matches(w, l)).findFirst().orElse(null);
            assertTrue(match != null, id + ": not listed: " + w + "; listed: " + back.notPlaced());
            listed.remove(match);
        }
        assertTrue(listed.isEmpty(), id + ": listed but not expected: " + listed);
    }

    /** {@code (x,y) KIND [the start of the element key]}. */
    private static boolean matches(String wanted, Loss l) {
        String head = "(" + l.x() + "," + l.y() + ") " + l.kind().word();
        if (!wanted.startsWith(head)) {
            return false;
        }
        String element = wanted.substring(head.length()).trim();
        return wanted.length() == head.length() || wanted.charAt(head.length()) == ' ' && l.element().startsWith(element);
    }
}
