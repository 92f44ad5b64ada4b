package org.rallyworkbench.engine.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.DoubleRepairChoice;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.RobotStatus;

/** The engine's mutable working copy of a {@link Robot} during one turn; never leaves the package. */
final class Bot {
    final String name;
    final int start;
    final int index;
    /** The robot's place in start order (the table's {@code byStart}): distinct where start numbers are not. */
    int startRank;
    /** The board's shared positions: what {@link #position()} and {@link #archive()} return. */
    private final TilePositions positions;
    int x;
    int y;
    Direction facing;
    int damage;
    int lives;
    int nextFlag;
    int archiveX;
    int archiveY;
    Direction archiveFacing;
    Direction reentryFacing;          // null: none declared
    Position reentryTile;             // null: none named (R-START-2)
    boolean poweredDown;
    boolean powerDownAnnounced;
    final Card[] registers = new Card[Robot.REGISTERS];   // null: empty register
    final Hand hand = new Hand();
    int dealt;
    final List<OptionCard> options = new ArrayList<>();
    RobotStatus status;
    int destroyedAt;
    DoubleRepairChoice doubleRepair = DoubleRepairChoice.REPAIR;
    boolean touchedNewArchive;        // since the last programming, for R-PROG-4's warning

    // Options (R-OPT-…): all of this stays unused while the robot holds none (docs/engine.md).
    int coatAbsorbed;
    int howitzerShots;
    Card flywheel;                    // null: the Flywheel holds no card
    List<OptionCard> sacrifice;
    /** Registers Fire Control keeps locked this turn (bit r-1), and those it locked for the next turn. */
    int fireLocked;
    int fireLockNext;
    /** This turn's declarations; NONE when the program made none. */
    org.rallyworkbench.engine.model.OptionPlan plan = org.rallyworkbench.engine.model.OptionPlan.NONE;
    /** The second card of each two-card register (Crab Legs, Dual Processor); null until one is programmed. */
    Card[] seconds;
    /** Registers whose declarations no longer apply (Abort Switch replaced their cards, R-OPT-32). */
    int abortedMask;
    Card conditional;                 // the card on Conditional Program this turn (R-OPT-21)
    int conditionalRegister;
    /** The Power-Down Shield's allowance used (bit per direction) in register {@link #shieldKey}. */
    int shieldUsed;
    int shieldKey = -1;
    /** Radio Control (R-OPT-29): the firer and its cards from register {@link #radioFrom} on. */
    Bot radioBy;
    int radioFrom;
    Card[] radioCards;
    Card[] radioSeconds;

    Bot(Robot r, int index, TilePositions positions) {
        this.positions = positions;
        this.name = r.name();
        this.start = r.start();
        this.index = index;
        this.x = r.position().x();
        this.y = r.position().y();
        this.facing = r.facing();
        this.damage = r.damage();
        this.lives = r.lives();
        this.nextFlag = r.nextFlag();
        this.archiveX = r.archive().x();
        this.archiveY = r.archive().y();
        this.archiveFacing = r.archiveFacing();
        this.reentryFacing = r.reentryFacing().orElse(null);
        this.reentryTile = r.reentryTile().orElse(null);
        this.poweredDown = r.poweredDown();
        this.powerDownAnnounced = r.powerDownAnnounced();
        for (int i = 0; i < Robot.REGISTERS; i++) {
            registers[i] = r.registers().get(i).orElse(null);
        }
        hand.addAll(r.hand());
        this.dealt = r.dealt();
        options.addAll(r.options());
        org.rallyworkbench.engine.model.OptionState os = r.optionState();
        this.coatAbsorbed = os.coatAbsorbed();
        this.howitzerShots = os.howitzerShots();
        this.flywheel = os.flywheel().orElse(null);
        this.sacrifice = os.sacrifice();
        this.fireLocked = os.fireLocked().mask();
        this.status = r.status();
        this.destroyedAt = r.destroyedAt();
        this.touchedNewArchive = r.touchedNewArchive();
    }

    boolean inPlay() { return status == RobotStatus.IN_PLAY; }

    /** Whether the robot holds {@code o} (a short list: a robot holds few options). */
    boolean holds(OptionCard o) {
        return !options.isEmpty() && options.contains(o);
    }

    /** The second card of register {@code slot} (0-based), or null. */
    Card second(int slot) {
        return seconds == null ? null : seconds[slot];
    }

    org.rallyworkbench.engine.model.OptionState optionState() {
        if (coatAbsorbed == 0 && howitzerShots == 0 && flywheel == null && sacrifice.isEmpty() && fireLocked == 0) {
            return org.rallyworkbench.engine.model.OptionState.NONE;
        }
        return new org.rallyworkbench.engine.model.OptionState(coatAbsorbed, howitzerShots,
                Optional.ofNullable(flywheel), sacrifice,
                new org.rallyworkbench.engine.model.Registers(fireLocked));
    }

    Position position() { return positions.of(x, y); }

    Position archive() { return positions.of(archiveX, archiveY); }

    Robot toRobot() {
        List<Optional<Card>> regs = new ArrayList<>(Robot.REGISTERS);
        for (Card c : registers) {
            regs.add(Optional.ofNullable(c));
        }
        return new Robot(name, start, position(), facing, damage, lives, nextFlag, archive(), archiveFacing,
                Optional.ofNullable(reentryFacing), poweredDown, powerDownAnnounced, regs, hand, dealt, options,
                status, destroyedAt, touchedNewArchive, Optional.ofNullable(reentryTile), optionState());
    }
}
