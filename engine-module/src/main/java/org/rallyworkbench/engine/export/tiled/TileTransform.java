package org.rallyworkbench.engine.export.tiled;

import org.rallyworkbench.engine.model.Direction;

/**
 * Tiled's per-cell tile transform, kept in the three high bits of a global tile id: flipped horizontally
 * (bit 31), vertically (bit 30) and anti-diagonally (bit 29). Tiled applies the diagonal flip first (it swaps
 * x and y), then the horizontal, then the vertical one. Quarter turns clockwise are: 90° = diagonal +
 * horizontal, 180° = horizontal + vertical, 270° = diagonal + vertical.
 */
record TileTransform(boolean horizontal, boolean vertical, boolean diagonal) {

    public static final long FLIPPED_HORIZONTALLY = 0x80000000L;
    public static final long FLIPPED_VERTICALLY = 0x40000000L;
    public static final long FLIPPED_DIAGONALLY = 0x20000000L;
    /** Bit 28 (hexagonal 120° rotation); ignored for orthogonal maps, but never part of the tile id. */
    public static final long ROTATED_HEXAGONAL_120 = 0x10000000L;
    public static final long ID_MASK = 0x0FFFFFFFL;

    public static final TileTransform NONE = new TileTransform(false, false, false);

    /** The rotation that turns something pointing north to point {@code d}. */
    public static TileTransform rotationFromNorth(Direction d) {
        return switch (d) {
            case N -> NONE;
            case E -> new TileTransform(true, false, true);
            case S -> new TileTransform(true, true, false);
            case W -> new TileTransform(false, true, true);
        };
    }

    /** The transform held in the high bits of {@code rawGid}. */
    public static TileTransform ofGid(long rawGid) {
        return new TileTransform((rawGid & FLIPPED_HORIZONTALLY) != 0, (rawGid & FLIPPED_VERTICALLY) != 0,
                (rawGid & FLIPPED_DIAGONALLY) != 0);
    }

    /** The flag bits of this transform, to be or-ed with a tile id. */
    public long bits() {
        return (horizontal ? FLIPPED_HORIZONTALLY : 0) | (vertical ? FLIPPED_VERTICALLY : 0)
                | (diagonal ? FLIPPED_DIAGONALLY : 0);
    }

    /** Where a tile drawn pointing {@code d} points once the transform is applied. */
    public Direction apply(Direction d) {
        Direction r = d;
        if (diagonal) {
            r = switch (r) {
                case N -> Direction.W;
                case W -> Direction.N;
                case E -> Direction.S;
                case S -> Direction.E;
            };
        }
        if (horizontal) {
            r = r.mirroredHorizontally();
        }
        if (vertical) {
            r = r == Direction.N ? Direction.S : r == Direction.S ? Direction.N : r;
        }
        return r;
    }

    /** Whether the transform mirrors (an odd number of flips): it turns a clockwise gear counter-clockwise. */
    public boolean mirrors() {
        return horizontal ^ vertical ^ diagonal;
    }
}
