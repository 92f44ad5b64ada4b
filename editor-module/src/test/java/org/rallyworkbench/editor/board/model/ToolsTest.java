package org.rallyworkbench.editor.board.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.BoardTransform;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Rotation;

class ToolsTest {

    private static final Board EMPTY = Board.builder("t", 6, 5).build();

    /** A board with one of everything, none of it symmetric. */
    static Board sample() {
        return Board.builder("s", 6, 5)
                .conveyor(1, 0, Direction.E, false).conveyor(2, 0, Direction.S, true)
                .gear(3, 3, Rotation.CW).pit(0, 4).repair(5, 0, true).crusher(4, 4, Registers.of(2))
                .flag(5, 4, 1).start(0, 0, 1, Direction.S)
                .wall(2, 2, Direction.N).laser(1, 3, Direction.E, 2).pusher(4, 1, Direction.W, Registers.of(1, 3))
                .build();
    }

    private static Position p(int x, int y) {
        return new Position(x, y);
    }

    @Test
    void everyPaletteItemPaints() {
        for (PaletteItem item : PaletteItem.values()) {
            Board b = Painting.paint(EMPTY, p(2, 2), item);
            assertTrue(item == PaletteItem.FLOOR ? b.equals(EMPTY) : !b.equals(EMPTY), item.name());
        }
        assertEquals(new FloorElement.Gear(Rotation.CCW), Painting.paint(EMPTY, p(1, 1), PaletteItem.GEAR_CCW).floorOrNull(1, 1));
        assertEquals(3, Painting.paint(EMPTY, p(1, 1), PaletteItem.LASER_3).lasers().get(0).beams());
    }

    @Test
    void flagsAndStartsTakeTheNextFreeNumber() {
        Board b = Painting.paint(EMPTY, p(0, 0), PaletteItem.FLAG);
        b = Painting.paint(b, p(1, 0), PaletteItem.FLAG);
        b = Painting.paint(b, p(2, 0), PaletteItem.START);
        assertEquals(List.of(1, 2), b.flags().stream().map(f -> f.number()).toList());
        assertEquals(1, b.starts().get(0).number());
        b = Painting.erase(b, p(0, 0));
        assertEquals(1, Painting.nextFlagNumber(b));
    }

    @Test
    void rectangleFillCoversTheRegion() {
        Board b = Painting.fill(EMPTY, new Region(1, 1, 3, 2), PaletteItem.PIT);
        int pits = 0;
        for (int y = 0; y < 5; y++) {
            for (int x = 0; x < 6; x++) {
                pits += b.isPit(p(x, y)) ? 1 : 0;
            }
        }
        assertEquals(6, pits);
    }

    @Test
    void bucketFillStopsAtOtherElementsAndWalls() {
        Board walled = EMPTY.toBuilder().pit(2, 0).pit(2, 1).pit(2, 2).pit(2, 3).pit(2, 4).build();
        Board b = Painting.bucketFill(walled, p(0, 0), PaletteItem.REPAIR);
        assertEquals(new FloorElement.Repair(false), b.floorOrNull(1, 4));
        assertEquals(null, b.floorOrNull(3, 0));
    }

    @Test
    void conveyorPathFollowsTheDragAndTurnsAtCorners() {
        Board b = Painting.conveyorPath(EMPTY, List.of(p(0, 0), p(2, 0), p(2, 2)), false);
        assertEquals(new FloorElement.Conveyor(Direction.E, false), b.floorOrNull(0, 0));
        assertEquals(new FloorElement.Conveyor(Direction.E, false), b.floorOrNull(1, 0));
        assertEquals(new FloorElement.Conveyor(Direction.S, false), b.floorOrNull(2, 0));
        assertEquals(new FloorElement.Conveyor(Direction.S, false), b.floorOrNull(2, 2));
    }

    @Test
    void aClosedPathMakesALoop() {
        Board b = Painting.conveyorPath(EMPTY, List.of(p(1, 1), p(3, 1), p(3, 3), p(1, 3), p(1, 1)), true);
        assertEquals(new FloorElement.Conveyor(Direction.E, true), b.floorOrNull(1, 1));
        assertEquals(new FloorElement.Conveyor(Direction.N, true), b.floorOrNull(1, 2));
        assertEquals(new FloorElement.Conveyor(Direction.W, true), b.floorOrNull(3, 3));
        Board merged = Painting.conveyorPath(b, List.of(p(5, 2), p(3, 2)), false);
        assertEquals(new FloorElement.Conveyor(Direction.W, false), merged.floorOrNull(4, 2));
        assertEquals(new FloorElement.Conveyor(Direction.S, true), merged.floorOrNull(3, 2), "the belt fed keeps its way");
    }

    @Test
    void wallToolTogglesTheNearestEdge() {
        assertEquals(Direction.N, Painting.nearestSide(0.5, 0.1));
        assertEquals(Direction.E, Painting.nearestSide(0.9, 0.5));
        assertEquals(Direction.S, Painting.nearestSide(0.5, 0.95));
        assertEquals(Direction.W, Painting.nearestSide(0.05, 0.5));
        Board b = Painting.toggleWall(EMPTY, p(1, 1), Direction.E);
        assertTrue(b.hasWall(p(2, 1), Direction.W));
        assertEquals(EMPTY, Painting.toggleWall(b, p(2, 1), Direction.W));
    }

    @Test
    void fourRotationsOfATileGiveItBack() {
        Board b = sample();
        for (Position at : List.of(p(1, 0), p(1, 3), p(4, 1), p(0, 0))) {
            Board r = b;
            for (int i = 0; i < 4; i++) {
                r = Painting.rotateAt(r, at, true);
            }
            assertEquals(b, r, "at " + at);
            assertEquals(b, Painting.rotateAt(Painting.rotateAt(b, at, true), at, false));
        }
        assertEquals(Direction.S, Painting.rotateAt(b, p(1, 0), true).floorOrNull(1, 0) instanceof FloorElement.Conveyor c ? c.dir() : null);
    }

    @Test
    void selectionTransformsAreSemantic() {
        Region all = new Region(0, 0, 6, 5);
        Region square = new Region(0, 0, 5, 5);
        Board b = sample();
        Board r = b;
        for (int i = 0; i < 4; i++) {
            r = Regions.transform(r, square, BoardTransform.ROTATE_90);
        }
        assertEquals(b, r);
        Board mirrored = Regions.transform(b, all, BoardTransform.MIRROR);
        assertEquals(new FloorElement.Gear(Rotation.CCW), mirrored.floorOrNull(2, 3));
        assertEquals(new FloorElement.Conveyor(Direction.W, false), mirrored.floorOrNull(4, 0));
        assertEquals(b, Regions.transform(mirrored, all, BoardTransform.MIRROR));
    }

    @Test
    void aSelectionTurnsAboutItsCentreAndBack() {
        Board b = sample();
        Region r = new Region(1, 1, 4, 2);
        Region turned = Regions.turnedAboutCentre(r, BoardTransform.ROTATE_90, 6, 5);
        assertEquals(new Region(2, 0, 2, 4), turned);
        Board once = Regions.transform(b, r, BoardTransform.ROTATE_90, turned.origin());
        Region back = Regions.turnedAboutCentre(turned, BoardTransform.ROTATE_270, 6, 5);
        assertEquals(r, back);
        assertEquals(Regions.copy(b, r), Regions.copy(Regions.transform(once, turned, BoardTransform.ROTATE_270, back.origin()), r));
    }

    @Test
    void aTurnedSelectionNamesTheHeldTilesItWouldCoverOutsideItself() {
        Board b = sample();
        Region r = new Region(1, 1, 4, 2);     // turned: (2, 0) 2×4, over the express conveyor at (2, 0)
        Region turned = Regions.turnedAboutCentre(r, BoardTransform.ROTATE_90, 6, 5);
        assertEquals(List.of(p(2, 0), p(3, 3)), Regions.heldOutside(b, r, turned),
                "the express conveyor above and the gear below; (3, 0) and (2, 3) are empty floor");
        Region empty = new Region(0, 0, 2, 1);
        Board bare = Board.builder("e", 6, 5).conveyor(0, 0, Direction.E, false).build();
        assertEquals(List.of(), Regions.heldOutside(bare, empty,
                Regions.turnedAboutCentre(empty, BoardTransform.ROTATE_90, 6, 5)), "only empty floor is covered");
        assertTrue(Regions.fits(turned, 6, 5));
        assertFalse(Regions.fits(Regions.turnedAboutCentre(new Region(0, 0, 6, 1), BoardTransform.ROTATE_90, 6, 5), 6, 5),
                "a 6×1 row turned is 1×6: longer than the board is high");
    }

    @Test
    void copyPasteAndDelete() {
        Board b = sample();
        Board piece = Regions.copy(b, new Region(1, 0, 2, 1));
        Board.Builder target = EMPTY.toBuilder();
        Regions.paste(target, piece, p(3, 3));
        Board pasted = target.build();
        assertEquals(new FloorElement.Conveyor(Direction.E, false), pasted.floorOrNull(3, 3));
        assertEquals(new FloorElement.Conveyor(Direction.S, true), pasted.floorOrNull(4, 3));
        Board.Builder cleared = b.toBuilder();
        Regions.clear(cleared, new Region(0, 0, 6, 5));
        assertEquals(EMPTY.toBuilder().name("s").build(), cleared.build());
    }

    @Test
    void resizeKeepsTheAnchoredCorner() {
        Board b = sample();
        Board bigger = BoardOperations.resize(b, 8, 7, BoardOperations.Anchor.SOUTH_EAST);
        assertEquals(8, bigger.width());
        assertEquals(new FloorElement.Conveyor(Direction.E, false), bigger.floorOrNull(3, 2));
        assertEquals(b, BoardOperations.resize(bigger, 6, 5, BoardOperations.Anchor.SOUTH_EAST));
        Board centred = BoardOperations.resize(b, 8, 7, BoardOperations.Anchor.CENTRE);
        assertEquals(new FloorElement.Conveyor(Direction.E, false), centred.floorOrNull(2, 1));
    }

    @Test
    void aDockingBayGoesAboveOrBeside() {
        Board main = Board.builder("m", 12, 12).flag(5, 5, 1).start(0, 0, 1, Direction.N).build();
        Board bay = Board.builder("bay", 12, 4).start(3, 3, 1, Direction.N).flag(1, 1, 1).build();
        Board above = BoardOperations.placeAbove(main, bay);
        assertEquals(12, above.width());
        assertEquals(16, above.height());
        assertEquals(List.of(1, 2), above.starts().stream().map(s -> s.number()).toList());
        assertTrue(above.startAt(p(3, 3)).isPresent());
        assertTrue(above.flagAt(p(5, 9)).isPresent());
        Board beside = BoardOperations.placeBeside(main, bay);
        assertEquals(24, beside.width());
        assertFalse(beside.startAt(p(15, 3)).isEmpty());
    }

    @Test
    void aBoardThatWouldGrowPastTheLargestSizeDoesNotDock() {
        Board wide = Board.builder("wide", 250, 12).build();
        Board bay = Board.builder("bay", 12, 12).build();
        assertFalse(BoardOperations.fitsBeside(wide, bay), "250 + 12 is wider than " + Board.MAX_SIZE);
        assertTrue(BoardOperations.fitsAbove(wide, bay));
        assertTrue(BoardOperations.fitsBeside(bay, bay));
        assertFalse(BoardOperations.fitsAbove(Board.builder("tall", 12, 250).build(), bay));
    }

    /** Issue 18: a laser, pusher or start placed on an edge faces into the board; inside, the old defaults hold. */
    @Test
    void lasersPushersAndStartsOnAnEdgeFaceIntoTheBoard() {
        // EMPTY is 6 wide, 5 high: south edge y=4, north y=0, west x=0, east x=5
        assertEquals(Direction.N, Painting.paint(EMPTY, p(2, 4), PaletteItem.START).starts().get(0).facing());
        assertEquals(Direction.S, Painting.paint(EMPTY, p(2, 0), PaletteItem.START).starts().get(0).facing());
        assertEquals(Direction.E, Painting.paint(EMPTY, p(0, 2), PaletteItem.START).starts().get(0).facing());
        assertEquals(Direction.W, Painting.paint(EMPTY, p(5, 2), PaletteItem.START).starts().get(0).facing());

        assertEquals(Direction.E, Painting.paint(EMPTY, p(0, 2), PaletteItem.LASER_1).lasers().get(0).dir());
        assertEquals(Direction.W, Painting.paint(EMPTY, p(5, 2), PaletteItem.LASER_2).lasers().get(0).dir());
        assertEquals(Direction.S, Painting.paint(EMPTY, p(3, 0), PaletteItem.LASER_3).lasers().get(0).dir());
        assertEquals(Direction.N, Painting.paint(EMPTY, p(3, 4), PaletteItem.LASER_1).lasers().get(0).dir());

        assertEquals(Direction.E, Painting.paint(EMPTY, p(0, 2), PaletteItem.PUSHER).pushers().get(0).pushDirection());
        assertEquals(Direction.W, Painting.paint(EMPTY, p(5, 2), PaletteItem.PUSHER).pushers().get(0).pushDirection());
        assertEquals(Direction.S, Painting.paint(EMPTY, p(3, 0), PaletteItem.PUSHER).pushers().get(0).pushDirection());
        Board south = Painting.paint(EMPTY, p(3, 4), PaletteItem.PUSHER);
        assertEquals(Direction.N, south.pushers().get(0).pushDirection());
        assertTrue(south.hasWall(p(3, 4), Direction.S), "its wall is on the board's edge");

        // a corner faces along the south or north edge, where starts dock
        assertEquals(Direction.N, Painting.paint(EMPTY, p(0, 4), PaletteItem.START).starts().get(0).facing());
        // inside the board: the defaults
        assertEquals(Direction.N, Painting.paint(EMPTY, p(2, 2), PaletteItem.START).starts().get(0).facing());
        assertEquals(Direction.E, Painting.paint(EMPTY, p(2, 2), PaletteItem.LASER_1).lasers().get(0).dir());
        assertEquals(Direction.E, Painting.paint(EMPTY, p(2, 2), PaletteItem.PUSHER).pushers().get(0).pushDirection());
        // a laser painted over a laser keeps its way, even on the edge
        Board turned = EMPTY.toBuilder().laser(0, 2, Direction.N, 1).build();
        assertEquals(Direction.N, Painting.paint(turned, p(0, 2), PaletteItem.LASER_2).lasers().get(0).dir());
    }
}
