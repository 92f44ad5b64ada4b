package org.rallyworkbench.editor.autosave;

import java.io.IOException;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.swing.Timer;
import org.openide.util.RequestProcessor;
import org.rallyworkbench.editor.board.model.BoardModel;

/**
 * Autosaves one open board: while its model has unsaved changes, every interval the text it would save
 * goes into the {@link AutosaveStore} (when it changed since the last autosave). When the model is no
 * longer modified (saved, discarded, reloaded, or undone back) the autosave is removed. The timer runs
 * only while there is something unsaved. Listens on the event thread; writes on a background thread.
 */
public final class BoardAutosaver implements BoardModel.Listener {

    private static final Logger LOG = Logger.getLogger(BoardAutosaver.class.getName());
    private static final RequestProcessor WRITER = new RequestProcessor("Board autosave", 1);

    private final AutosaveStore store;
    private final BoardModel model;
    private final Supplier<String> source;
    private final Timer timer;
    private String lastWritten;

    public BoardAutosaver(AutosaveStore store, BoardModel model, Supplier<String> source, int intervalMillis) {
        this.store = store;
        this.model = model;
        this.source = source;
        this.timer = new Timer(intervalMillis, e -> autosaveNow());
        timer.setRepeats(true);
    }

    /** Starts following the model. */
    public void install() {
        model.addListener(this);
        boardChanged(model);
    }

    @Override
    public void boardChanged(BoardModel m) {
        if (m.isModified()) {
            if (!timer.isRunning()) {
                timer.start();
            }
        } else if (timer.isRunning() || lastWritten != null) {
            timer.stop();
            lastWritten = null;
            String key = source.get();
            WRITER.post(() -> remove(key));
        }
    }

    /** Writes the autosave if the unsaved text changed since the last one (the timer's tick). */
    void autosaveNow() {
        model.readTypedText();          // text typed in the Source view a moment ago is unsaved too
        if (!model.isModified()) {
            return;
        }
        String text = model.textToSave();
        if (Objects.equals(text, lastWritten)) {
            return;
        }
        lastWritten = text;
        String key = source.get();
        WRITER.post(() -> write(key, text));
    }

    /** For tests: waits until every queued write or removal is done. */
    static void flush() {
        WRITER.post(() -> { }).waitFinished();
    }

    private void write(String key, String text) {
        try {
            store.write(key, text);
        } catch (IOException e) {
            LOG.log(Level.INFO, "cannot autosave " + key, e);
        }
    }

    private void remove(String key) {
        try {
            store.remove(key);
        } catch (IOException e) {
            LOG.log(Level.INFO, "cannot remove the autosave of " + key, e);
        }
    }
}
