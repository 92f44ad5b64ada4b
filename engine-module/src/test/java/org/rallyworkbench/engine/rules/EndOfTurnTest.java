package org.rallyworkbench.engine.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.rallyworkbench.engine.model.Direction.N;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.model.DoubleRepairChoice;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.RuleSetId;
import org.rallyworkbench.engine.model.Submission;

/** R-END-1..3, R-END-5, R-OPT-1. */
class EndOfTurnTest {

    private static Fixture on(org.rallyworkbench.engine.model.Board board, int damage, RuleSetId rules,
                              DoubleRepairChoice choice) {
        Fixture f = new Fixture(board).robot(Robot.fresh("r", 1, new Position(1, 1), N, 3).withDamage(damage));
        f.rules = rules;
        f.submit(new Submission("r", List.of(), false, Optional.empty(), choice));
        return f;
    }

    /** Robot r, with 3 damage at (1,1), after one turn on {@code board}. */
    private static Fixture endATurnWith3Damage(org.rallyworkbench.engine.model.Board board, RuleSetId rules,
                                              DoubleRepairChoice choice) {
        Fixture f = on(board, 3, rules, choice);
        f.turn();
        return f;
    }

    @Test
    void flagAndSingleRepairRepairOne() {
        Fixture f = endATurnWith3Damage(Fixture.board(3, 3).flag(1, 1, 1).flag(2, 2, 2).build(), RuleSetId.HOUSE,
                DoubleRepairChoice.REPAIR);
        assertEquals(2, f.robot("r").damage());
        Fixture g = endATurnWith3Damage(Fixture.board(3, 3).repair(1, 1, false).build(), RuleSetId.HOUSE,
                DoubleRepairChoice.OPTION);
        assertEquals(2, g.robot("r").damage());
        assertEquals(0, g.robot("r").options().size());
    }

    @Test
    void doubleRepairHouseRepairsTwoOrGivesAnOption() {
        Fixture f = endATurnWith3Damage(Fixture.board(3, 3).repair(1, 1, true).build(), RuleSetId.HOUSE,
                DoubleRepairChoice.REPAIR);
        assertEquals(1, f.robot("r").damage());
        Fixture g = endATurnWith3Damage(Fixture.board(3, 3).repair(1, 1, true).build(), RuleSetId.HOUSE,
                DoubleRepairChoice.OPTION);
        assertEquals(3, g.robot("r").damage());
        assertEquals(1, g.robot("r").options().size());
        assertEquals(25, g.state.optionDeck().size());
    }

    @Test
    void doubleRepair2005RepairsOneAndGivesAnOption() {
        Fixture f = endATurnWith3Damage(Fixture.board(3, 3).repair(1, 1, true).build(), RuleSetId.CLASSIC_2005,
                DoubleRepairChoice.REPAIR);
        assertEquals(2, f.robot("r").damage());
        assertEquals(1, f.robot("r").options().size());
    }

    @Test
    void unlockedRegistersAreDiscardedLockedStay() {
        Fixture f = on(Fixture.board(3, 3).build(), 7, RuleSetId.HOUSE, DoubleRepairChoice.REPAIR);
        f.robots.set(0, f.robots.get(0).withRegisters(Robot.registersOf(
                org.rallyworkbench.engine.model.Card.parseList("left@70 left@90 left@110 left@130 left@150"))));
        f.turn();
        var regs = f.robot("r").registers();
        assertEquals(List.of(false, false, true, true, true), regs.stream().map(Optional::isPresent).toList());
    }
}
