package org.rallyworkbench.editor.board.props;

import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.UnaryOperator;
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

    public static Board laserDirection(Board b, Position p, int index, Direction d) {
        return replaceLaser(b, p, index, l -> new Laser(p, d, l.beams()));
    }

    public static Board laserBeams(Board b, Position p, int index, int beams) {
        if (beams < 1 || beams > 3) {
            return b;
        }
        return replaceLaser(b, p, index, l -> new Laser(p, l.dir(), beams));
    }

    /** Moves the pusher to another wall of its tile; the wall it leaves goes with it. */
    public static Board pusherSide(Board b, Position p, int index, Direction side) {
        List<Pusher> here = b.pushersAt(p);
        if (index < 0 || index >= here.size()) {
            return b;
        }
        Pusher old = here.get(index);
        Board moved = replacePusher(b, p, index, u -> new Pusher(p, side, u.registers()));
        if (old.side() == side) {
            return moved;
        }
        Board.Builder builder = moved.toBuilder().removeWall(p, old.side());
        moved.pushersAt(p).forEach(u -> builder.wall(p, u.side()));     // another pusher may stand on that wall
        return builder.build();
    }

    public static Board pusherRegisters(Board b, Position p, int index, Registers r) {
        return replacePusher(b, p, index, u -> new Pusher(p, u.side(), r));
    }

    /** The tile's lasers in their order, the {@code index}th changed; the board unchanged for no such laser. */
    private static Board replaceLaser(Board b, Position p, int index, UnaryOperator<Laser> change) {
        return replace(b.lasersAt(p), index, change, b, Board.Builder::removeLaser,
                (builder, l) -> builder.laser(p, l.dir(), l.beams()));
    }

    /** The tile's pushers in their order, the {@code index}th changed. */
    private static Board replacePusher(Board b, Position p, int index, UnaryOperator<Pusher> change) {
        return replace(b.pushersAt(p), index, change, b, Board.Builder::removePusher,
                (builder, u) -> builder.pusher(p, u.side(), u.registers()));
    }

    /** Takes all of {@code here} off the board and puts them back in their order, the {@code index}th changed. */
    private static <T> Board replace(List<T> here, int index, UnaryOperator<T> change, Board b,
            BiConsumer<Board.Builder, T> remove, BiConsumer<Board.Builder, T> add) {
        if (index < 0 || index >= here.size()) {
            return b;
        }
        Board.Builder builder = b.toBuilder();
        here.forEach(t -> remove.accept(builder, t));
        for (int i = 0; i < here.size(); i++) {
            add.accept(builder, i == index ? change.apply(here.get(i)) : here.get(i));
        }
        return builder.build();
    }
}
