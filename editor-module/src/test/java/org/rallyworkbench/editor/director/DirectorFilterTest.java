package org.rallyworkbench.editor.director;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import javax.swing.filechooser.FileFilter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DirectorFilterTest {

    @TempDir
    File dir;

    @Test
    void filtersShowOnlyTheirFilesAndFolders() {
        FileFilter games = DirectorTopComponent.filter(DirectorTopComponent.GAME_SUFFIX);
        assertEquals("*.game.xml", games.getDescription());
        assertTrue(games.accept(new File(dir, "t.GAME.xml")));
        assertFalse(games.accept(new File(dir, "t.submissions.xml")));
        assertTrue(games.accept(dir));
        FileFilter sent = DirectorTopComponent.filter(DirectorTopComponent.SUBMISSIONS_SUFFIX);
        assertTrue(sent.accept(new File(dir, "t.submissions.xml")));
        assertFalse(sent.accept(new File(dir, "t.game.xml")));
    }
}
