package org.rallyworkbench.editor.scenario.edit;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import org.openide.awt.UndoRedo;
import org.openide.loaders.DataObject;
import org.openide.text.CloneableEditorSupport;

/**
 * The undo manager of a file's text editor, which the Design and Replay views share with the Source view so that
 * their edits (made on the text) undo from any view. The editor support keeps it behind a protected accessor;
 * it is reached here, in one place, and {@link UndoRedo#NONE} is the answer when it cannot be.
 */
public final class EditorUndo {

    private EditorUndo() {
    }

    public static UndoRedo of(DataObject dob) {
        CloneableEditorSupport support = dob.getLookup().lookup(CloneableEditorSupport.class);
        if (support == null) {
            return UndoRedo.NONE;
        }
        try {
            Method getter = CloneableEditorSupport.class.getDeclaredMethod("getUndoRedo");
            getter.setAccessible(true);
            Object undo = getter.invoke(support);
            return undo instanceof UndoRedo u ? u : UndoRedo.NONE;
        } catch (NoSuchMethodException | IllegalAccessException | InvocationTargetException | RuntimeException e) {
            return UndoRedo.NONE;
        }
    }
}
