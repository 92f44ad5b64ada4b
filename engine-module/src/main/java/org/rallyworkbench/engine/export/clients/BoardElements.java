package org.rallyworkbench.engine.export.clients;

import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Flag;
import org.rallyworkbench.engine.model.Laser;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Pusher;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Start;
import org.rallyworkbench.engine.model.Wall;

/**
 * A board as a set of element keys such as {@code "conveyor (3,4) E express"} or {@code "wall (2,0) N"}:
 * what a {@link Loss} names and what the round-trip tests compare, element by element. Walls appear once, in
 * their canonical form ({@link Wall#canonical}); a pusher's wall is a wall like any other.
 */
public final class BoardElements {

    private BoardElements() {
    }

    public static SortedSet<String> of(Board b) {
        SortedSet<String> keys = new TreeSet<>();
        b.forEachFloor((x, y, e) -> keys.add(floor(x, y, e)));
        b.walls().forEach(w -> keys.add(wall(w)));
        b.flags().forEach(f -> keys.add(flag(f)));
        b.starts().forEach(s -> keys.add(start(s)));
        b.lasers().forEach(l -> keys.add(laser(l)));
        b.pushers().forEach(u -> keys.add(pusher(u)));
        return keys;
    }

    public static String floor(int x, int y, FloorElement e) {
        String at = " (" + x + "," + y + ")";
        if (e instanceof FloorElement.Conveyor c) {
            return "conveyor" + at + " " + c.dir() + (c.express() ? " express" : "");
        }
        if (e instanceof FloorElement.Gear g) {
            return "gear" + at + " " + g.rotation().xmlName();
        }
        if (e instanceof FloorElement.Repair r) {
            return "repair" + at + (r.isDouble() ? " double" : "");
        }
        if (e instanceof FloorElement.Crusher c) {
            return "crusher" + at + " " + registers(c.registers());
        }
        return "pit" + at;
    }

    public static String wall(Wall w) {
        return "wall " + w.position() + " " + w.side();
    }

    /** The key of the wall on {@code side} of ({@code x}, {@code y}) on a board of that size, canonical. */
    public static String wall(int x, int y, Direction side, int width, int height) {
        return wall(new Wall(new Position(x, y), side).canonical(width, height));
    }

    public static String flag(Flag f) {
        return "flag " + f.position() + " " + f.number();
    }

    public static String start(Start s) {
        return "start " + s.position() + " " + s.number() + " " + s.facing();
    }

    public static String laser(Laser l) {
        return "laser " + l.position() + " " + l.dir() + " " + l.beams();
    }

    public static String pusher(Pusher u) {
        return "pusher " + u.position() + " " + u.side() + " " + registers(u.registers());
    }

    private static String registers(Registers r) {
        return r.asList().isEmpty() ? "-" : String.join(" ", r.asList().stream().map(String::valueOf).toList());
    }

    /**
     * What {@code original} should read back as after an export with {@code losses}: every lost element removed,
     * replaced by what it becomes, if anything.
     */
    public static SortedSet<String> expectedAfter(Board original, List<Loss> losses) {
        SortedSet<String> keys = of(original);
        for (Loss l : losses) {
            if (l.isLoss()) {
                keys.remove(l.element());
                if (l.becomes() != null) {
                    keys.add(l.becomes());
                }
            }
        }
        return keys;
    }
}
