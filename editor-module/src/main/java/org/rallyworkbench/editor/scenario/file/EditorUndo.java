package org.rallyworkbench.editor.scenario.file;

import org.openide.awt.UndoRedo;
import org.openide.loaders.DataObject;

/**
 * The undo manager of a scenario's text editor, which the Design and Replay views share with the Source view so
 * that their edits (made on the text) undo from any view. The scenario's own editor support hands it out (a
 * subclass may reach the protected {@code CloneableEditorSupport.getUndoRedo()}); {@link UndoRedo#NONE} when the
 * file has no such support.
 */
public final class EditorUndo {

    private EditorUndo() {
    }

    public static UndoRedo of(DataObject dob) {
        ScenarioEditorSupport support = dob.getLookup().lookup(ScenarioEditorSupport.class);
        return support == null ? UndoRedo.NONE : support.undoRedo();
    }
}
