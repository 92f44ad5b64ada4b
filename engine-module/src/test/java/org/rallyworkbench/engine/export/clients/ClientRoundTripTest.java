package org.rallyworkbench.engine.export.clients;

import org.rallyworkbench.engine.export.catalog.ClientFormats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.export.SampleBoards;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.xml.BoardXml;

/**
 * Board → client format → board for every sample board and every client format: the board read back is the
 * original minus exactly the listed losses, element by element (a loss not listed, or a listed loss that did
 * not happen, fails), and it passes the board rules.
 */
class ClientRoundTripTest {

    static Stream<Arguments> boardsAndFormats() {
        List<Arguments> cases = new ArrayList<>();
        for (Board b : SampleBoards.all()) {
            if (b.width() > 20 || b.height() > 20) {
                continue;   // robotmadness refuses these; the others are covered below
            }
            for (ClientFormat f : ClientFormats.all()) {
                cases.add(Arguments.of(b, f));
            }
        }
        for (Board b : SampleBoards.all()) {
            if (b.width() > 20 || b.height() > 20) {
                ClientFormats.all().stream().filter(f -> !f.id().startsWith("robotmadness"))
                        .forEach(f -> cases.add(Arguments.of(b, f)));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} as {1}")
    @MethodSource("boardsAndFormats")
    void readsBackMinusExactlyTheListedLosses(Board original, ClientFormat format) throws Exception {
        ClientExport x = format.export(original);
        ClientImport back = format.read(x.text(), "board" + format.extension(),
                suffix -> Optional.ofNullable(x.besides().get(suffix)));
        SortedSet<String> expected = BoardElements.expectedAfter(original, x.losses());
        SortedSet<String> actual = BoardElements.of(back.board());
        SortedSet<String> missing = new TreeSet<>(expected);
        missing.removeAll(actual);
        SortedSet<String> extra = new TreeSet<>(actual);
        extra.removeAll(expected);
        assertTrue(missing.isEmpty() && extra.isEmpty(), format.id() + " " + original.name()
                + ": lost without being listed (or listed wrongly): " + missing + "; appeared: " + extra
                + "; listed: " + x.losses());
        for (Loss l : x.losses()) {
            if (l.isLoss()) {
                assertFalse(actual.contains(l.element()) && !l.element().equals(l.becomes()),
                        "listed as lost but read back: " + l);
            }
        }
        String xml = BoardXml.toXml(back.board());
        BoardXml.read(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), "back.board.xml");
    }

    @Test
    void fiaskoAndInf112LoseAPusherOfOtherRegistersThanOddOrEvenAndASecondPusherOnATile() throws Exception {
        Board b = Board.builder("pushers", 6, 6).pusher(1, 1, Direction.N, Registers.of(1, 2))
                .pusher(2, 2, Direction.W, Registers.of(1, 3, 5)).pusher(2, 2, Direction.E, Registers.of(2, 4))
                .pusher(3, 3, Direction.S, Registers.of(2, 4)).build();
        for (String[] format : new String[][] {
            {"fiasko-txt", "Fiasko's", "one wall entry per tile: this tile's is taken by a laser or another pusher "
                    + "(its wall stays)"},
            {"inf112-tmx", "Unsinkable-II's", "one pusher a tile (one id a layer; its wall stays)"}}) {
            List<String> lost = ClientFormats.byId(format[0]).orElseThrow().export(b).losses().stream()
                    .filter(l -> l.element().startsWith("pusher")).map(l -> l.x() + "," + l.y() + " " + l.reason())
                    .toList();
            assertEquals(List.of("1,1 " + format[1] + " pushers act in registers 1 3 5 or 2 4 only (its wall stays)",
                    "2,2 " + format[2]), lost, format[0]);
        }
    }

    @Test
    void fiaskoAndInf112LoseALaserWithoutAWallBehindItAndASecondLaserOnATile() throws Exception {
        Board b = Board.builder("lasers", 6, 6).laser(1, 1, Direction.E, 1)
                .wall(2, 2, Direction.W).wall(2, 2, Direction.S).laser(2, 2, Direction.E, 1).laser(2, 2, Direction.N, 1)
                .build();
        for (String[] format : new String[][] {
            {"fiasko-txt", "Fiasko's lasers are wall-mounted and fire away from their wall",
                "one wall entry per tile: this tile's is taken by another laser"},
            {"inf112-tmx", "Unsinkable-II fires lasers only from laser walls",
                "one laser wall a tile (one id a layer)"}}) {
            List<String> lost = ClientFormats.byId(format[0]).orElseThrow().export(b).losses().stream()
                    .filter(l -> l.element().startsWith("laser")).map(l -> l.x() + "," + l.y() + " " + l.reason())
                    .toList();
            assertEquals(List.of("1,1 no wall on its W side: " + format[1], "2,2 " + format[2]), lost, format[0]);
        }
    }

    @Test
    void robotmadnessRefusesABoardOver20() {
        Board big = Board.builder("big", 30, 30).build();
        ClientFormat rm = ClientFormats.byId("robotmadness-json").orElseThrow();
        ExportRefusedException e = assertThrows(ExportRefusedException.class, () -> rm.export(big));
        assertTrue(e.getMessage().contains("30x30") && e.getMessage().contains("20"), e.getMessage());
    }

    @Test
    void eachClientFormatRecognizesOnlyItsOwnExport() throws Exception {
        Board b = SampleBoards.all().stream().filter(x -> x.width() <= 20 && x.height() <= 20).findFirst().orElseThrow();
        for (ClientFormat f : ClientFormats.all()) {
            assertEquals(Optional.of(f), ClientFormats.detect(f.export(b).text()), f.id());
        }
    }
}
