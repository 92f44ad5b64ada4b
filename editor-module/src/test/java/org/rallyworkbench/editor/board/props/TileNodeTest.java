package org.rallyworkbench.editor.board.props;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openide.nodes.Node;
import org.openide.util.Lookup;
import org.rallyworkbench.editor.board.model.BoardModel;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Registers;

class TileNodeTest {

    private final Board board = Board.builder("t", 4, 4).conveyor(1, 1, Direction.E, false).flag(1, 1, 1)
            .laser(2, 2, Direction.N, 1).pusher(3, 3, Direction.W, Registers.of(1)).build();
    private final BoardModel model = new BoardModel(board);

    private Node.Property<?> property(Position tile, String set, String name) {
        for (Node.PropertySet s : new TileNode(model, tile, Lookup.EMPTY).getPropertySets()) {
            if (s.getName().equals(set)) {
                return Arrays.stream(s.getProperties()).filter(p -> p.getName().equals(name)).findFirst().orElseThrow();
            }
        }
        throw new AssertionError("no set " + set);
    }

    @SuppressWarnings("unchecked")
    private static void set(Node.Property<?> p, Object value) throws Exception {
        ((Node.Property<Object>) p).setValue(value);
    }

    @Test
    void theSheetShowsWhatStandsOnTheTile() {
        List<String> sets = Arrays.stream(new TileNode(model, new Position(1, 1), Lookup.EMPTY).getPropertySets())
                .map(Node.PropertySet::getName).toList();
        assertEquals(List.of("properties", "conveyor", "flag"), sets);
    }

    @Test
    void editingAPropertyIsOneUndoableCommand() throws Exception {
        set(property(new Position(1, 1), "conveyor", "dir"), "S");
        assertEquals(new FloorElement.Conveyor(Direction.S, false), model.board().floorOrNull(1, 1));
        set(property(new Position(2, 2), "laser", "beams"), 3);
        assertEquals(3, model.board().lasers().get(0).beams());
        set(property(new Position(3, 3), "pusher", "side"), "N");
        assertTrue(model.board().hasWall(new Position(3, 3), Direction.N));
        assertTrue(!model.board().hasWall(new Position(3, 3), Direction.W), "the wall moves with its pusher");
        model.undoRedo().undo();
        model.undoRedo().undo();
        model.undoRedo().undo();
        assertEquals(board, model.board());
    }

    @Test
    void everyLaserAndPusherOfATileHasItsOwnEditableSet() throws Exception {
        Position p = new Position(0, 2);
        Board two = Board.builder("two", 4, 4).laser(p, Direction.E, 1).laser(p, Direction.S, 2)
                .pusher(p, Direction.W, Registers.of(1)).pusher(p, Direction.N, Registers.of(2)).build();
        BoardModel m = new BoardModel(two);
        TileNode node = new TileNode(m, p, Lookup.EMPTY);
        List<String> sets = Arrays.stream(node.getPropertySets()).map(Node.PropertySet::getDisplayName).toList();
        assertEquals(List.of("Properties", "Laser 1 of 2", "Laser 2 of 2", "Pusher 1 of 2", "Pusher 2 of 2"),
                sets.stream().map(x -> x.equals("Tile") ? "Properties" : x).toList());

        set(find(node, "laser2", "beams"), 3);
        set(find(node, "laser2", "dir"), "W");
        node.refresh();
        set(find(node, "pusher2", "registers"), "3 5");
        node.refresh();
        set(find(node, "pusher2", "side"), "E");
        assertEquals(List.of(new org.rallyworkbench.engine.model.Laser(p, Direction.E, 1),
                new org.rallyworkbench.engine.model.Laser(p, Direction.W, 3)), m.board().lasersAt(p),
                "the first laser untouched, the second changed, the order kept");
        // the board keeps a tile's pushers in side order (N, E, S, W): the second was the west one
        assertEquals(List.of(new org.rallyworkbench.engine.model.Pusher(p, Direction.N, Registers.of(2)),
                new org.rallyworkbench.engine.model.Pusher(p, Direction.E, Registers.parse("3 5"))), m.board().pushersAt(p));
        assertTrue(m.board().hasWall(p, Direction.N), "the first pusher keeps its wall");
        assertTrue(m.board().hasWall(p, Direction.E));
        assertTrue(!m.board().hasWall(p, Direction.W), "the wall the second pusher left goes with it");
        for (int i = 0; i < 4; i++) {
            m.undoRedo().undo();
        }
        assertEquals(two, m.board());
    }

    private static Node.Property<?> find(TileNode node, String set, String name) {
        for (Node.PropertySet s : node.getPropertySets()) {
            if (s.getName().equals(set)) {
                return Arrays.stream(s.getProperties()).filter(p -> p.getName().equals(name)).findFirst().orElseThrow();
            }
        }
        throw new AssertionError("no set " + set);
    }
}
