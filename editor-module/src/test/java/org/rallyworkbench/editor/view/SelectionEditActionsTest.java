package org.rallyworkbench.editor.view;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.event.ActionEvent;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import javax.swing.Action;
import javax.swing.SwingUtilities;
import javax.swing.text.DefaultEditorKit;
import org.junit.jupiter.api.Test;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.openide.util.lookup.Lookups;
import org.rallyworkbench.editor.file.BoardDataObject;
import org.rallyworkbench.editor.model.Region;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.xml.BoardXml;

/**
 * Edit &gt; Cut, Copy, Paste and Delete find their work in the focused component's action map under the keys of
 * Swing's editor kit (and "delete"): the Design view puts its selection commands there, so the menu items are
 * enabled when there is a selection (they were always greyed out: the canvas used other names).
 */
class SelectionEditActionsTest {

    @Test
    void theEditMenuCommandsWorkOnTheSelection() throws Exception {
        Board board = Board.builder("Edit", 4, 3).pit(0, 0).build();
        FileObject fo = FileUtil.createMemoryFileSystem().getRoot().createData("edit.board.xml");
        try (OutputStream out = fo.getOutputStream()) {
            out.write(BoardXml.toXml(board).getBytes(StandardCharsets.UTF_8));
        }
        BoardDataObject dob = (BoardDataObject) DataObject.find(fo);
        SwingUtilities.invokeAndWait(() -> {
            BoardDesignElement element = new BoardDesignElement(Lookups.fixed(dob));
            element.componentShowing();
            BoardCanvas canvas = element.canvas();
            Action cut = canvas.getActionMap().get(DefaultEditorKit.cutAction);
            Action copy = canvas.getActionMap().get(DefaultEditorKit.copyAction);
            Action paste = canvas.getActionMap().get(DefaultEditorKit.pasteAction);
            Action delete = canvas.getActionMap().get("delete");
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
