package org.rallyworkbench.engine.options;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.rallyworkbench.engine.director.SubmissionsFile;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.DoubleRepairChoice;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.OptionPlan;
import org.rallyworkbench.engine.model.OptionText;
import org.rallyworkbench.engine.model.OptionUse;
import org.rallyworkbench.engine.model.ProgramText;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Submission;

/** The text forms of options read and written canonically, losslessly (FORMATS.md "Option cards in scenarios"). */
class OptionTextTest {

    @Test
    void everyOptionHasTheIdOfRules() {
        assertEquals("ablative-coat", OptionCard.ABLATIVE_COAT.id());
        assertEquals("double-barreled-laser", OptionCard.DOUBLE_BARRELED_LASER.id());
        assertEquals("power-down-shield", OptionCard.POWER_DOWN_SHIELD.id());
        for (OptionCard o : OptionCard.all()) {
            assertEquals(Optional.of(o), OptionCard.byId(o.id()));
        }
        assertEquals(26, OptionCard.ids().split(" ").length);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "brakes", "ablative-coat:1 mini-howitzer:2 flywheel:move3@800 fourth-gear",
        "tractor-beam ablative-coat:2", "flywheel"})
    void holdingsRoundTrip(String text) {
        OptionText.Holdings h = OptionText.parseHoldings(text);
        assertEquals(text, OptionText.format(h.cards(), h.state()));
        OptionText.Holdings again = OptionText.parseHoldings(OptionText.formatExact(h.cards(), h.state()));
        assertEquals(h, again);
    }

    @Test
    void aZeroCounterIsTheSameAsNone() {
        assertEquals(OptionText.parseHoldings("mini-howitzer"), OptionText.parseHoldings("mini-howitzer:0"));
        assertEquals("mini-howitzer", OptionText.format(List.of(OptionCard.MINI_HOWITZER),
                OptionText.parseHoldings("mini-howitzer:0").state()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"move1@500", "move1@500+left@70 move3@800 backup@430+uturn@10", ""})
    void programCardsRoundTrip(String text) {
        ProgramText.Registers r = ProgramText.parse(text);
        assertEquals(text, ProgramText.format(r.cards(), new OptionPlan(Optional.empty(), List.of(), r.seconds())));
    }

    @Test
    void aSubmissionWithOptionsRoundTripsThroughItsFile() throws Exception {
        OptionPlan plan = new OptionPlan(Optional.of(List.of(OptionCard.BRAKES, OptionCard.FOURTH_GEAR)),
                List.of(OptionUse.of(OptionCard.CRAB_LEGS, Registers.of(2)),
                        new OptionUse(OptionCard.FIRE_CONTROL, Registers.of(4), OptionalInt.of(5), Optional.empty(),
                                Optional.empty()),
                        new OptionUse(OptionCard.FIRE_CONTROL, Registers.of(5), OptionalInt.empty(),
                                Optional.of(OptionCard.BRAKES), Optional.empty()),
                        new OptionUse(OptionCard.FLYWHEEL, Registers.NONE, OptionalInt.empty(), Optional.empty(),
                                Optional.of(Card.parse("uturn@10")))),
                List.of(Optional.empty(), Optional.of(Card.parse("left@70"))));
        Submission s = new Submission("red", Card.parseList("move3@800 move1@500"), false, Optional.empty(),
                DoubleRepairChoice.REPAIR, Optional.empty(), plan);
        String xml = SubmissionsFile.toXml(3, List.of(s));
        java.nio.file.Path f = java.nio.file.Files.createTempFile("options", ".submissions.xml");
        try {
            java.nio.file.Files.writeString(f, xml);
            Submission back = SubmissionsFile.read(f).programs().get("red");
            assertEquals(s, back);
            assertEquals(xml, SubmissionsFile.toXml(3, List.of(back)));
        } finally {
            java.nio.file.Files.delete(f);
        }
    }

    @Test
    void mistakesNameWhatIsWrong() {
        assertEquals("unknown option 'laser' (options: " + OptionCard.ids() + ")",
                assertThrows(IllegalArgumentException.class, () -> OptionText.parseHoldings("laser")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> OptionText.parseIds("brakes:1"));
    }
}
