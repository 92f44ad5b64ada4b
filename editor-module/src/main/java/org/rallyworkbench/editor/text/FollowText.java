package org.rallyworkbench.editor.text;

import javax.swing.Timer;
import javax.swing.event.DocumentListener;
import javax.swing.text.Document;

/**
 * Follows the text of a document as the user types: once they pause (no insertion or removal for a while), the
 * action runs once. Both Source views use it: the board's reads its text back into the board, the scenario's
 * Design view reads the scenario again. Edits the program makes itself can be left out
 * ({@link #withoutFollowing}). Event thread only.
 */
public final class FollowText {

    private final Timer pause;
    private final Runnable onPause;
    private final DocumentListener listener = TextChanges.listener(this::changed);
    private Runnable onEachChange = () -> { };
    private Document followed;
    private boolean pending;
    private boolean ignoring;

    /** {@code onPause} runs {@code pauseMillis} after the last change of the text, or when {@link #flush}ed. */
    public FollowText(int pauseMillis, Runnable onPause) {
        this.onPause = onPause;
        pause = new Timer(pauseMillis, e -> flush());
        pause.setRepeats(false);
    }

    /** Also runs {@code action} at once on every change the user makes (e.g. to update Undo's state). */
    public FollowText onEachChange(Runnable action) {
        onEachChange = action;
        return this;
    }

    /** Follows {@code document} (instead of the one followed so far). */
    public void follow(Document document) {
        stop();
        followed = document;
        document.addDocumentListener(listener);
    }

    /** Whether a document is followed. */
    public boolean following() {
        return followed != null;
    }

    /** Stops following; a pending change is dropped. */
    public void stop() {
        if (followed != null) {
            followed.removeDocumentListener(listener);
            followed = null;
        }
        pause.stop();
        pending = false;
    }

    /** Whether the text changed since the action last ran. */
    public boolean pending() {
        return pending;
    }

    /** Runs the action now if the text changed since it last ran (leaving the view, saving, Undo). */
    public void flush() {
        pause.stop();
        if (pending) {
            pending = false;
            onPause.run();
        }
    }

    /** Makes {@code edit} (the program setting the text) without it counting as the user's change. */
    public void withoutFollowing(Runnable edit) {
        boolean before = ignoring;
        ignoring = true;
        try {
            edit.run();
        } finally {
            ignoring = before;
        }
    }

    private void changed() {
        if (ignoring) {
            return;
        }
        pending = true;
        pause.restart();
        onEachChange.run();
    }
}
