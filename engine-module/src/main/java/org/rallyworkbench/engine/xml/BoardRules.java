package org.rallyworkbench.engine.xml;

import org.rallyworkbench.engine.model.Problem;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.SourceLocation;
import org.rallyworkbench.engine.xml.BoardDocument.FlagElement;
import org.rallyworkbench.engine.xml.BoardDocument.FloorTileElement;
import org.rallyworkbench.engine.xml.BoardDocument.StartElement;
import org.rallyworkbench.engine.xml.BoardDocument.TileElement;

/**
 * The semantic rules of a board file (FORMATS.md) that the schema cannot express: everything on the board,
 * one floor element per tile, flags 1..n without gaps (a number may be shared), unique start numbers, no flag or
 * start on a pit.
 * Repeated walls are not a problem: they are the same wall. Runs on a schema-valid document.
 */
final class BoardRules {

    private final BoardDocument board;
    private final Locations locations;
    private final List<Problem> problems = new ArrayList<>();

    private BoardRules(BoardDocument board, Locations locations) {
        this.board = board;
        this.locations = locations;
    }

    /** Every rule broken, in file order; empty when the board is valid. */
    static List<Problem> check(BoardDocument board, Locations locations) {
        BoardRules rules = new BoardRules(board, locations);
        rules.checkOnBoard();
        rules.checkOneFloorElementPerTile();
        rules.checkNothingOnPits();
        rules.checkFlagNumbers();
        rules.checkStartNumbers();
        rules.problems.sort(Comparator.comparingInt(Problem::line).thenComparingInt(Problem::column));
        return List.copyOf(rules.problems);
    }

    private void checkOnBoard() {
        for (TileElement e : board.tileElements()) {
            if (e.x >= board.width || e.y >= board.height) {
                report(e, e.kind() + " at (" + e.x + "," + e.y + ") is off the " + board.width + "x" + board.height
                        + " board (x must be 0.." + (board.width - 1) + ", y 0.." + (board.height - 1) + ")");
            }
        }
    }

    private void checkOneFloorElementPerTile() {
        Map<Position, FloorTileElement> first = new HashMap<>();
        for (FloorTileElement e : inFileOrder(board.floorElements())) {
            FloorTileElement earlier = first.putIfAbsent(new Position(e.x, e.y), e);
            if (earlier != null) {
                report(e, "tile (" + e.x + "," + e.y + ") already has a " + earlier.kind() + " (line "
                        + where(earlier).line() + "); a tile holds at most one of pit, conveyor, gear, repair, crusher");
            }
        }
    }

    private void checkNothingOnPits() {
        Set<Position> pits = new HashSet<>();
        board.pits.forEach(p -> pits.add(new Position(p.x, p.y)));
        for (FlagElement f : board.flags) {
            if (pits.contains(new Position(f.x, f.y))) {
                report(f, "flag " + f.number + " stands on a pit at (" + f.x + "," + f.y + ")");
            }
        }
        for (StartElement s : board.starts) {
            if (pits.contains(new Position(s.x, s.y))) {
                report(s, "start " + s.number + " stands on a pit at (" + s.x + "," + s.y + ")");
            }
        }
    }

    /**
     * Flags are numbered 1..n without gaps (FORMATS.md). A number may be given to several flags: R-CHECK-3's
     * "several robots in the same phase" can only reach the last flag on different tiles.
     */
    private void checkFlagNumbers() {
        TreeMap<Integer, FlagElement> byNumber = new TreeMap<>();
        for (FlagElement f : inFileOrder(board.flags)) {
            byNumber.putIfAbsent(f.number, f);
        }
        int expected = 1;
        for (Map.Entry<Integer, FlagElement> entry : byNumber.entrySet()) {
            int number = entry.getKey();
            if (number > expected) {
                String missing = number == expected + 1 ? "there is no flag " + expected
                        : "there are no flags " + expected + ".." + (number - 1);
                report(entry.getValue(), "flags must be numbered 1..n without gaps, but " + missing
                        + " before flag " + number);
            }
            expected = number + 1;
        }
    }

    private void checkStartNumbers() {
        Map<Integer, StartElement> byNumber = new HashMap<>();
        for (StartElement s : inFileOrder(board.starts)) {
            StartElement earlier = byNumber.putIfAbsent(s.number, s);
            if (earlier != null) {
                report(s, "start number " + s.number + " is used twice (also at line " + where(earlier).line() + ")");
            }
        }
    }

    private <T> List<T> inFileOrder(List<T> elements) {
        List<T> sorted = new ArrayList<>(elements);
        sorted.sort(Comparator.comparingInt((T e) -> where(e).line()).thenComparingInt(e -> where(e).column()));
        return sorted;
    }

    private SourceLocation where(Object element) {
        return locations.of(element);
    }

    private void report(Object element, String message) {
        problems.add(Problem.at(where(element), message));
    }
}
