package org.rallyworkbench.editor.board.design;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.event.ActionEvent;
import javax.swing.Action;
import javax.swing.ActionMap;
import javax.swing.SwingUtilities;
import javax.swing.text.DefaultEditorKit;
import org.junit.jupiter.api.Test;
import org.openide.util.lookup.Lookups;
import org.rallyworkbench.editor.board.file.BoardDataObject;
import org.rallyworkbench.editor.board.file.MemoryBoards;
import org.rallyworkbench.editor.board.model.Region;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Position;

/**
 * Edit &gt; Cut, Copy, Paste and Delete find their work under the keys of Swing's editor kit (and "delete") in the
 * action map of the editor window's current view (the MultiView window consults it when a menu item is chosen)
 * or of the focused component: the Design view puts its selection commands in both, so the menu items are enabled
 * when there is a selection and do what the keys do (they were always greyed out: the canvas used other names).
 */
class SelectionEditActionsTest {

    @Test
    void theEditMenuCommandsWorkOnTheSelection() throws Exception {
        Board board = Board.builder("Edit", 4, 3).pit(0, 0).build();
        BoardDataObject dob = MemoryBoards.open("edit.board.xml", board);
        SwingUtilities.invokeAndWait(() -> {
            BoardDesignElement element = new BoardDesignElement(Lookups.fixed(dob));
            element.componentShowing();
            BoardCanvas canvas = element.canvas();
            ActionMap view = element.getVisualRepresentation().getActionMap();
            Action cut = view.get(DefaultEditorKit.cutAction);
            Action copy = view.get(DefaultEditorKit.copyAction);
            Action paste = view.get(DefaultEditorKit.pasteAction);
            Action delete = view.get("delete");
            for (String key : new String[] {DefaultEditorKit.cutAction, DefaultEditorKit.copyAction,
                DefaultEditorKit.pasteAction, "delete"}) {
                assertSame(view.get(key), canvas.getActionMap().get(key), "the canvas's keys do the same: " + key);
            }
            assertNotNull(cut);
            assertNotNull(copy);
            assertNotNull(paste);
            assertNotNull(delete);
            assertFalse(copy.isEnabled(), "nothing selected, nothing to copy");
            assertFalse(cut.isEnabled());
            assertFalse(delete.isEnabled());

            element.controller().selectTile(new Position(0, 0));
            assertTrue(copy.isEnabled() && cut.isEnabled() && delete.isEnabled());
            copy.actionPerformed(new ActionEvent(canvas, 0, null));
            canvas.setSelection(new Region(2, 1, 1, 1));
            paste.actionPerformed(new ActionEvent(canvas, 0, null));
            assertTrue(dob.model().board().isPit(new Position(2, 1)), "the pit was pasted at (2,1)");
            delete.actionPerformed(new ActionEvent(canvas, 0, null));
            assertFalse(dob.model().board().isPit(new Position(2, 1)), "Delete cleared the selection's tiles");

            canvas.setSelection(null);
            assertFalse(copy.isEnabled());
            assertTrue(dob.model().undoRedo().canUndo(), "paste and delete are undo steps");
        });
    }
}
