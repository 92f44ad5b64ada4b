package org.rallyworkbench.editor.autosave;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Optional;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.editor.board.model.BoardModel;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.xml.BoardXml;

class BoardAutosaverTest {

    private static final String SOURCE = "/boards/t.board.xml";

    @TempDir
    Path dir;

    @Test
    void autosavesUnsavedChangesAndRemovesThemOnceSaved() throws Exception {
        AutosaveStore store = new AutosaveStore(dir);
        BoardModel model = new BoardModel(Board.builder("t", 4, 4).build());
        BoardAutosaver saver = installed(store, model, 60_000);
        onEdt(saver::autosaveNow);
        BoardAutosaver.flush();
        assertEquals(Optional.empty(), store.read(SOURCE), "nothing unsaved, nothing autosaved");

        Board edited = model.board().toBuilder().pit(1, 1).build();
        onEdt(() -> model.apply("Paint", edited));
        onEdt(saver::autosaveNow);
        BoardAutosaver.flush();
        assertEquals(Optional.of(BoardXml.toXml(edited)), store.read(SOURCE));

        onEdt(model::markSaved);
        BoardAutosaver.flush();
        assertEquals(Optional.empty(), store.read(SOURCE), "saving removes the autosave");
    }

    @Test
    void theTimerWritesWithinTheInterval() throws Exception {
        AutosaveStore store = new AutosaveStore(dir);
        BoardModel model = new BoardModel(Board.builder("t", 4, 4).build());
        BoardAutosaver saver = installed(store, model, 50);
        onEdt(() -> model.apply("Paint", model.board().toBuilder().pit(2, 2).build()));
        long end = System.currentTimeMillis() + 5_000;
        while (store.read(SOURCE).isEmpty() && System.currentTimeMillis() < end) {
            Thread.sleep(20);
        }
        assertTrue(store.read(SOURCE).isPresent(), "autosaved by the timer");
        onEdt(() -> model.undoRedo().undo());
        BoardAutosaver.flush();
        assertEquals(Optional.empty(), store.read(SOURCE), "undone back to the saved board: no autosave");
    }

    static void onEdt(Runnable r) throws Exception {
        SwingUtilities.invokeAndWait(r);
    }

    /** An autosaver of {@code model} into {@code store} every {@code intervalMillis}, installed on the event thread. */
    private static BoardAutosaver installed(AutosaveStore store, BoardModel model, int intervalMillis)
            throws Exception {
        BoardAutosaver saver = new BoardAutosaver(store, model, () -> SOURCE, intervalMillis);
        onEdt(saver::install);
        return saver;
    }
}
