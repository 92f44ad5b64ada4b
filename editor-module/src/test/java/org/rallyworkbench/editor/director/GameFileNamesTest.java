package org.rallyworkbench.editor.director;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Save Next State… proposes a name after the opened game's, numbered by turn, so it never offers the input. */
class GameFileNamesTest {

    @Test
    void theTurnNumberReplacesTheOneInTheName() {
        assertEquals("g1.game.xml", GameFileNames.nextState("g0.game.xml", 1, false));
        assertEquals("g1-dealt.game.xml", GameFileNames.nextState("g0.game.xml", 1, true));
        assertEquals("g2.game.xml", GameFileNames.nextState("g1-dealt.game.xml", 2, false));
        assertEquals("league-4.game.xml", GameFileNames.nextState("league-3.game.xml", 4, false));
        assertEquals("crucible1.game.xml", GameFileNames.nextState("crucible.game.xml", 1, false));
        assertEquals("game1.game.xml", GameFileNames.nextState(null, 1, false));
    }
}
