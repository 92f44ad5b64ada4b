package org.rallyworkbench.engine.export.inf112;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
import org.rallyworkbench.engine.model.Laser;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Rotation;
import org.rallyworkbench.engine.model.Start;

/**
 * Writes a board as an INF112 TMX map for Unsinkable-II: each element on the layer it reads, lasers as laser
 * walls on their mounting side, pushers on the Pusher layer, plain walls on the Wall layer (one id a cell: a
 * side or a corner, else on the neighbour). The beam layers and Player stay empty: the client fills them.
 */
final class Inf112Writer {

    private static final String CLIENT = "Unsinkable-II";

    private final Board board;
    private final List<Loss> losses = new ArrayList<>();
    private final Map<String, int[]> layers = new HashMap<>();
    private final Map<Position, Direction> laserMounts = new HashMap<>();
    private final Map<Position, Direction> pusherMounts = new HashMap<>();

    Inf112Writer(Board board) {
        this.board = board;
        for (String name : Inf112Tiles.LAYERS) {
            layers.put(name, new int[board.width() * board.height()]);
        }
        java.util.Arrays.fill(layers.get("Board"), Inf112Tiles.FLOOR);
    }

    ClientExport write() {
        floor();
        flags();
        starts();
        lasers();
        pushers();
        WallPlacement walls = WallPlacement.place(board, (x, y) -> {
            Set<Direction> sides = EnumSet.noneOf(Direction.class);
            Optional.ofNullable(laserMounts.get(new Position(x, y))).ifPresent(sides::add);
            Optional.ofNullable(pusherMounts.get(new Position(x, y))).ifPresent(sides::add);
            return sides;
        }, (x, y, sides) -> WallPlacement.sideOrCorner(sides), CLIENT, losses);
        int[] wallLayer = layers.get("Wall");
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                Set<Direction> sides = walls.plainAt(x, y);
                if (sides.size() == 1) {
                    wallLayer[index(x, y)] = Inf112Tiles.wall(sides.iterator().next());
                } else if (sides.size() == 2) {
                    wallLayer[index(x, y)] = Inf112Tiles.corner(sides);
                }
            }
        }
        return new ClientExport(tmx(), Map.of(), losses);
    }


    private int index(int x, int y) {
        return y * board.width() + x;
    }

    private void set(String layer, int x, int y, int id) {
        layers.get(layer)[index(x, y)] = id;
    }

    private void floor() {
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                FloorElement e = board.floorOrNull(x, y);
                if (e instanceof FloorElement.Pit) {
                    set("Hole", x, y, Inf112Tiles.HOLE);
                } else if (e instanceof FloorElement.Repair r) {
                    set(r.isDouble() ? "Upgrade" : "Repair", x, y, r.isDouble() ? Inf112Tiles.UPGRADE : Inf112Tiles.REPAIR);
                } else if (e instanceof FloorElement.Gear g) {
                    set("Gear", x, y, g.rotation() == Rotation.CW ? Inf112Tiles.GEAR_RIGHT : Inf112Tiles.GEAR_LEFT);
                } else if (e instanceof FloorElement.Conveyor c) {
                    set("Conveyor", x, y, belt(x, y, c));
                } else if (e instanceof FloorElement.Crusher) {
                    losses.add(Loss.lost(x, y, BoardElements.floor(x, y, e), "Unsinkable-II has no crushers "
                            + "(no tile id, no layer)"));
                }
            }
        }
    }

    private int belt(int x, int y, FloorElement.Conveyor c) {
        Direction exit = c.dir();
        Set<Direction> entries = Feeders.entries(board, x, y, exit);
        String key = BoardElements.floor(x, y, c);
        if (entries.size() == 3) {
            entries.remove(exit.opposite());
            losses.add(Loss.note(x, y, key, "fed from behind and both sides: the tileset has no such belt, "
                    + "written with its two side entries"));
        }
        Inf112Tiles.Belt belt = new Inf112Tiles.Belt(c.express(), exit, entries);
        if (entries.size() == 2 || entries.size() == 1 && !belt.turns() && !entries.contains(exit.opposite())) {
            losses.add(Loss.note(x, y, key, "a merge: Unsinkable-II turns robots only on simple curves, so a robot "
                    + "carried in from the side keeps its facing there (ours turns, R-BOARD-4)"));
        }
        return Inf112Tiles.beltId(c.express(), exit, entries).orElseThrow();
    }

    private void flags() {
        Set<Integer> numbers = new HashSet<>();
        for (Flag f : board.flags()) {
            Position p = f.position();
            if (f.number() > Inf112Tiles.FLAGS.length) {
                losses.add(Loss.lost(p.x(), p.y(), BoardElements.flag(f), "the tileset has flags 1 to 4 only"));
            } else if (!numbers.add(f.number())) {
                losses.add(Loss.lost(p.x(), p.y(), BoardElements.flag(f), "Unsinkable-II keeps one flag a number; "
                        + "another flag " + f.number() + " comes first"));
            } else {
                set("Flag", p.x(), p.y(), Inf112Tiles.FLAGS[f.number() - 1]);
            }
        }
    }

    private void starts() {
        for (Start s : board.starts()) {
            Position p = s.position();
            if (s.number() > Inf112Tiles.STARTS.length) {
                losses.add(Loss.lost(p.x(), p.y(), BoardElements.start(s), "the tileset has starts 1 to 8 only"));
                continue;
            }
            set("Start", p.x(), p.y(), Inf112Tiles.STARTS[s.number() - 1]);
            if (s.facing() != Direction.N) {
                losses.add(Loss.changed(p.x(), p.y(), BoardElements.start(s),
                        BoardElements.start(new Start(p, s.number(), Direction.N)),
                        "a TMX start has no direction: Unsinkable-II's robots start facing north"));
            }
        }
    }

    private void lasers() {
        WallPlacement.wallMountedLasers(board, CLIENT + " fires lasers only from laser walls",
                laserMounts::containsKey, "one laser wall a tile (one id a layer)", losses, (l, mount) -> {
                    Position p = l.position();
                    int beams = Math.min(l.beams(), 2);
                    if (l.beams() > 2) {
                        losses.add(Loss.changed(p.x(), p.y(), BoardElements.laser(l),
                                BoardElements.laser(new Laser(p, l.dir(), 2)), "the tileset has no triple laser: "
                                        + "written as a double"));
                    }
                    set("LaserWall", p.x(), p.y(), Inf112Tiles.laserWall(mount, beams));
                    laserMounts.put(p, mount);
                });
    }

    private void pushers() {
        WallPlacement.oddOrEvenPushers(board, CLIENT + "'s", pusherMounts::containsKey,
                "one pusher a tile (one id a layer; its wall stays)", losses, u -> {
                    Position p = u.position();
                    boolean odd = u.registers().equals(WallPlacement.ODD);
                    set("Pusher", p.x(), p.y(), Inf112Tiles.pusher(u.pushDirection(), odd));
                    pusherMounts.put(p, u.side());
                });
    }

    private String tmx() {
        StringBuilder out = new StringBuilder();
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.append("<map version=\"1.5\" tiledversion=\"1.6.0\" orientation=\"orthogonal\" renderorder=\"right-down\"")
                .append(" compressionlevel=\"0\" width=\"").append(board.width()).append("\" height=\"")
                .append(board.height()).append("\" tilewidth=\"64\" tileheight=\"64\" infinite=\"0\"")
                .append(" nextlayerid=\"15\" nextobjectid=\"1\">\n");
        out.append(" <tileset firstgid=\"1\" source=\"").append(Inf112Tiles.TILESET).append("\"/>\n");
        for (int i = 0; i < Inf112Tiles.LAYERS.size(); i++) {
            String name = Inf112Tiles.LAYERS.get(i);
            out.append(" <layer id=\"").append(Inf112Tiles.LAYER_IDS[i]).append("\" name=\"").append(name)
                    .append("\" width=\"").append(board.width()).append("\" height=\"").append(board.height())
                    .append("\">\n  <data encoding=\"csv\">\n");
            int[] ids = layers.get(name);
            for (int y = 0; y < board.height(); y++) {
                for (int x = 0; x < board.width(); x++) {
                    out.append(ids[index(x, y)]);
                    if (x < board.width() - 1 || y < board.height() - 1) {
                        out.append(',');
                    }
                }
                out.append('\n');
            }
            out.append("</data>\n </layer>\n");
        }
        out.append("</map>\n");
        return out.toString();
    }
}
