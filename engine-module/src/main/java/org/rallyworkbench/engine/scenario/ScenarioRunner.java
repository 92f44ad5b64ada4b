package org.rallyworkbench.engine.scenario;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import org.rallyworkbench.engine.event.EventLog;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.RobotStatus;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.ExpectSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.ProgramSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.RobotSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.Step;
import org.rallyworkbench.engine.model.ScenarioSpec.TurnSpec;
import org.rallyworkbench.engine.model.SourceLocation;
import org.rallyworkbench.engine.model.Submission;
import org.rallyworkbench.engine.rules.GameDirector;
import org.rallyworkbench.engine.rules.RegisterHook;

/**
 * Runs a {@link ScenarioSpec} (FORMATS.md): builds the initial state from the robots (in file order, {@code start}
 * numbers as tie-breaks), plays the turns with the {@link GameDirector}, and checks every {@code expect} after
 * its register's checkpoint phase or after its turn's end; once the game has ended, later expectations check the
 * final state. Script mistakes are reported strictly, with file and line: cards for a robot that is destroyed or
 * out of the game are one (an empty program for it asks nothing and is ignored). A powered-down robot may be sent
 * as many cards as it has unlocked registers, none of which it plays (R-MOVE-1, R-MOVE-6).
 */
public final class ScenarioRunner {

    /** Runs the scenario; never throws for a bad script (the verdict is then INVALID). */
    public Verdict run(ScenarioSpec spec) {
        return run(spec, state -> { });
    }

    /**
     * Runs the scenario and hands the state after each turn's end (after the game has ended: the final state,
     * once per remaining turn) to {@code afterEachTurn}, in turn order.
     */
    public Verdict run(ScenarioSpec spec, Consumer<GameState> afterEachTurn) {
        return new Run(spec, afterEachTurn).execute();
    }

    /** The initial state of a scenario, or the script errors of its robots. */
    public static GameState initialState(ScenarioSpec spec) throws ScenarioException {
        List<ScriptError> errors = checkRobots(spec);
        if (!errors.isEmpty()) {
            throw new ScenarioException(errors);
        }
        List<Robot> robots = new ArrayList<>();
        for (RobotSpec r : spec.robots()) {
            robots.add(new Robot(r.name(), r.start(), r.position(), r.facing(), r.damage(), r.lives(), r.nextFlag(),
                    r.archive(), r.facing(), r.reentryFacing(), r.poweredDown(), false,
                    Robot.registersOf(r.registers()), List.of(), 0, r.options(),
                    r.lives() > 0 ? RobotStatus.IN_PLAY : RobotStatus.OUT_OF_GAME, 0, false, Optional.empty(),
                    r.optionState()));
        }
        return GameDirector.newGame(spec.board(), spec.rules(), robots, spec.seed());
    }

    private static List<ScriptError> checkRobots(ScenarioSpec spec) {
        List<ScriptError> errors = new ArrayList<>();
        Map<Position, String> taken = new HashMap<>();
        Set<String> names = new HashSet<>();
        for (RobotSpec r : spec.robots()) {
            if (!names.add(r.name())) {
                errors.add(new ScriptError(r.location(), "a second robot named '" + r.name() + "'"));
            }
            if (!spec.board().contains(r.position())) {
                errors.add(new ScriptError(r.location(), "robot " + r.name() + " starts off the "
                        + spec.board().width() + "x" + spec.board().height() + " board at " + r.position()));
            } else if (spec.board().floorAt(r.position()).orElse(null) instanceof FloorElement.Pit) {
                errors.add(new ScriptError(r.location(), "robot " + r.name() + " starts on a pit at "
                        + r.position()));
            }
            String other = taken.putIfAbsent(r.position(), r.name());
            if (other != null) {
                errors.add(new ScriptError(r.location(), "robots " + other + " and " + r.name()
                        + " start on the same tile " + r.position()));
            }
            if (r.registers().size() > Robot.REGISTERS) {
                errors.add(new ScriptError(r.location(), "robot " + r.name() + " has more than five register cards"));
            }
        }
        return errors;
    }

    /** The static checks of the turns: programs and expectations naming known robots and registers 1..5. */
    private static List<ScriptError> checkSteps(ScenarioSpec spec) {
        List<ScriptError> errors = new ArrayList<>();
        Set<String> names = new HashSet<>();
        spec.robots().forEach(r -> names.add(r.name()));
        for (Step step : spec.steps()) {
            if (step instanceof TurnSpec turn) {
                Set<String> programmed = new HashSet<>();
                for (ProgramSpec p : turn.programs()) {
                    if (!names.contains(p.robot())) {
                        errors.add(new ScriptError(p.location(), "program for an unknown robot '" + p.robot()
                                + "' (robots: " + String.join(", ", names.stream().sorted().toList()) + ")"));
                    } else if (!programmed.add(p.robot())) {
                        errors.add(new ScriptError(p.location(), "a second program for " + p.robot()
                                + " in the same turn"));
                    }
                }
                for (ExpectSpec e : turn.expects()) {
                    checkExpect(e, names, errors);
                }
            } else if (step instanceof ExpectSpec e) {
                checkExpect(e, names, errors);
            }
        }
        return errors;
    }

    private static void checkExpect(ExpectSpec e, Set<String> names, List<ScriptError> errors) {
        if (e.afterRegister().isPresent()) {
            int k = e.afterRegister().getAsInt();
            if (k < 1 || k > Robot.REGISTERS) {
                errors.add(new ScriptError(e.location(), "expectation after register " + k
                        + ": there are registers 1 to 5 only"));
            }
        }
        for (ScenarioSpec.RobotExpectation r : e.robots()) {
            if (!names.contains(r.name())) {
                errors.add(new ScriptError(r.location(), "expectation for an unknown robot '" + r.name() + "'"));
            }
        }
        for (String w : e.winners()) {
            if (!names.contains(w)) {
                errors.add(new ScriptError(e.location(), "winner expectation for an unknown robot '" + w + "'"));
            }
        }
    }

    /** One run of one scenario. */
    private static final class Run {
        private final ScenarioSpec spec;
        private final GameDirector director = new GameDirector();
        private final EventLog log = new EventLog();
        private final List<Verdict.Failure> failures = new ArrayList<>();
        private final Set<SourceLocation> checked = new HashSet<>();
        private final Consumer<GameState> afterEachTurn;
        private GameState state;

        Run(ScenarioSpec spec, Consumer<GameState> afterEachTurn) {
            this.spec = spec;
            this.afterEachTurn = afterEachTurn;
        }

        Verdict execute() {
            List<ScriptError> errors = new ArrayList<>(checkRobots(spec));
            errors.addAll(checkSteps(spec));
            if (!errors.isEmpty()) {
                return verdict(errors);
            }
            try {
                state = initialState(spec);
                for (Step step : spec.steps()) {
                    if (step instanceof TurnSpec turn) {
                    playTurn(turn);
                } else if (step instanceof ExpectSpec e) {
                    check(e, state, "after turn " + state.turn(), lastEvents());
                }
                }
            } catch (ScenarioException e) {
                return verdict(e.errors());
            }
            return verdict(List.of());
        }

        private Verdict verdict(List<ScriptError> errors) {
            Verdict.Outcome outcome = !errors.isEmpty() ? Verdict.Outcome.INVALID
                : !failures.isEmpty() ? Verdict.Outcome.FAILED
                : hasExpectations(spec) ? Verdict.Outcome.PASSED : Verdict.Outcome.NO_EXPECTATIONS;
            return new Verdict(spec.name(), spec.location().file(), outcome, failures, errors, log.events(), checked);
        }

        private static boolean hasExpectations(ScenarioSpec spec) {
            return spec.steps().stream().anyMatch(s -> s instanceof ExpectSpec
                    || s instanceof TurnSpec t && !t.expects().isEmpty());
        }

        private void playTurn(TurnSpec turn) throws ScenarioException {
            if (state.gameOver()) {
                for (ExpectSpec e : turn.expects()) {
                check(e, state, "after the end of the game", lastEvents());
                }
                afterEachTurn.accept(state);
                return;
            }
            GameState dealt = director.deal(state, log);
            Map<String, Submission> submissions = submissions(turn, dealt);
            Map<Integer, GameState> afterRegister = new HashMap<>();
            RegisterHook hook = (t, register, s) -> afterRegister.put(register, s);
            state = director.play(dealt, submissions, log, hook);
            afterEachTurn.accept(state);
            for (ExpectSpec e : turn.expects()) {
                int k = e.afterRegister().orElse(0);
                GameState s = afterRegister.get(k);
                if (s != null) {
                check(e, s, "after register " + k + " of turn " + state.turn(), log.of(state.turn(), k));
                } else {
                check(e, state, "after register " + k + " of turn " + state.turn()
                        + " (the game had ended)", lastEvents());
                }
            }
        }

        private Map<String, Submission> submissions(TurnSpec turn, GameState dealt) throws ScenarioException {
            Map<String, Submission> map = new LinkedHashMap<>();
            List<ScriptError> errors = new ArrayList<>();
            for (ProgramSpec p : turn.programs()) {
                Robot r = dealt.robot(p.robot()).orElseThrow();
                if (!r.inPlay()) {
                    if (!p.cards().isEmpty()) {     // cards for a robot off the board: a script mistake
                        errors.add(new ScriptError(p.location(), "program for " + r.name() + ", which is "
                                + (r.status() == RobotStatus.OUT_OF_GAME ? "out of the game" : "destroyed")
                                + " in turn " + dealt.turn()));
                    }
                    continue;       // an empty program asks nothing of it
                }
                // FORMATS.md: more cards than unlocked registers (R-PROG-1) is an error. A powered-down robot
                // has its registers unlocked too (its damage was repaired); it just does not play them (R-MOVE-1).
                int slots = GameDirector.fillableRegisters(r);
                if (p.cards().size() > slots) {
                errors.add(new ScriptError(p.location(), r.name() + " has " + slots + " unlocked register"
                        + (slots == 1 ? "" : "s") + " in turn " + dealt.turn() + " (damage " + r.damage()
                        + ") but the program has " + p.cards().size() + " card" + (p.cards().size() == 1 ? "" : "s")
                        + ": " + cardList(p.cards())));
                continue;
                }
                Submission submission = new Submission(p.robot(), p.cards(), p.powerDown(), p.reentryFacing(),
                        p.doubleRepair(), p.reentryTile(), p.options());
                List<String> optionProblems = GameDirector.checkOptions(r, submission, false);
                if (!optionProblems.isEmpty()) {
                    for (String problem : optionProblems) {
                        errors.add(new ScriptError(p.location(), problem + " (turn " + dealt.turn() + ")"));
                    }
                    continue;
                }
                map.put(p.robot(), submission);
            }
            if (!errors.isEmpty()) {
                throw new ScenarioException(errors);
            }
            return map;
        }

        /** The events of the last register played and of the end of turn after it. */
        private List<GameEvent> lastEvents() {
            List<GameEvent> all = log.events();
            if (all.isEmpty()) {
                return List.of();
            }
            int turn = all.get(all.size() - 1).turn();
            int lastRegister = 0;
            for (GameEvent e : all) {
                if (e.turn() == turn) {
                lastRegister = Math.max(lastRegister, e.register());
                }
            }
            int reg = lastRegister;
            return all.stream().filter(e -> e.turn() == turn && (e.register() == reg
                || e.phase() == org.rallyworkbench.engine.event.Phase.END_OF_TURN)).toList();
        }

        private void check(ExpectSpec e, GameState s, String when, List<GameEvent> events) {
            checked.add(e.location());
            List<Verdict.Difference> diffs = Expectations.compare(e, s);
            if (!diffs.isEmpty()) {
                failures.add(new Verdict.Failure(e.location(), when, diffs, events));
            }
        }

        private static String cardList(List<Card> cards) {
            return String.join(" ", cards.stream().map(Card::toString).toList());
        }
    }
}
