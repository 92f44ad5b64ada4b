package org.rallyworkbench.engine.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Names in files read back to their constants; an unknown one is refused naming every name there is. */
class XmlNamedTest {

    @Test
    void everyConstantIsReadBackByItsName() {
        for (CardType t : CardType.values()) {
            assertEquals(t, CardType.parse(t.xmlName()));
        }
        assertEquals("uturn", CardType.UTURN.xmlName());
        assertEquals("classic-2005", RuleSetId.CLASSIC_2005.xmlName());
        assertEquals(RuleSetId.CLASSIC_2005, RuleSetId.parse("classic-2005"));
        assertEquals(DoubleRepairChoice.OPTION, DoubleRepairChoice.parse("option"));
    }

    @Test
    void anUnknownNameIsRefusedWithTheNamesExpected() {
        assertEquals("unknown card type 'move4' (expected move1, move2, move3, backup, left, right or uturn)",
                assertThrows(IllegalArgumentException.class, () -> CardType.parse("move4")).getMessage());
        assertEquals("unknown rule set 'House' (expected house or classic-2005)",
                assertThrows(IllegalArgumentException.class, () -> RuleSetId.parse("House")).getMessage());
        assertEquals("unknown double-repair choice '' (expected repair or option)",
                assertThrows(IllegalArgumentException.class, () -> DoubleRepairChoice.parse("")).getMessage());
    }
}
