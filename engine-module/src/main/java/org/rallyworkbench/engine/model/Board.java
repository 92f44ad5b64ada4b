package org.rallyworkbench.engine.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An immutable factory floor of {@code width × height} tiles (R-GEO-1), array-backed so the engine's
 * hot loops index tiles directly. A board may be semantically invalid (a gap in flag numbers, a flag on
 * a pit): the editor must be able to hold such boards while they are being drawn, and the validators in
 * the {@code xml} package report them. Only structural limits are enforced here: the size, and that every
 * element lies on the board.
 */
public final class Board {

    /** The largest width or height a board may have. */
    public static final int MAX_SIZE = 256;

    private final String name;
    private final String description;
    private final int width;
    private final int height;
    private final FloorElement[] floor;       // null entry = plain floor
    private final byte[] walls;               // bit (1 << direction.ordinal()) per tile, both sides stored
    private final List<Flag> flags;           // sorted by number
    private final List<Start> starts;         // sorted by number
    private final List<Laser> lasers;         // sorted by y, x, direction (they fire at once: order means nothing)
    private final List<Pusher> pushers;       // sorted by y, x, side (they push at once: order means nothing)

    private Board(Builder b) {
        this.name = b.name;
        this.description = b.description;
        this.width = b.width;
        this.height = b.height;
        this.floor = b.floor.clone();
        this.walls = b.walls.clone();
        this.flags = b.flags.stream().sorted(Comparator.comparingInt(Flag::number)
                .thenComparingInt(f -> f.position().y()).thenComparingInt(f -> f.position().x())).toList();
        this.starts = b.starts.stream().sorted(Comparator.comparingInt(Start::number)
                .thenComparingInt(s -> s.position().y()).thenComparingInt(s -> s.position().x())).toList();
        this.lasers = b.lasers.stream().sorted(Comparator.comparingInt((Laser l) -> l.position().y())
                .thenComparingInt(l -> l.position().x()).thenComparing(Laser::dir)
                .thenComparingInt(Laser::beams)).toList();
        this.pushers = b.pushers.stream().sorted(Comparator.comparingInt((Pusher u) -> u.position().y())
                .thenComparingInt(u -> u.position().x()).thenComparing(Pusher::side)
                .thenComparingInt(u -> u.registers().mask())).toList();
    }

    public static Builder builder(String name, int width, int height) {
        return new Builder(name, width, height);
    }

    public Builder toBuilder() {
        Builder b = new Builder(name, width, height);
        b.description = description;
        System.arraycopy(floor, 0, b.floor, 0, floor.length);
        System.arraycopy(walls, 0, b.walls, 0, walls.length);
        b.flags.addAll(flags);
        b.starts.addAll(starts);
        b.lasers.addAll(lasers);
        b.pushers.addAll(pushers);
        return b;
    }

    public String name() { return name; }

    /** The free-text description; empty when there is none. */
    public String description() { return description; }

    public int width() { return width; }

    public int height() { return height; }

    public boolean contains(Position p) {
        return contains(p.x(), p.y());
    }

    public boolean contains(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }

    /** The tile's floor element, or empty for plain floor (and off the board). */
    public Optional<FloorElement> floorAt(Position p) {
        return contains(p) ? Optional.ofNullable(floor[index(p.x(), p.y())]) : Optional.empty();
    }

    /** The tile's floor element or {@code null} for plain floor: for the engine's hot loops. */
    public FloorElement floorOrNull(int x, int y) {
        return floor[index(x, y)];
    }

    /** What {@link #forEachFloor} hands on: a tile's coordinates and the floor element on it. */
    @FunctionalInterface
    public interface FloorVisitor {
        void visit(int x, int y, FloorElement element);
    }

    /** Every tile that is not plain floor, with its element, row by row from the top and left to right in a row. */
    public void forEachFloor(FloorVisitor visitor) {
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                FloorElement e = floor[index(x, y)];
                if (e != null) {
                    visitor.visit(x, y, e);
                }
            }
        }
    }

    public boolean isPit(Position p) {
        return contains(p) && floor[index(p.x(), p.y())] instanceof FloorElement.Pit;
    }

    /** Whether a wall stands on side {@code side} of tile {@code p} (R-GEO-2); false off the board. */
    public boolean hasWall(Position p, Direction side) {
        return hasWall(p.x(), p.y(), side);
    }

    public boolean hasWall(int x, int y, Direction side) {
        return contains(x, y) && (walls[index(x, y)] & (1 << side.ordinal())) != 0;
    }

    /** Every wall once, in canonical form ({@link Wall#canonical}), ordered by y, x, side. */
    public List<Wall> walls() {
        List<Wall> result = new ArrayList<>();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                for (Direction d : Direction.values()) {
                    if (hasWall(x, y, d)) {
                        Wall w = new Wall(new Position(x, y), d).canonical(width, height);
                        if (w.position().x() == x && w.position().y() == y && w.side() == d) {
                            result.add(w);
                        }
                    }
                }
            }
        }
        return List.copyOf(result);
    }

    /** Flags sorted by number. Several may share a number: any of them is that checkpoint (R-CHECK-3). */
    public List<Flag> flags() { return flags; }

    /** n, the number of the last flag (flags are numbered 1..n); 0 without flags. */
    public int lastFlagNumber() { return flags.isEmpty() ? 0 : flags.get(flags.size() - 1).number(); }

    /** Start positions sorted by number. */
    public List<Start> starts() { return starts; }

    /** Board lasers sorted by y, x and direction: they fire at the same moment (R-LASER-1), so order is no part of the board. */
    public List<Laser> lasers() { return lasers; }

    /** Pushers sorted by y, x and side: they act at the same moment (R-BOARD-6). */
    public List<Pusher> pushers() { return pushers; }

    public Optional<Flag> flagAt(Position p) {
        return flags.stream().filter(f -> f.position().equals(p)).findFirst();
    }

    public Optional<Start> startAt(Position p) {
        for (Start s : starts) {        // a loop, not a stream: every new game asks for each robot
            if (s.position().equals(p)) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }

    public Optional<Start> start(int number) {
        return starts.stream().filter(s -> s.number() == number).findFirst();
    }

    public List<Laser> lasersAt(Position p) {
        return lasers.stream().filter(l -> l.position().equals(p)).toList();
    }

    public List<Pusher> pushersAt(Position p) {
        return pushers.stream().filter(u -> u.position().equals(p)).toList();
    }

    private int index(int x, int y) {
        return y * width + x;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Board other)) {
            return false;
        }
        return width == other.width && height == other.height && name.equals(other.name)
                && description.equals(other.description) && Arrays.equals(floor, other.floor)
                && Arrays.equals(walls, other.walls) && flags.equals(other.flags) && starts.equals(other.starts)
                && lasers.equals(other.lasers) && pushers.equals(other.pushers);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, width, height, Arrays.hashCode(floor), Arrays.hashCode(walls), flags, starts);
    }

    @Override
    public String toString() {
        return "Board[" + name + ", " + width + "x" + height + "]";
    }

    /** A mutable builder; {@link #build()} takes a snapshot, so one builder may build many boards. */
    public static final class Builder {
        private String name;
        private String description = "";
        private final int width;
        private final int height;
        private final FloorElement[] floor;
        private final byte[] walls;
        private final List<Flag> flags = new ArrayList<>();
        private final List<Start> starts = new ArrayList<>();
        private final List<Laser> lasers = new ArrayList<>();
        private final List<Pusher> pushers = new ArrayList<>();

        private Builder(String name, int width, int height) {
            if (width < 1 || height < 1 || width > MAX_SIZE || height > MAX_SIZE) {
                throw new IllegalArgumentException("board size must be 1.." + MAX_SIZE + " each way: "
                        + width + "x" + height);
            }
            this.name = Objects.requireNonNull(name, "name");
            this.width = width;
            this.height = height;
            this.floor = new FloorElement[width * height];
            this.walls = new byte[width * height];
        }

        public int width() { return width; }

        public int height() { return height; }

        public Builder name(String newName) {
            this.name = Objects.requireNonNull(newName, "name");
            return this;
        }

        public Builder description(String text) {
            this.description = text == null ? "" : text;
            return this;
        }

        /** Sets the tile's floor element; {@code null} makes it plain floor. */
        public Builder floor(Position p, FloorElement element) {
            check(p);
            floor[p.y() * width + p.x()] = element;
            return this;
        }

        public Builder pit(int x, int y) { return floor(new Position(x, y), FloorElement.Pit.INSTANCE); }

        public Builder conveyor(int x, int y, Direction dir, boolean express) {
            return floor(new Position(x, y), new FloorElement.Conveyor(dir, express));
        }

        public Builder gear(int x, int y, Rotation rotation) {
            return floor(new Position(x, y), new FloorElement.Gear(rotation));
        }

        public Builder repair(int x, int y, boolean isDouble) {
            return floor(new Position(x, y), new FloorElement.Repair(isDouble));
        }

        public Builder crusher(int x, int y, Registers registers) {
            return floor(new Position(x, y), new FloorElement.Crusher(registers));
        }

        /** Adds the wall on {@code side} of {@code p}; the neighbour's matching side gets it too (R-GEO-2). */
        public Builder wall(Position p, Direction side) {
            return setWall(p, side, true);
        }

        public Builder wall(int x, int y, Direction side) {
            return wall(new Position(x, y), side);
        }

        public Builder removeWall(Position p, Direction side) {
            return setWall(p, side, false);
        }

        private Builder setWall(Position p, Direction side, boolean present) {
            check(p);
            setWallBit(p, side, present);
            Position other = p.step(side);
            if (other.x() >= 0 && other.y() >= 0 && other.x() < width && other.y() < height) {
                setWallBit(other, side.opposite(), present);
            }
            return this;
        }

        private void setWallBit(Position p, Direction side, boolean present) {
            int i = p.y() * width + p.x();
            int bit = 1 << side.ordinal();
            walls[i] = (byte) (present ? walls[i] | bit : walls[i] & ~bit);
        }

        public boolean hasWall(Position p, Direction side) {
            check(p);
            return (walls[p.y() * width + p.x()] & (1 << side.ordinal())) != 0;
        }

        public Builder flag(Position p, int number) {
            check(p);
            flags.add(new Flag(p, number));
            return this;
        }

        public Builder flag(int x, int y, int number) { return flag(new Position(x, y), number); }

        public Builder start(Position p, int number, Direction facing) {
            check(p);
            starts.add(new Start(p, number, Objects.requireNonNull(facing, "facing")));
            return this;
        }

        public Builder start(int x, int y, int number, Direction facing) {
            return start(new Position(x, y), number, facing);
        }

        public Builder laser(Position p, Direction dir, int beams) {
            check(p);
            lasers.add(new Laser(p, Objects.requireNonNull(dir, "dir"), beams));
            return this;
        }

        public Builder laser(int x, int y, Direction dir, int beams) {
            return laser(new Position(x, y), dir, beams);
        }

        /** Adds a pusher, and the wall it is mounted on (R-BOARD-6). */
        public Builder pusher(Position p, Direction side, Registers registers) {
            check(p);
            pushers.add(new Pusher(p, Objects.requireNonNull(side, "side"), Objects.requireNonNull(registers)));
            return wall(p, side);
        }

        public Builder pusher(int x, int y, Direction side, Registers registers) {
            return pusher(new Position(x, y), side, registers);
        }

        /** Removes flags, starts, lasers and pushers standing on {@code p} (walls stay). */
        public Builder clearMarkers(Position p) {
            flags.removeIf(f -> f.position().equals(p));
            starts.removeIf(s -> s.position().equals(p));
            lasers.removeIf(l -> l.position().equals(p));
            pushers.removeIf(u -> u.position().equals(p));
            return this;
        }

        public Builder removeFlag(Flag f) { flags.remove(f); return this; }

        public Builder removeStart(Start s) { starts.remove(s); return this; }

        public Builder removeLaser(Laser l) { lasers.remove(l); return this; }

        public Builder removePusher(Pusher u) { pushers.remove(u); return this; }

        private void check(Position p) {
            Objects.requireNonNull(p, "position");
            if (p.x() < 0 || p.y() < 0 || p.x() >= width || p.y() >= height) {
                throw new IllegalArgumentException("position " + p + " is off the " + width + "x" + height + " board");
            }
        }

        public Board build() {
            return new Board(this);
        }
    }
}
