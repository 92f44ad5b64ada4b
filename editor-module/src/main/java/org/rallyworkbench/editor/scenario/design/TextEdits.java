package org.rallyworkbench.editor.scenario.design;

import java.io.IOException;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import javax.swing.text.BadLocationException;
import javax.swing.text.StyledDocument;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.awt.UndoRedo;
import org.openide.cookies.EditorCookie;
import org.openide.loaders.DataObject;
import org.rallyworkbench.editor.scenario.file.EditorUndo;
import org.rallyworkbench.editor.text.DocumentEdit;

/**
 * Applies a {@link ScenarioEdits} change to a scenario's text document as one undoable edit: the XML is the model,
 * so the Source view shows the change at once and every view re-reads it. Event thread.
 */
public final class TextEdits {

    private TextEdits() {
    }

    public static boolean apply(DataObject dob, UnaryOperator<String> change) {
        return apply(dob, EditorUndo.of(dob), change, message -> DialogDisplayer.getDefault().notifyLater(
                new NotifyDescriptor.Message(message, NotifyDescriptor.WARNING_MESSAGE)));
    }

    /**
     * Replaces the text of {@code dob}'s document by what {@code change} makes of it, as one edit on {@code undo};
     * whether it changed. {@code change} refuses with an {@link IllegalArgumentException}, whose message goes to
     * {@code tell}, as does a document that cannot be read.
     */
    public static boolean apply(DataObject dob, UndoRedo undo, UnaryOperator<String> change, Consumer<String> tell) {
        EditorCookie editor = dob.getLookup().lookup(EditorCookie.class);
        if (editor == null) {
            return false;
        }
        try {
            StyledDocument doc = editor.openDocument();
            String current = doc.getText(0, doc.getLength());
            String changed = change.apply(current);
            if (changed.equals(current)) {
                return false;
            }
            DocumentEdit.replace(doc, undo, current, changed);
            return true;
        } catch (IOException | BadLocationException | IllegalArgumentException e) {
            tell.accept(e.getMessage());
            return false;
        }
    }
}
