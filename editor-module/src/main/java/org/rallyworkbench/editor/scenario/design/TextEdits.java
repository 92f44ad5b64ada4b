package org.rallyworkbench.editor.scenario.design;

import java.io.IOException;
import java.util.function.UnaryOperator;
import javax.swing.text.BadLocationException;
import javax.swing.text.StyledDocument;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
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
            DocumentEdit.replace(doc, EditorUndo.of(dob), current, changed);
            return true;
        } catch (IOException | BadLocationException | IllegalArgumentException e) {
            DialogDisplayer.getDefault().notifyLater(
                    new NotifyDescriptor.Message(e.getMessage(), NotifyDescriptor.WARNING_MESSAGE));
            return false;
        }
    }
}
