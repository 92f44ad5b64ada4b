package org.rallyworkbench.editor.view;

import java.util.Optional;
import javax.swing.JComponent;
import org.rallyworkbench.editor.model.BoardModel;

/**
 * Found in a board's Design view lookup: lets other features draw over the board and show a side panel
 * beside it. Actions registered in {@link #TOOLBAR_FOLDER} get a button on the Design view's toolbar, made
 * context-aware with the view's lookup. Event thread only.
 */
public interface BoardOverlayHost {

    /** Layer folder of actions shown on every board Design view's toolbar. */
    String TOOLBAR_FOLDER = "Editors/text/x-rally-board+xml/DesignToolbar";

    /** The board the view edits. */
    BoardModel model();

    Optional<BoardOverlay> overlay();

    /** Draws {@code overlay} over the board from now on, replacing any other; null removes it. */
    void setOverlay(BoardOverlay overlay);

    /** Shows {@code panel} on the right of the board; null removes it. */
    void setSidePanel(JComponent panel);

    /** Paints the overlay again (after it changed). */
    void repaint();
}
