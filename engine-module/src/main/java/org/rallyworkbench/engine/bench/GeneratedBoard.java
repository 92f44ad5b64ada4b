package org.rallyworkbench.engine.bench;

import java.util.SplittableRandom;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Rotation;

/**
 * A seeded random board of any size with every element kind (pits, conveyors both kinds, gears, repair
 * sites, crushers, walls, lasers, pushers, flags): the large workload of {@code rally bench}. The density of
 * each kind is the same at every size, so the cost per tile is comparable across sizes.
 */
public final class GeneratedBoard {

    private GeneratedBoard() { }

    public static Board of(int width, int height, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        Board.Builder b = Board.builder("generated-" + width + "x" + height, width, height);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int roll = r.nextInt(100);
                Direction d = Direction.values()[r.nextInt(4)];
                if (roll < 3) {
                    b.pit(x, y);
                } else if (roll < 13) {
                    b.conveyor(x, y, d, roll < 6);
                } else if (roll < 16) {
                    b.gear(x, y, r.nextBoolean() ? Rotation.CW : Rotation.CCW);
                } else if (roll < 17) {
                    b.repair(x, y, r.nextBoolean());
                } else if (roll < 18) {
                    b.crusher(x, y, Registers.of(1 + r.nextInt(5)));
                }
                int extra = r.nextInt(100);
                if (extra < 8) {
                    b.wall(x, y, d);
                } else if (extra < 9) {
                    b.laser(x, y, d, 1 + r.nextInt(3));
                } else if (extra < 10) {
                    b.pusher(x, y, d, r.nextBoolean() ? Registers.of(1, 3, 5) : Registers.of(2, 4));
                }
            }
        }
        int flags = 4;
        for (int i = 1; i <= flags; i++) {
            Position p = new Position(r.nextInt(width), r.nextInt(height));
            b.floor(p, null);           // a flag on plain floor, never on a pit
            b.flag(p, i);
        }
        return b.build();
    }
}
