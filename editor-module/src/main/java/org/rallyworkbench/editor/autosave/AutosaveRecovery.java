package org.rallyworkbench.editor.autosave;

import java.io.IOException;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.board.model.BoardLoader;
import org.rallyworkbench.editor.board.model.BoardModel;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.ReadResult;

/**
 * When a board is opened and an autosave of it is left over (the application ended without saving or
 * discarding, e.g. it crashed), asks whether to recover it. Recovered text becomes the model's content as
 * one undoable step, so it shows as modified until saved; discarding removes the autosave.
 */
@Messages({
    "LBL_RecoverAutosave=Recover Autosave"
})
public final class AutosaveRecovery {

    /** What the user chose; {@code LATER} (the dialog closed) keeps the autosave for the next opening. */
    public enum Choice { RECOVER, DISCARD, LATER }

    /** Asks the user. */
    public interface Prompt {
        Choice ask(String fileName);

        /** Asks naming the board's folder too, so that two boards of one name can be told apart. */
        default Choice ask(String fileName, String folder) {
            return ask(fileName);
        }
    }

    private static final Logger LOG = Logger.getLogger(AutosaveRecovery.class.getName());

    private final AutosaveStore store;
    private final Prompt prompt;

    public AutosaveRecovery(AutosaveStore store, Prompt prompt) {
        this.store = store;
        this.prompt = prompt;
    }

    /**
     * Offers the autosave of {@code source}, if any differs from what the unmodified model holds.
     * Returns whether the model took the recovered text.
     */
    /** The folder of a source path, "" when it has none. */
    static String folderOf(String source) {
        String parent = new java.io.File(source).getParent();
        return parent == null ? "" : parent;
    }

    public boolean offer(BoardModel model, String source, String fileName) {
        if (model.isModified()) {
            return false;       // edited in this session: any autosave is this session's own
        }
        Optional<String> autosaved = store.read(source);
        if (autosaved.isEmpty()) {
            return false;
        }
        String text = autosaved.get();
        Choice choice = text.equals(model.textToSave()) ? Choice.DISCARD : prompt.ask(fileName, folderOf(source));
        if (choice != Choice.RECOVER) {
            if (choice == Choice.DISCARD) {
                discard(source);
            }
            return false;
        }
        ReadResult<Board> result = BoardLoader.load(text, fileName);
        if (result instanceof ReadResult.Read<Board> loaded) {
            model.apply(Bundle.LBL_RecoverAutosave(), loaded.value());
        } else if (result instanceof ReadResult.Failed<Board> failed) {
            model.setUnparsed(text, failed.problems());
        }
        return model.isModified();
    }

    private void discard(String source) {
        try {
            store.remove(source);
        } catch (IOException e) {
            LOG.log(Level.INFO, "cannot remove the autosave of " + source, e);
        }
    }
}
