package org.rallyworkbench.editor.scenario.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.editor.scenario.file.ScenarioText;
import org.rallyworkbench.editor.scenario.run.ScenarioFixtures;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.OptionPlan;
import org.rallyworkbench.engine.model.OptionUse;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.ProgramSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.RobotSpec;
import org.rallyworkbench.engine.scenario.ScenarioRunner;
import org.rallyworkbench.engine.scenario.Verdict;

/**
 * The option edits of the Design view (Properties' options and counters, the card picker's program with uses,
 * sacrifice and two-card registers): the text written is FORMATS.md's, and the file still reads and runs.
 */
class OptionEditsTest {

    private static final Path DIR = Path.of(".");
    private final String text = ScenarioFixtures.failingPush();

    private static ScenarioSpec spec(String text) {
        return ScenarioFixtures.spec(text, DIR);
    }

    private static RobotSpec robot(ScenarioSpec s, String name) {
        return s.robots().stream().filter(r -> r.name().equals(name)).findFirst().orElseThrow();
    }

    private static ProgramSpec program(ScenarioSpec s, int turn, String name) {
        return s.turns().get(turn - 1).programs().stream().filter(p -> p.robot().equals(name)).findFirst()
                .orElseThrow();
    }

    private static UnaryEdit options(String robot, String value) {
        return t -> RobotAttributeEdit.of(robot, "options", value, x -> ScenarioText.read(x, "t.scenario.xml", DIR))
                .apply(t);
    }

    private interface UnaryEdit {
        String apply(String text);
    }

    @Test
    void optionsTypedAreWrittenCanonicallyAndRead() {
        String out = options("red", OptionEdits.canonical("  crab-legs   ablative-coat:1 mini-howitzer:0 ")).apply(text);
        assertTrue(out.contains("<robot name=\"red\" x=\"1\" y=\"2\" facing=\"E\" options=\"crab-legs ablative-coat:1"
                + " mini-howitzer\"/>"), out);
        RobotSpec red = robot(spec(out), "red");
        assertEquals(List.of(OptionCard.CRAB_LEGS, OptionCard.ABLATIVE_COAT, OptionCard.MINI_HOWITZER), red.options());
        assertEquals(1, red.optionState().coatAbsorbed());
    }

    @Test
    void badOptionValuesAreRefusedWithTheirReason() {
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> OptionEdits.canonical("crab-leg"));
        assertTrue(unknown.getMessage().contains("unknown option 'crab-leg'"), unknown.getMessage());
        IllegalArgumentException counter = assertThrows(IllegalArgumentException.class,
                () -> OptionEdits.canonical("ablative-coat:3"));
        assertTrue(counter.getMessage().contains("0..2"), counter.getMessage());
        // each option card exists once in a game: the reader refuses a second holder, and so does the edit
        String red = options("red", "brakes").apply(text);
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class,
                () -> options("blue", "brakes").apply(red));
        assertTrue(twice.getMessage().contains("brakes"), twice.getMessage());
    }

    @Test
    void messagesFromTheBundleReadAsWritten() {
        // a message without arguments is not a MessageFormat pattern: quotes stay single
        assertEquals(Optional.of("A robot's name is letters, digits, '-', '_' and '.' only."),
                RosterEdits.nameProblem("a b", List.of()));
        assertEquals("there is no turn 3 (the scenario has 1 turn)",
                assertThrows(IllegalArgumentException.class, () -> XmlSpans.turn(text, 3)).getMessage());
    }

    @Test
    void tickingOptionsKeepsTheOrderAndCountersOfThoseKept() {
        String out = OptionEdits.holding("mini-howitzer:3 brakes",
                EnumSet.of(OptionCard.MINI_HOWITZER, OptionCard.ABLATIVE_COAT, OptionCard.CRAB_LEGS));
        assertEquals("mini-howitzer:3 ablative-coat crab-legs", out);
        assertEquals("", OptionEdits.holding("mini-howitzer:3", EnumSet.noneOf(OptionCard.class)));
    }

    @Test
    void countersAreSetOneAtATime() {
        String written = "ablative-coat:1 flywheel mini-howitzer:2";
        assertEquals("ablative-coat:2 flywheel mini-howitzer:2",
                OptionEdits.withCounter(written, OptionCard.ABLATIVE_COAT, "2"));
        assertEquals("ablative-coat:1 flywheel:uturn@10 mini-howitzer:2",
                OptionEdits.withCounter(written, OptionCard.FLYWHEEL, " uturn@10 "));
        assertEquals("ablative-coat:1 flywheel", OptionEdits.withCounter("ablative-coat:1 flywheel:move1@500",
                OptionCard.FLYWHEEL, ""));
        assertThrows(IllegalArgumentException.class, () -> OptionEdits.withCounter(written, OptionCard.MINI_HOWITZER,
                "5"));
        assertThrows(IllegalArgumentException.class, () -> OptionEdits.withCounter(written, OptionCard.BRAKES, "1"));
        assertThrows(IllegalArgumentException.class, () -> OptionEdits.withCounter(written, OptionCard.FLYWHEEL,
                "spin@10"));
    }

    @Test
    void aProgramWithAPairUsesAndSacrificeIsWrittenAsFormatsSays() {
        String held = options("red", "crab-legs fourth-gear brakes").apply(text);
        OptionPlan plan = new OptionPlan(Optional.of(List.of(OptionCard.BRAKES)),
                List.of(OptionUse.of(OptionCard.CRAB_LEGS, Registers.of(1)),
                        OptionUse.of(OptionCard.FOURTH_GEAR, Registers.of(2))),
                List.of(Optional.of(Card.parse("left@70")), Optional.empty()));
        String out = ProgramEdits.setProgram(held, 1, "red", List.of(Card.parse("move1@490"), Card.parse("move3@800")),
                plan);
        assertTrue(out.contains("""
                    <program robot="red" cards="move1@490+left@70 move3@800" sacrifice="brakes">
                      <use option="crab-legs" registers="1"/>
                      <use option="fourth-gear" registers="2"/>
                    </program>
                    <program robot="blue" cards=""/>""".indent(4).stripTrailing()), out);
        ProgramSpec p = program(spec(out), 1, "red");
        assertEquals(plan, p.options());
        assertEquals(List.of(Card.parse("move1@490"), Card.parse("move3@800")), p.cards());
        // the crab step happened: red moved one tile to its left (north) without turning, then four east
        Verdict v = new ScenarioRunner().run(spec(out));
        assertTrue(v.events().stream().anyMatch(e -> e.toString().contains("OptionUsed")), v.events().toString());
    }

    @Test
    void writingTheProgramAgainReplacesItsUsesAndNoUseMakesItEmptyAgain() {
        String held = options("red", "crab-legs pressor-beam").apply(text);
        OptionPlan first = new OptionPlan(Optional.empty(), List.of(OptionUse.of(OptionCard.PRESSOR_BEAM,
                Registers.of(1, 2))), List.of());
        String once = ProgramEdits.setProgram(held, 1, "red", List.of(Card.parse("move2@700")), first);
        OptionPlan second = new OptionPlan(Optional.of(List.of()), List.of(OptionUse.of(OptionCard.PRESSOR_BEAM,
                Registers.of(3))), List.of());
        String twice = ProgramEdits.setProgram(once, 1, "red", List.of(Card.parse("move2@700")), second);
        assertEquals(1, twice.split("<use ", -1).length - 1, twice);
        assertTrue(twice.contains("<program robot=\"red\" cards=\"move2@700\" sacrifice=\"\">\n"
                + "      <use option=\"pressor-beam\" registers=\"3\"/>\n    </program>"), twice);
        assertEquals(second.uses(), program(spec(twice), 1, "red").options().uses());
        assertEquals(Optional.of(List.of()), program(spec(twice), 1, "red").options().sacrifice());
        String none = ProgramEdits.setProgram(twice, 1, "red", List.of(Card.parse("move2@700")), OptionPlan.NONE);
        assertTrue(none.contains("<program robot=\"red\" cards=\"move2@700\"/>\n"), none);
        assertEquals(text.replace("options=\"crab-legs pressor-beam\"", ""), none.replace(" options=\"crab-legs"
                + " pressor-beam\"", ""));
    }

    @Test
    void aProgramIsAddedToATurnWithoutOneAndCommentsInsideStay() {
        String held = options("red", "fire-control").apply(text)
                .replace("<program robot=\"red\" cards=\"move2@700\"/>", "<program robot=\"red\" cards=\"move2@700\">"
                        + "<!-- keep me --></program>");
        OptionPlan plan = new OptionPlan(Optional.empty(), List.of(new OptionUse(OptionCard.FIRE_CONTROL,
                Registers.of(2), OptionalInt.of(5), Optional.empty(), Optional.empty())), List.of());
        String out = ProgramEdits.setProgram(held, 1, "red", List.of(), plan);
        assertTrue(out.contains("<!-- keep me -->\n      <use option=\"fire-control\" registers=\"2\" lock-register=\"5\"/>"),
                out);
        String added = ProgramEdits.setProgram(StepEdits.addTurn(out, List.of()), 2, "red",
                List.of(Card.parse("move1@500")), plan);
        ScenarioSpec s = spec(added);
        assertEquals(plan.uses(), program(s, 2, "red").options().uses());
        assertFalse(added.contains("<turn>\n  </turn>"), added);
    }
}
