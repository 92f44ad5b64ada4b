package org.rallyworkbench.engine.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A robot between two steps of the game, immutable.
 *
 * @param start              start number: the tie-break of R-MOVE-1 and R-START-2
 * @param position           where it stands; for a robot off the board, where it was destroyed
 * @param archive            the tile it re-enters on (R-CHECK-1, R-START-1)
 * @param archiveFacing      the facing it had when it last touched its archive (R-START-1's default)
 * @param reentryFacing      the declared re-entry facing, in force until another is declared (R-START-1)
 * @param poweredDown        powered down now (R-START-3)
 * @param powerDownAnnounced a power down announced for the next turn (R-END-5)
 * @param registers          the five registers, register 1 first; empty = no card
 * @param hand               the cards dealt this turn (R-DEAL-2) not yet placed
 * @param dealt              how many cards were dealt at this turn's start
 * @param options            the option cards held (R-OPT-1)
 * @param destroyedAt        the moment of its last destruction (R-START-2 order); 0 when never destroyed
 * @param touchedNewArchive  its archive moved during the last turn played (R-PROG-4's warning)
 * @param reentryTile        the tile its player named for a re-entry beside an occupied archive, in force until
 *                           another is named (R-START-2); empty when none was named
 * @param optionState        the counters of its options, its sacrifice list and Fire Control's locks (R-OPT-…)
 */
public record Robot(String name, int start, Position position, Direction facing, int damage, int lives,
                    int nextFlag, Position archive, Direction archiveFacing, Optional<Direction> reentryFacing,
                    boolean poweredDown, boolean powerDownAnnounced, List<Optional<Card>> registers,
                    List<Card> hand, int dealt, List<OptionCard> options, RobotStatus status, int destroyedAt,
                    boolean touchedNewArchive, Optional<Position> reentryTile, OptionState optionState) {

    /** The number of program registers. */
    public static final int REGISTERS = 5;

    public Robot {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(facing, "facing");
        Objects.requireNonNull(archive, "archive");
        Objects.requireNonNull(archiveFacing, "archiveFacing");
        Objects.requireNonNull(reentryFacing, "reentryFacing");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(reentryTile, "reentryTile");
        Objects.requireNonNull(optionState, "optionState");
        registers = List.copyOf(registers);
        if (registers.size() != REGISTERS) {
            throw new IllegalArgumentException("a robot has " + REGISTERS + " registers: " + registers.size());
        }
        hand = List.copyOf(hand);
        options = List.copyOf(options);
    }

    /** A robot without option counters, sacrifice list or Fire Control lock. */
    public Robot(String name, int start, Position position, Direction facing, int damage, int lives, int nextFlag,
                 Position archive, Direction archiveFacing, Optional<Direction> reentryFacing, boolean poweredDown,
                 boolean powerDownAnnounced, List<Optional<Card>> registers, List<Card> hand, int dealt,
                 List<OptionCard> options, RobotStatus status, int destroyedAt, boolean touchedNewArchive,
                 Optional<Position> reentryTile) {
        this(name, start, position, facing, damage, lives, nextFlag, archive, archiveFacing, reentryFacing,
                poweredDown, powerDownAnnounced, registers, hand, dealt, options, status, destroyedAt,
                touchedNewArchive, reentryTile, OptionState.NONE);
    }

    /** A robot whose player named no re-entry tile (R-START-2). */
    public Robot(String name, int start, Position position, Direction facing, int damage, int lives, int nextFlag,
                 Position archive, Direction archiveFacing, Optional<Direction> reentryFacing, boolean poweredDown,
                 boolean powerDownAnnounced, List<Optional<Card>> registers, List<Card> hand, int dealt,
                 List<OptionCard> options, RobotStatus status, int destroyedAt, boolean touchedNewArchive) {
        this(name, start, position, facing, damage, lives, nextFlag, archive, archiveFacing, reentryFacing,
                poweredDown, powerDownAnnounced, registers, hand, dealt, options, status, destroyedAt,
                touchedNewArchive, Optional.empty());
    }

    /** A fresh robot: no damage, archive on its tile, empty registers, in play. */
    public static Robot fresh(String name, int start, Position position, Direction facing, int lives) {
        return new Robot(name, start, position, facing, 0, lives, 1, position, facing, Optional.empty(), false,
                false, emptyRegisters(), List.of(), 0, List.of(), RobotStatus.IN_PLAY, 0, false);
    }

    /** Five empty registers. */
    public static List<Optional<Card>> emptyRegisters() {
        return List.of(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());
    }

    /** Registers from up to five cards, register 1 first; the rest empty. */
    public static List<Optional<Card>> registersOf(List<Card> cards) {
        if (cards.size() > REGISTERS) {
            throw new IllegalArgumentException("at most " + REGISTERS + " register cards: " + cards);
        }
        List<Optional<Card>> list = new ArrayList<>(REGISTERS);
        for (int i = 0; i < REGISTERS; i++) {
            list.add(i < cards.size() ? Optional.of(cards.get(i)) : Optional.empty());
        }
        return List.copyOf(list);
    }

    /** On the board (not destroyed, not out of the game). */
    public boolean inPlay() { return status == RobotStatus.IN_PLAY; }

    public Robot withDamage(int newDamage) {
        return new Robot(name, start, position, facing, newDamage, lives, nextFlag, archive, archiveFacing,
                reentryFacing, poweredDown, powerDownAnnounced, registers, hand, dealt, options, status, destroyedAt,
                touchedNewArchive, reentryTile, optionState);
    }

    public Robot withRegisters(List<Optional<Card>> newRegisters) {
        return new Robot(name, start, position, facing, damage, lives, nextFlag, archive, archiveFacing,
                reentryFacing, poweredDown, powerDownAnnounced, newRegisters, hand, dealt, options, status,
                destroyedAt, touchedNewArchive, reentryTile, optionState);
    }

    public Robot withArchive(Position newArchive, Direction newArchiveFacing) {
        return new Robot(name, start, position, facing, damage, lives, nextFlag, newArchive, newArchiveFacing,
                reentryFacing, poweredDown, powerDownAnnounced, registers, hand, dealt, options, status, destroyedAt,
                touchedNewArchive, reentryTile, optionState);
    }

    public Robot withNextFlag(int newNextFlag) {
        return new Robot(name, start, position, facing, damage, lives, newNextFlag, archive, archiveFacing,
                reentryFacing, poweredDown, powerDownAnnounced, registers, hand, dealt, options, status, destroyedAt,
                touchedNewArchive, reentryTile, optionState);
    }

    public Robot withPower(boolean newPoweredDown, boolean newAnnounced) {
        return new Robot(name, start, position, facing, damage, lives, nextFlag, archive, archiveFacing,
                reentryFacing, newPoweredDown, newAnnounced, registers, hand, dealt, options, status, destroyedAt,
                touchedNewArchive, reentryTile, optionState);
    }

    public Robot withReentryFacing(Optional<Direction> declared) {
        return new Robot(name, start, position, facing, damage, lives, nextFlag, archive, archiveFacing,
                declared, poweredDown, powerDownAnnounced, registers, hand, dealt, options, status, destroyedAt,
                touchedNewArchive, reentryTile, optionState);
    }

    public Robot withReentryTile(Optional<Position> named) {
        return new Robot(name, start, position, facing, damage, lives, nextFlag, archive, archiveFacing,
                reentryFacing, poweredDown, powerDownAnnounced, registers, hand, dealt, options, status, destroyedAt,
                touchedNewArchive, named, optionState);
    }

    public Robot withOptions(List<OptionCard> newOptions) {
        return new Robot(name, start, position, facing, damage, lives, nextFlag, archive, archiveFacing,
                reentryFacing, poweredDown, powerDownAnnounced, registers, hand, dealt, newOptions, status,
                destroyedAt, touchedNewArchive, reentryTile, optionState);
    }

    public Robot withOptionState(OptionState newState) {
        return new Robot(name, start, position, facing, damage, lives, nextFlag, archive, archiveFacing,
                reentryFacing, poweredDown, powerDownAnnounced, registers, hand, dealt, options, status,
                destroyedAt, touchedNewArchive, reentryTile, newState);
    }

    /**
     * The record's usual text; {@code reentryTile} is only written when a tile was named, so a robot without
     * one prints as it did before the tile existed (the golden digests hash these texts).
     */
    @Override
    public String toString() {
        return "Robot[name=" + name + ", start=" + start + ", position=" + position + ", facing=" + facing
                + ", damage=" + damage + ", lives=" + lives + ", nextFlag=" + nextFlag + ", archive=" + archive
                + ", archiveFacing=" + archiveFacing + ", reentryFacing=" + reentryFacing + ", poweredDown="
                + poweredDown + ", powerDownAnnounced=" + powerDownAnnounced + ", registers=" + registers
                + ", hand=" + hand + ", dealt=" + dealt + ", options=" + options + ", status=" + status
                + ", destroyedAt=" + destroyedAt + ", touchedNewArchive=" + touchedNewArchive
                + reentryTile.map(t -> ", reentryTile=" + t).orElse("")
                + (optionState.equals(OptionState.NONE) ? "" : ", optionState=" + optionState) + "]";
    }
}
