package org.rallyworkbench.engine.export.fiasko;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.rallyworkbench.engine.export.clients.BoardElements;
import org.rallyworkbench.engine.export.clients.ClientExport;
import org.rallyworkbench.engine.export.clients.Feeders;
import org.rallyworkbench.engine.export.clients.Loss;
import org.rallyworkbench.engine.export.clients.WallPlacement;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Flag;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Start;

/**
 * Writes a board as a Fiasko text board. One tile token a cell: a flag or start wins over the floor element
 * beneath it (the race needs them); one wall token a cell: a laser or pusher takes its cell's token, plain walls
 * go to the cell or its neighbour ({@link WallPlacement}). Every starting robot faces ROBOT_SPAWN_1's direction.
 */
final class FiaskoWriter {

    private static final String CLIENT = "Fiasko";

    private final Board board;
    private final List<Loss> losses = new ArrayList<>();
    private final String[] tiles;
    private final Map<Position, String> devices = new HashMap<>();
    private final Map<Position, Direction> deviceSides = new HashMap<>();

    FiaskoWriter(Board board) {
        this.board = board;
        this.tiles = new String[board.width() * board.height()];
    }

    ClientExport write() {
        if (board.width() > board.height()) {
            losses.add(Loss.note(0, 0, "board " + board.width() + "x" + board.height(), "wider than tall: Fiasko's "
                    + "loadBoard turns it a quarter clockwise when it is played (walls and belts turn with it)"));
        }
        floor();
        markers();
        devices();
        WallPlacement walls = WallPlacement.place(board, (x, y) -> {
            Direction d = deviceSides.get(new Position(x, y));
            return d == null ? Set.of() : Set.of(d);
        }, (x, y, sides) -> devices.containsKey(new Position(x, y)) ? sides.isEmpty() : WallPlacement.sideOrCorner(sides),
                CLIENT, losses);
        StringBuilder out = new StringBuilder();
        out.append(board.width()).append(' ').append(board.height()).append('\n');
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                out.append(x > 0 ? " " : "").append(tiles[y * board.width() + x]);
            }
            out.append('\n');
        }
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                out.append(x > 0 ? " " : "").append(wallToken(x, y, walls.plainAt(x, y)));
            }
            out.append('\n');
        }
        return new ClientExport(out.toString(), Map.of(), losses);
    }


    private static String tile(int type, Direction d) {
        return String.format("%02d;%d", type, FiaskoTile.id(d));
    }

    private void floor() {
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                FloorElement e = board.floorOrNull(x, y);
                String token = tile(FiaskoTile.TILE, Direction.N);
                if (e instanceof FloorElement.Pit) {
                    token = tile(FiaskoTile.HOLE, Direction.N);
                } else if (e instanceof FloorElement.Gear g) {
                    token = tile(g.rotation() == org.rallyworkbench.engine.model.Rotation.CW
                            ? FiaskoTile.COGWHEEL_RIGHT : FiaskoTile.COGWHEEL_LEFT, Direction.N);
                } else if (e instanceof FloorElement.Repair r) {
                    token = tile(r.isDouble() ? FiaskoTile.WRENCH_AND_HAMMER : FiaskoTile.WRENCH, Direction.N);
                } else if (e instanceof FloorElement.Conveyor c) {
                    token = tile((c.express() ? FiaskoTile.CONVEYOR_FAST : FiaskoTile.CONVEYOR_SLOW)
                            + beltShape(x, y, c.dir()), c.dir());
                } else if (e instanceof FloorElement.Crusher) {
                    losses.add(Loss.lost(x, y, BoardElements.floor(x, y, e), "Fiasko has no crushers"));
                }
                tiles[y * board.width() + x] = token;
            }
        }
    }

    private int beltShape(int x, int y, Direction exit) {
        Set<Direction> entries = Feeders.entries(board, x, y, exit);
        boolean back = entries.contains(exit.opposite());
        boolean left = entries.contains(exit.left());
        boolean right = entries.contains(exit.right());
        if (left && right) {
            if (back) {
                losses.add(Loss.note(x, y, "conveyor (" + x + "," + y + ") " + exit, "fed from behind and both "
                        + "sides: Fiasko has no such tile, drawn with its side entrances only (its belts turn robots "
                        + "by the neighbouring belts, as ours do)"));
            }
            return FiaskoTile.SIDE_ENTRANCES;
        }
        if (left) {
            return back ? FiaskoTile.SIDE_ENTRANCE_LEFT : FiaskoTile.LEFT;
        }
        if (right) {
            return back ? FiaskoTile.SIDE_ENTRANCE_RIGHT : FiaskoTile.RIGHT;
        }
        return FiaskoTile.STRAIGHT;
    }

    private void markers() {
        Set<Integer> flagNumbers = new java.util.HashSet<>();
        Set<Position> marked = new java.util.HashSet<>();
        for (Flag f : board.flags()) {
            Position p = f.position();
            if (f.number() > FiaskoTile.MAX_FLAG) {
                losses.add(Loss.lost(p.x(), p.y(), BoardElements.flag(f), "Fiasko has flags 1 to 4 only"));
            } else if (!flagNumbers.add(f.number())) {
                losses.add(Loss.lost(p.x(), p.y(), BoardElements.flag(f), "Fiasko has one FLAG_" + f.number()
                        + " tile; another flag " + f.number() + " comes first"));
            } else if (!marked.add(p)) {
                losses.add(Loss.lost(p.x(), p.y(), BoardElements.flag(f), "one tile per cell: another flag is here"));
            } else {
                replaceFloor(p, "flag " + f.number());
                tiles[p.y() * board.width() + p.x()] = tile(FiaskoTile.FLAG_1 + f.number() - 1, Direction.N);
            }
        }
        Direction spawnFacing = board.start(1).map(Start::facing).orElse(Direction.N);
        for (Start s : board.starts()) {
            Position p = s.position();
            if (s.number() > FiaskoTile.MAX_SPAWN) {
                losses.add(Loss.lost(p.x(), p.y(), BoardElements.start(s), "Fiasko has starts 1 to 8 only"));
            } else if (!marked.add(p)) {
                losses.add(Loss.lost(p.x(), p.y(), BoardElements.start(s),
                        "one tile per cell: a flag is on this tile"));
            } else {
                replaceFloor(p, "start " + s.number());
                tiles[p.y() * board.width() + p.x()] = tile(FiaskoTile.ROBOT_SPAWN_1 + s.number() - 1, s.facing());
                if (s.facing() != spawnFacing) {
                    losses.add(Loss.changed(p.x(), p.y(), BoardElements.start(s),
                            BoardElements.start(new Start(p, s.number(), spawnFacing)), "Fiasko turns every robot "
                                    + "to ROBOT_SPAWN_1's direction (" + spawnFacing + ")"));
                }
            }
        }
    }

    private void replaceFloor(Position p, String marker) {
        FloorElement e = board.floorOrNull(p.x(), p.y());
        if (e != null && !(e instanceof FloorElement.Crusher)) {
            losses.add(Loss.lost(p.x(), p.y(), BoardElements.floor(p.x(), p.y(), e), "one tile per cell: the "
                    + marker + " tile takes its place"));
        }
    }

    private void devices() {
        WallPlacement.wallMountedLasers(board, CLIENT + "'s lasers are wall-mounted and fire away from their wall",
                devices::containsKey, "one wall entry per tile: this tile's is taken by another laser", losses,
                (l, mount) -> {
                    devices.put(l.position(), FiaskoTile.laserWall(l.beams()) + ";" + FiaskoTile.id(mount));
                    deviceSides.put(l.position(), mount);
                });
        WallPlacement.oddOrEvenPushers(board, CLIENT + "'s", devices::containsKey, "one wall entry per tile: this "
                + "tile's is taken by a laser or another pusher (its wall stays)", losses, u -> {
                    boolean odd = u.registers().equals(WallPlacement.ODD);
                    int kind = odd ? FiaskoTile.WALL_PUSHER_ODD : FiaskoTile.WALL_PUSHER_EVEN;
                    devices.put(u.position(), kind + ";" + FiaskoTile.id(u.side()));
                    deviceSides.put(u.position(), u.side());
                });
    }

    private String wallToken(int x, int y, Set<Direction> plain) {
        String device = devices.get(new Position(x, y));
        if (device != null) {
            return device;
        }
        if (plain.isEmpty()) {
            return "0";
        }
        if (plain.size() == 1) {
            return FiaskoTile.WALL_NORMAL + ";" + FiaskoTile.id(plain.iterator().next());
        }
        return FiaskoTile.WALL_CORNER + ";" + FiaskoTile.corner(EnumSet.copyOf(plain));
    }
}
