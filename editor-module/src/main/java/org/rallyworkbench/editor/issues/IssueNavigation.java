package org.rallyworkbench.editor.issues;

import javax.swing.SwingUtilities;
import org.netbeans.core.api.multiview.MultiViewHandler;
import org.netbeans.core.api.multiview.MultiViewPerspective;
import org.netbeans.core.api.multiview.MultiViews;
import org.openide.cookies.LineCookie;
import org.openide.loaders.DataObject;
import org.openide.text.Line;
import org.openide.windows.TopComponent;
import org.rallyworkbench.editor.board.design.TileSelector;
import org.rallyworkbench.editor.board.file.BoardDataObject;
import org.rallyworkbench.editor.ui.LineCaret;
import org.rallyworkbench.engine.model.Position;

/** Going from an issue to where it is: a board's tile in its Design view, a line in the document's Source view. */
final class IssueNavigation {

    /** The Design view's id ({@code BoardDesignElement}'s registration). */
    private static final String BOARD_DESIGN = "rally.board.design";
    private static final String BOARD_SOURCE = "rally.board.source";

    private IssueNavigation() {
    }

    /** Opens the board, switches to its Design view and selects {@code tile} (Properties follows it). */
    static void toTile(DataObject document, Position tile) {
        if (!(document instanceof BoardDataObject board)) {
            return;
        }
        board.open();
        TopComponent editor = board.editorWindow();
        if (editor == null) {
            return;
        }
        show(editor, BOARD_DESIGN);
        // the window's lookup follows the view switched to once the switch is done
        SwingUtilities.invokeLater(() -> {
            TileSelector selector = editor.getLookup().lookup(TileSelector.class);
            if (selector != null) {
                selector.select(tile);
            }
        });
    }

    /**
     * Shows {@code line} (1-based; column 1-based, 0 for its start) in the document's text: a scenario's editor
     * support places the caret there; a board's Source view (not on an editor support) shows its text with the
     * caret there through its {@link LineCaret}.
     */
    static void toLine(DataObject document, int line, int column) {
        if (document instanceof BoardDataObject board && document.getLookup().lookup(LineCookie.class) == null) {
            board.open();
            TopComponent editor = board.editorWindow();
            if (editor != null) {
                show(editor, BOARD_SOURCE);
                // the window's lookup follows the view switched to once the switch is done
                SwingUtilities.invokeLater(() -> {
                    LineCaret caret = editor.getLookup().lookup(LineCaret.class);
                    if (caret != null) {
                        caret.placeCaret(line, column);
                    }
                });
            }
            return;
        }
        LineCookie lines = document.getLookup().lookup(LineCookie.class);
        if (lines == null) {
            return;
        }
        try {
            Line l = lines.getLineSet().getCurrent(line - 1);
            l.show(Line.ShowOpenType.OPEN, Line.ShowVisibilityType.FOCUS, Math.max(0, column - 1));
        } catch (IndexOutOfBoundsException e) {
            // the text got shorter since the check: the next check shows where the problem is now
        }
    }

    private static void show(TopComponent editor, String viewId) {
        editor.requestActive();
        MultiViewHandler handler = MultiViews.findMultiViewHandler(editor);
        if (handler == null) {
            return;
        }
        for (MultiViewPerspective p : handler.getPerspectives()) {
            if (viewId.equals(p.preferredID())) {
                handler.requestActive(p);
                return;
            }
        }
    }
}
