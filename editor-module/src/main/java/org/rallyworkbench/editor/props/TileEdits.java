package org.rallyworkbench.editor.props;

import java.util.List;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Laser;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Pusher;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Rotation;

/** Changing one attribute of what stands on a tile: the pure functions behind the Properties window. */
public final class TileEdits {

    private TileEdits() {
    }

    public static Board conveyorDirection(Board b, Position p, Direction d) {
        return b.floorOrNull(p.x(), p.y()) instanceof FloorElement.Conveyor c
                ? b.toBuilder().floor(p, new FloorElement.Conveyor(d, c.express())).build() : b;
    }

    public static Board conveyorExpress(Board b, Position p, boolean express) {
        return b.floorOrNull(p.x(), p.y()) instanceof FloorElement.Conveyor c
                ? b.toBuilder().floor(p, new FloorElement.Conveyor(c.dir(), express)).build() : b;
    }

    public static Board gearRotation(Board b, Position p, Rotation r) {
        return b.floorOrNull(p.x(), p.y()) instanceof FloorElement.Gear
                ? b.toBuilder().floor(p, new FloorElement.Gear(r)).build() : b;
    }

    public static Board repairDouble(Board b, Position p, boolean isDouble) {
        return b.floorOrNull(p.x(), p.y()) instanceof FloorElement.Repair
                ? b.toBuilder().floor(p, new FloorElement.Repair(isDouble)).build() : b;
    }

    public static Board crusherRegisters(Board b, Position p, Registers r) {
        return b.floorOrNull(p.x(), p.y()) instanceof FloorElement.Crusher
                ? b.toBuilder().floor(p, new FloorElement.Crusher(r)).build() : b;
    }

    public static Board flagNumber(Board b, Position p, int number) {
        return b.flagAt(p).map(f -> b.toBuilder().removeFlag(f).flag(p, number).build()).orElse(b);
    }

    public static Board startNumber(Board b, Position p, int number) {
        return b.startAt(p).map(s -> b.toBuilder().removeStart(s).start(p, number, s.facing()).build()).orElse(b);
    }

    public static Board startFacing(Board b, Position p, Direction facing) {
        return b.startAt(p).map(s -> b.toBuilder().removeStart(s).start(p, s.number(), facing).build()).orElse(b);
    }

    public static Board laserDirection(Board b, Position p, Direction d) {
        List<Laser> here = b.lasersAt(p);
        if (here.isEmpty()) {
            return b;
        }
        Laser l = here.get(0);
        return b.toBuilder().removeLaser(l).laser(p, d, l.beams()).build();
    }

    public static Board laserBeams(Board b, Position p, int beams) {
        List<Laser> here = b.lasersAt(p);
        if (here.isEmpty() || beams < 1 || beams > 3) {
            return b;
        }
        Laser l = here.get(0);
        return b.toBuilder().removeLaser(l).laser(p, l.dir(), beams).build();
    }

    /** Moves the pusher to another wall of its tile; the wall it leaves goes with it. */
    public static Board pusherSide(Board b, Position p, Direction side) {
        List<Pusher> here = b.pushersAt(p);
        if (here.isEmpty()) {
            return b;
        }
        Pusher u = here.get(0);
        return b.toBuilder().removePusher(u).removeWall(p, u.side()).pusher(p, side, u.registers()).build();
    }

    public static Board pusherRegisters(Board b, Position p, Registers r) {
        List<Pusher> here = b.pushersAt(p);
        if (here.isEmpty()) {
            return b;
        }
        Pusher u = here.get(0);
        return b.toBuilder().removePusher(u).pusher(p, u.side(), r).build();
    }
}
