package org.rallyworkbench.engine.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.event.GameEvent.Checkpoint;
import org.rallyworkbench.engine.event.Phase;

/**
 * The checkpoint phase of a register.
 * <ul>
 * <li>R-CHECK-1: a robot on a flag or a repair site moves its archive there (and remembers its facing, the
 * default re-entry facing of R-START-1); no repair now.</li>
 * <li>R-CHECK-2: a robot on the flag numbered next for it has reached it: its next flag becomes that number
 * + 1 (after the last flag, the number of flags + 1); flags out of order move the archive only.</li>
 * <li>R-CHECK-3: a robot that reaches the last flag wins; the game ends after this phase; several in the same
 * phase are all winners, listed by start number.</li>
 * </ul>
 * A robot holding the Mechanical Arm may touch a neighbouring element instead ({@link PassiveOptions}, R-OPT-9).
 */
final class Checkpoints {

    private Checkpoints() { }

    /** The tile the Mechanical Arm reaches instead (PassiveOptions, R-OPT-9), or -1. */
    private static int armReach(Table t, Bot b) {
        int reach = PassiveOptions.armReach(t, b);
        if (reach >= 0 && t.recording) {
            t.emit(new GameEvent.OptionUsed(t.turn, t.register, t.phase, b.name,
                    org.rallyworkbench.engine.model.OptionCard.MECHANICAL_ARM,
                    "reaches (" + reach % t.width + "," + reach / t.width + ")"));
        }
        return reach;
    }

    /** R-CHECK-1: the archive moves to (tx, ty), a flag ({@code flag} > 0) or a repair site. */
    private static void touchArchive(Table t, Bot b, int tx, int ty, int flag) {
        boolean changed = b.archiveX != tx || b.archiveY != ty;
        b.archiveX = tx;
        b.archiveY = ty;
        b.archiveFacing = b.facing;
        b.touchedNewArchive |= changed;
        if (t.recording) {
            Checkpoint kind = flag != 0 ? Checkpoint.FLAG
                    : t.tables.floorKind(tx, ty) == BoardTables.DOUBLE_REPAIR ? Checkpoint.DOUBLE_REPAIR
                    : Checkpoint.REPAIR;
            t.emit(new GameEvent.Touched(t.turn, t.register, t.phase, b.name,
                    t.position(tx, ty), kind, changed));
        }
    }

    static void run(Table t, int register) {
        t.at(register, Phase.CHECKPOINTS);
        if (!t.optionsInPlay && t.occupancy.robotsOn(BoardTables.CHECKPOINTS) == 0) {
            return;                 // nobody on a flag or a repair site (and no Mechanical Arm, R-OPT-9)
        }
        List<Bot> won = null;
        int lastFlag = t.board.lastFlagNumber();
        for (Bot b : t.bots) {
            if (!b.inPlay()) {
                continue;
            }
            int flag = t.tables.flagAt(b.x, b.y);
            int tx = b.x;
            int ty = b.y;
            if (flag == 0 && !t.tables.isRepair(b.x, b.y)) {
                int reach = t.optionsInPlay ? armReach(t, b) : -1;       // R-OPT-9
                if (reach < 0) {
                    continue;
                }
                tx = reach % t.width;
                ty = reach / t.width;
                flag = t.tables.flagAt(tx, ty);
            }
            touchArchive(t, b, tx, ty, flag);
            if (flag != 0 && flag == b.nextFlag) {
                b.nextFlag = flag + 1;
                if (t.recording) {
                    t.emit(new GameEvent.FlagReached(t.turn, t.register, t.phase, b.name, flag, b.nextFlag));
                }
                if (flag == lastFlag) {
                    if (won == null) {
                        won = new ArrayList<>();
                    }
                    won.add(b);
                }
            }
        }
        if (won != null) {
            won.sort(Comparator.comparingInt(b -> b.start));
            for (Bot b : won) {
                t.winners.add(b.name);
            }
            if (t.recording) {
                t.emit(new GameEvent.Won(t.turn, t.register, t.phase, t.winners));
            }
        }
    }
}
