package org.rallyworkbench.editor.scenario.design;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.rules.GameDirector;
import org.rallyworkbench.engine.scenario.ScenarioException;
import org.rallyworkbench.engine.scenario.ScenarioRunner;

/**
 * The robot the card picker programs, as it stands when turn {@code turn} starts: the options it holds then, the
 * registers its program fills (R-PROG-1), and the registers locked by damage or by Fire Control (R-OPT-27) with
 * the card each keeps. Turn 1 is the scenario's setup; a later turn is found by running the turns before it.
 *
 * @param programmed the register numbers the program's cards go to, in order
 */
record PickerRobot(String name, int turn, int damage, List<OptionCard> options, List<Integer> programmed,
                   List<Locked> locked) {

    /** A register the program does not fill, and the card it keeps. */
    record Locked(int register, Optional<Card> card, boolean byFireControl) {
    }

    PickerRobot {
        options = List.copyOf(options);
        programmed = List.copyOf(programmed);
        locked = List.copyOf(locked);
    }

    boolean holds(OptionCard o) {
        return options.contains(o);
    }

    /** The robot {@code name} at the start of turn {@code turn} (1-based) of {@code spec}, if it is in the game then. */
    static Optional<PickerRobot> of(ScenarioSpec spec, String name, int turn) {
        Optional<Robot> robot = robotAt(spec, name, turn);
        return robot.map(r -> of(r, turn));
    }

    static PickerRobot of(Robot r, int turn) {
        int unlocked = GameDirector.unlockedRegisters(r.damage());
        List<Integer> programmed = new ArrayList<>();
        List<Locked> locked = new ArrayList<>();
        for (int k = 1; k <= Robot.REGISTERS; k++) {
            boolean fire = r.optionState().fireLocked().contains(k);
            if (k > unlocked || fire) {
                locked.add(new Locked(k, r.registers().get(k - 1), fire && k <= unlocked));
            } else {
                programmed.add(k);
            }
        }
        return new PickerRobot(r.name(), turn, r.damage(), r.options(), programmed, locked);
    }

    /** The robot as the scenario sets it up, for when the turns before {@code turn} cannot be run. */
    static PickerRobot ofSetup(ScenarioSpec.RobotSpec r, int turn) {
        List<Optional<Card>> registers = new ArrayList<>();
        for (int k = 0; k < Robot.REGISTERS; k++) {
            registers.add(k < r.registers().size() ? Optional.of(r.registers().get(k)) : Optional.empty());
        }
        int unlocked = GameDirector.unlockedRegisters(r.damage());
        List<Integer> programmed = new ArrayList<>();
        List<Locked> locked = new ArrayList<>();
        for (int k = 1; k <= Robot.REGISTERS; k++) {
            if (k > unlocked) {
                locked.add(new Locked(k, registers.get(k - 1), false));
            } else {
                programmed.add(k);
            }
        }
        return new PickerRobot(r.name(), turn, r.damage(), r.options(), programmed, locked);
    }

    private static Optional<Robot> robotAt(ScenarioSpec spec, String name, int turn) {
        try {
            if (turn <= 1) {
                return ScenarioRunner.initialState(spec).robot(name);
            }
            List<GameState> after = new ArrayList<>();
            new ScenarioRunner().run(spec, after::add);
            return after.size() >= turn - 1 ? after.get(turn - 2).robot(name)
                    : ScenarioRunner.initialState(spec).robot(name);
        } catch (ScenarioException | RuntimeException e) {
            return Optional.empty();        // a script error: the picker falls back to the setup
        }
    }
}
