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
    final List<Card> hand = new ArrayList<>(9);
    int dealt;
    final List<OptionCard> options = new ArrayList<>();
    RobotStatus status;
    int destroyedAt;
    DoubleRepairChoice doubleRepair = DoubleRepairChoice.REPAIR;
    boolean touchedNewArchive;        // since the last programming, for R-PROG-4's warning

    Bot(Robot r, int index) {
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
        this.status = r.status();
        this.destroyedAt = r.destroyedAt();
        this.touchedNewArchive = r.touchedNewArchive();
    }

    boolean inPlay() { return status == RobotStatus.IN_PLAY; }

    Position position() { return new Position(x, y); }

    Position archive() { return new Position(archiveX, archiveY); }

    Robot toRobot() {
        List<Optional<Card>> regs = new ArrayList<>(Robot.REGISTERS);
        for (Card c : registers) {
            regs.add(Optional.ofNullable(c));
        }
        return new Robot(name, start, position(), facing, damage, lives, nextFlag, archive(), archiveFacing,
                Optional.ofNullable(reentryFacing), poweredDown, powerDownAnnounced, regs, hand, dealt, options,
                status, destroyedAt, touchedNewArchive, Optional.ofNullable(reentryTile));
    }
}
