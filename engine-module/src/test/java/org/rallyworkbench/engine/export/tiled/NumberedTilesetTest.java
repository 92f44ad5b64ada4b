package org.rallyworkbench.engine.export.tiled;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.model.Direction;

class NumberedTilesetTest {

    @Test
    void emptyForNumbersTheProjectTilesetHas() {
        assertTrue(NumberedTileset.of(List.of(1, 2, 16), List.of(1, 16)).isEmpty());
    }

    @Test
    void flagsThenFourFacingsPerStartInOrderOfNumberEachOnce() {
        NumberedTileset t = NumberedTileset.of(List.of(3, 40, 17, 17), List.of(1000, 2, 18));
        assertEquals(List.of("flag-17", "flag-40", "start-18-N", "start-18-E", "start-18-S", "start-18-W",
                "start-1000-N", "start-1000-E", "start-1000-S", "start-1000-W"),
                t.tiles().stream().map(RallyTile::tileName).toList());
        for (int id = 0; id < t.tiles().size(); id++) {
            assertEquals(id, t.tiles().get(id).id());
        }
        assertEquals(Optional.of(40), t.flag(40).orElseThrow().number());
        assertEquals("start-1000-S", t.start(1000, Direction.S).orElseThrow().tileName());
        assertEquals(Optional.empty(), t.flag(3));
        assertEquals(Optional.empty(), t.start(17, Direction.N));
    }

    @Test
    void numberedTilesCarryTheirKindFacingAndNumber() {
        RallyTile start = NumberedTileset.of(List.of(), List.of(33)).start(33, Direction.E).orElseThrow();
        assertEquals(TiledLayer.START, start.layer());
        assertEquals("start", start.properties().get("kind"));
        assertEquals("E", start.properties().get("facing"));
        assertEquals("33", start.properties().get("number"));
    }

    @Test
    void theProjectTilesetKeepsItsIds() {
        // maps exported before refer to these ids
        assertEquals(102, RallyTile.values().size());
        assertEquals(19, RallyTile.FLAG.id());
        assertEquals(20, RallyTile.START.id());
        assertEquals(22 + 15, RallyTile.flag(16).id());
        assertEquals(38 + 15 * 4 + 3, RallyTile.start(16, Direction.W).id());
        assertThrows(IllegalArgumentException.class, () -> RallyTile.flag(17));
    }
}
