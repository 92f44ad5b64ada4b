package org.rallyworkbench.editor.text;

import javax.swing.text.BadLocationException;
import javax.swing.text.StyledDocument;
import org.openide.awt.UndoRedo;

/**
 * Puts a new text into an editor document as one undoable edit: only the part that differs is replaced (so the
 * caret, and the undo steps typed before, stay where they were), inside a commit group of the editor's undo manager,
 * so one Undo takes the whole change back.
 */
public final class DocumentEdit {

    private DocumentEdit() {
    }

    public static void replace(StyledDocument doc, UndoRedo undo, String from, String to) throws BadLocationException {
        Change change = change(from, to);
        UndoableReplace.inCommitGroup(doc, undo, change.start(), change.length(), change.text());
    }

    /** What turns {@code from} into {@code to}: the stretch between their common start and common end, replaced. */
    public static Change change(String from, String to) {
        int prefix = 0;
        while (prefix < from.length() && prefix < to.length() && from.charAt(prefix) == to.charAt(prefix)) {
            prefix++;
        }
        int suffix = 0;
        while (suffix < from.length() - prefix && suffix < to.length() - prefix
                && from.charAt(from.length() - 1 - suffix) == to.charAt(to.length() - 1 - suffix)) {
            suffix++;
        }
        return new Change(prefix, from.length() - prefix - suffix, to.substring(prefix, to.length() - suffix));
    }

    /** Replace {@code length} characters at {@code start} by {@code text}. */
    public record Change(int start, int length, String text) {
    }
}
