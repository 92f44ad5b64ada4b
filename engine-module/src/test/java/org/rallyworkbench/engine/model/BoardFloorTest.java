package org.rallyworkbench.engine.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link Board#forEachFloor}: every tile that is not plain floor, once, row by row from the top. */
class BoardFloorTest {

    @Test
    void visitsEachFloorElementRowByRow() {
        Board board = Board.builder("f", 4, 3).pit(3, 0).repair(0, 2, true).pit(1, 0).pit(0, 1).build();
        List<String> seen = new ArrayList<>();
        board.forEachFloor((x, y, e) -> seen.add(x + "," + y + " " + e.getClass().getSimpleName()));
        assertEquals(List.of("1,0 Pit", "3,0 Pit", "0,1 Pit", "0,2 Repair"), seen);
    }
}
