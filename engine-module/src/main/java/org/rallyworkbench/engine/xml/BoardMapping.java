package org.rallyworkbench.engine.xml;

import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Laser;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Pusher;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Rotation;
import org.rallyworkbench.engine.model.Wall;
import org.rallyworkbench.engine.xml.BoardDocument.ConveyorElement;
import org.rallyworkbench.engine.xml.BoardDocument.CrusherElement;
import org.rallyworkbench.engine.xml.BoardDocument.FlagElement;
import org.rallyworkbench.engine.xml.BoardDocument.GearElement;
import org.rallyworkbench.engine.xml.BoardDocument.LaserElement;
import org.rallyworkbench.engine.xml.BoardDocument.PitElement;
import org.rallyworkbench.engine.xml.BoardDocument.PusherElement;
import org.rallyworkbench.engine.xml.BoardDocument.RepairElement;
import org.rallyworkbench.engine.xml.BoardDocument.StartElement;
import org.rallyworkbench.engine.xml.BoardDocument.TileElement;
import org.rallyworkbench.engine.xml.BoardDocument.WallElement;

/**
 * Converts between the bound board document and the model {@link Board}. Reading applies the defaults;
 * writing produces the canonical document: elements of a kind sorted by y then x, walls once in canonical
 * form (pusher walls left to their pushers), defaults omitted.
 */
final class BoardMapping {

    private static final Comparator<TileElement> BY_ROW_THEN_COLUMN =
            Comparator.<TileElement>comparingInt(e -> e.y).thenComparingInt(e -> e.x);

    private BoardMapping() {
    }

    /** The board of a document that passed {@link BoardRules}. */
    static Board toBoard(BoardDocument d) {
        Board.Builder b = Board.builder(d.name, d.width, d.height).description(d.description);
        d.pits.forEach(e -> b.pit(e.x, e.y));
        d.conveyors.forEach(e -> b.conveyor(e.x, e.y, Direction.parse(e.dir), Boolean.TRUE.equals(e.express)));
        d.gears.forEach(e -> b.gear(e.x, e.y, Rotation.parse(e.rotation)));
        d.repairs.forEach(e -> b.repair(e.x, e.y, Boolean.TRUE.equals(e.isDouble)));
        d.crushers.forEach(e -> b.crusher(e.x, e.y, Registers.parse(e.registers)));
        d.walls.forEach(e -> b.wall(e.x, e.y, Direction.parse(e.side)));
        d.lasers.forEach(e -> b.laser(e.x, e.y, Direction.parse(e.dir), e.beams == null ? 1 : e.beams));
        d.pushers.forEach(e -> b.pusher(e.x, e.y, Direction.parse(e.side), Registers.parse(e.registers)));
        d.flags.forEach(e -> b.flag(e.x, e.y, e.number));
        d.starts.forEach(e -> b.start(e.x, e.y, e.number, Direction.parse(e.facing)));
        return b.build();
    }

    /** The canonical document of a board. */
    static BoardDocument toDocument(Board board) {
        BoardDocument d = new BoardDocument();
        d.name = board.name();
        d.width = board.width();
        d.height = board.height();
        d.description = board.description().isEmpty() ? null : board.description();
        board.forEachFloor((x, y, floor) -> addFloor(d, floor, x, y));
        Set<Wall> pusherWalls = new HashSet<>();
        for (Pusher p : board.pushers()) {
            pusherWalls.add(new Wall(p.position(), p.side()).canonical(board.width(), board.height()));
        }
        for (Wall w : board.walls()) {           // canonical, ordered by y, x, side
            if (!pusherWalls.contains(w)) {
                WallElement e = new WallElement();
                e.side = w.side().name();
                d.walls.add(at(e, w.position()));
            }
        }
        board.lasers().stream()
                .sorted(Comparator.comparing(Laser::position, BY_POSITION).thenComparing(Laser::dir)
                        .thenComparingInt(Laser::beams))
                .forEach(l -> d.lasers.add(laser(l)));
        board.pushers().stream()
                .sorted(Comparator.comparing(Pusher::position, BY_POSITION).thenComparing(Pusher::side)
                        .thenComparingInt(p -> p.registers().mask()))
                .forEach(p -> d.pushers.add(pusher(p)));
        board.flags().forEach(f -> {
            FlagElement e = new FlagElement();
            e.number = f.number();
            d.flags.add(at(e, f.position()));
        });
        board.starts().forEach(s -> {
            StartElement e = new StartElement();
            e.number = s.number();
            e.facing = s.facing().name();
            d.starts.add(at(e, s.position()));
        });
        sortKeepingTies(d.flags);
        sortKeepingTies(d.starts);
        return d;
    }

    private static final Comparator<Position> BY_POSITION =
            Comparator.comparingInt(Position::y).thenComparingInt(Position::x);

    private static <T extends TileElement> void sortKeepingTies(List<T> elements) {
        // The model lists flags and starts by number; a stable sort keeps that order on a shared tile.
        elements.sort(BY_ROW_THEN_COLUMN);
    }

    private static void addFloor(BoardDocument d, FloorElement floor, int x, int y) {
        if (floor instanceof FloorElement.Pit) {
            d.pits.add(at(new PitElement(), x, y));
        } else if (floor instanceof FloorElement.Conveyor c) {
            ConveyorElement e = new ConveyorElement();
            e.dir = c.dir().name();
            e.express = c.express() ? Boolean.TRUE : null;
            d.conveyors.add(at(e, x, y));
        } else if (floor instanceof FloorElement.Gear g) {
            GearElement e = new GearElement();
            e.rotation = g.rotation().xmlName();
            d.gears.add(at(e, x, y));
        } else if (floor instanceof FloorElement.Repair r) {
            RepairElement e = new RepairElement();
            e.isDouble = r.isDouble() ? Boolean.TRUE : null;
            d.repairs.add(at(e, x, y));
        } else if (floor instanceof FloorElement.Crusher c) {
            CrusherElement e = new CrusherElement();
            e.registers = c.registers().toString();
            d.crushers.add(at(e, x, y));
        }
    }

    private static LaserElement laser(Laser l) {
        LaserElement e = new LaserElement();
        e.dir = l.dir().name();
        e.beams = l.beams() == 1 ? null : l.beams();
        return at(e, l.position());
    }

    private static PusherElement pusher(Pusher p) {
        PusherElement e = new PusherElement();
        e.side = p.side().name();
        e.registers = p.registers().toString();
        return at(e, p.position());
    }

    private static <T extends TileElement> T at(T element, Position p) {
        return at(element, p.x(), p.y());
    }

    @SuppressWarnings("unchecked")
    private static <T extends TileElement> T at(T element, int x, int y) {
        return (T) element.at(x, y);
    }
}
