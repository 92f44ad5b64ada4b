package org.rallyworkbench.editor.autosave;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.editor.board.model.BoardModel;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.xml.BoardXml;

class AutosaveRecoveryTest {

    private static final String SOURCE = "/boards/r.board.xml";
    private final Board onDisk = Board.builder("r", 5, 5).flag(4, 4, 1).build();
    private final Board unsaved = onDisk.toBuilder().pit(2, 2).build();
    private final List<String> asked = new ArrayList<>();
    private final List<String> folders = new ArrayList<>();

    @TempDir
    Path dir;

    private AutosaveRecovery recovery(AutosaveStore store, AutosaveRecovery.Choice answer) {
        return new AutosaveRecovery(store, new AutosaveRecovery.Prompt() {
            @Override
            public AutosaveRecovery.Choice ask(String fileName) {
                throw new AssertionError("the prompt names the folder too");
            }

            @Override
            public AutosaveRecovery.Choice ask(String fileName, String folder) {
                asked.add(fileName);
                folders.add(folder);
                return answer;
            }
        });
    }

    @Test
    void recoverShowsTheAutosavedBoardAsModifiedAndUndoable() throws Exception {
        AutosaveStore store = storeHoldingTheUnsavedBoard();
        BoardModel model = new BoardModel(onDisk);
        assertTrue(recovery(store, AutosaveRecovery.Choice.RECOVER).offer(model, SOURCE, "r.board.xml"));
        assertEquals(List.of("r.board.xml"), asked);
        assertEquals(List.of(new java.io.File("/boards").getPath()), folders);
        assertEquals(unsaved, model.board());
        assertTrue(model.isModified());
        assertTrue(store.read(SOURCE).isPresent(), "kept until saved or discarded");
        model.undoRedo().undo();
        assertEquals(onDisk, model.board());
    }

    @Test
    void discardRemovesTheAutosaveAndLeavesTheBoard() throws Exception {
        AutosaveStore store = storeHoldingTheUnsavedBoard();
        BoardModel model = new BoardModel(onDisk);
        assertFalse(recovery(store, AutosaveRecovery.Choice.DISCARD).offer(model, SOURCE, "r.board.xml"));
        assertEquals(onDisk, model.board());
        assertFalse(model.isModified());
        assertEquals(Optional.empty(), store.read(SOURCE));
    }

    @Test
    void closingTheDialogKeepsTheAutosaveForNextTime() throws Exception {
        AutosaveStore store = storeHoldingTheUnsavedBoard();
        BoardModel model = new BoardModel(onDisk);
        assertFalse(recovery(store, AutosaveRecovery.Choice.LATER).offer(model, SOURCE, "r.board.xml"));
        assertTrue(store.read(SOURCE).isPresent());
    }

    @Test
    void textThatDoesNotReadIsRecoveredAsSourceText() throws Exception {
        AutosaveStore store = new AutosaveStore(dir);
        store.write(SOURCE, "<board half typed");
        BoardModel model = new BoardModel(onDisk);
        assertTrue(recovery(store, AutosaveRecovery.Choice.RECOVER).offer(model, SOURCE, "r.board.xml"));
        assertEquals(Optional.of("<board half typed"), model.unparsedText());
        assertTrue(model.isModified());
    }

    @Test
    void noQuestionWithoutAnAutosaveOrWhenItMatchesTheFile() throws Exception {
        AutosaveStore store = new AutosaveStore(dir);
        BoardModel model = new BoardModel(onDisk);
        assertFalse(recovery(store, AutosaveRecovery.Choice.RECOVER).offer(model, SOURCE, "r.board.xml"));
        store.write(SOURCE, BoardXml.toXml(onDisk));
        assertFalse(recovery(store, AutosaveRecovery.Choice.RECOVER).offer(model, SOURCE, "r.board.xml"));
        assertTrue(asked.isEmpty());
        assertEquals(Optional.empty(), store.read(SOURCE), "a stale autosave equal to the file goes");
    }

    @Test
    void thePromptNamesTheFolder() {
        String m = RecoveryDialog.message("r.board.xml", "/home/a&b/boards");
        assertTrue(m.contains("<b>r.board.xml</b> in /home/a&amp;b/boards has unsaved changes"), m);
        assertTrue(RecoveryDialog.message("r.board.xml", "").contains("<b>r.board.xml</b> has unsaved"));
    }

    private AutosaveStore storeHoldingTheUnsavedBoard() throws java.io.IOException {
        AutosaveStore store = new AutosaveStore(dir);
        store.write(SOURCE, BoardXml.toXml(unsaved));
        return store;
    }
}
