package org.rallyworkbench.editor.board.file;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import org.junit.jupiter.api.Test;

class OpenFileFilterTest {

    @Test
    void offersBoardsAndScenariosOnly() {
        OpenBoardAction.BoardFileFilter filter = new OpenBoardAction.BoardFileFilter();
        assertTrue(filter.accept(new File("crucible-loop.board.xml")));
        assertTrue(filter.accept(new File("robot-lasers.Scenario.XML")));
        assertFalse(filter.accept(new File("crucible.game.xml")), "games open in the Game Director");
        assertFalse(filter.accept(new File("pom.xml")));
        assertTrue(filter.getDescription().contains("scenario"));
    }
}
