package org.rallyworkbench.editor.scenario.results;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.stream.Collectors;
import javax.swing.SwingUtilities;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import javax.swing.text.Document;
import org.openide.cookies.EditorCookie;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;

/**
 * Edits of listed files whose documents were already unsaved when their results came. The registry of modified
 * files tells when a document becomes modified, once: typing on in a document that was modified before the run
 * changes nothing there, so these documents' text is listened to instead. Event thread.
 */
final class UnsavedDocumentEdits {

    private record Watched(Document text, DocumentListener listener) {
    }

    private final BiConsumer<Path, String> edited;
    private final List<Watched> watched = new ArrayList<>();

    /** {@code edited} is told (on the event thread) the file whose text was edited, and its text now. */
    UnsavedDocumentEdits(BiConsumer<Path, String> edited) {
        this.edited = edited;
    }

    /** Listens to the open, unsaved documents of {@code files} (and stops listening to any others). */
    void watch(Collection<Path> files) {
        stop();
        Set<Path> listed = files.stream().map(UnsavedDocumentEdits::key).collect(Collectors.toSet());
        for (DataObject dob : DataObject.getRegistry().getModifiedSet()) {
            File f = FileUtil.toFile(dob.getPrimaryFile());
            EditorCookie editor = dob.getLookup().lookup(EditorCookie.class);
            Document text = editor == null ? null : editor.getDocument();
            if (f == null || text == null || !listed.contains(key(f.toPath()))) {
                continue;
            }
            Path file = f.toPath();
            DocumentListener listener = new DocumentListener() {
                @Override
                public void insertUpdate(DocumentEvent e) {
                    SwingUtilities.invokeLater(() -> edited.accept(file, textOf(text)));
                }

                @Override
                public void removeUpdate(DocumentEvent e) {
                    SwingUtilities.invokeLater(() -> edited.accept(file, textOf(text)));
                }

                @Override
                public void changedUpdate(DocumentEvent e) {
                    // attributes (colouring) only: the text is the same
                }
            };
            text.addDocumentListener(listener);
            watched.add(new Watched(text, listener));
        }
    }

    /** The text of {@code dob}'s open document, or null when it has none open. */
    static String textOf(DataObject dob) {
        EditorCookie editor = dob.getLookup().lookup(EditorCookie.class);
        return editor == null ? null : textOf(editor.getDocument());
    }

    private static String textOf(Document text) {
        if (text == null) {
            return null;
        }
        String[] out = new String[1];
        text.render(() -> {
            try {
                out[0] = text.getText(0, text.getLength());
            } catch (javax.swing.text.BadLocationException e) {
                out[0] = null;
            }
        });
        return out[0];
    }

    /** Stops listening. */
    void stop() {
        watched.forEach(w -> w.text().removeDocumentListener(w.listener()));
        watched.clear();
    }

    private static Path key(Path p) {
        return p.toAbsolutePath().normalize();
    }
}
