package org.rallyworkbench.editor.board.design;

import java.util.Optional;
import javax.swing.Action;
import javax.swing.JComponent;
import org.rallyworkbench.editor.board.model.BoardModel;

/**
 * Found in a board's Design view lookup: lets other features draw over the board and show a side panel
 * beside it. Each {@link ToolbarContribution} in the default lookup adds a button to every Design view's
 * toolbar. Event thread only.
 */
public interface BoardOverlayHost {

    /**
     * Registered with {@code @ServiceProvider}: an action on the toolbar of every board Design view, working on
     * that view. (A service, not a layer folder: the Design view must not start the layer machinery.)
     */
    interface ToolbarContribution {
        Action createAction(BoardOverlayHost host);
    }

    /** The board the view edits. */
    BoardModel model();

    Optional<BoardOverlay> overlay();

    /** Draws {@code overlay} over the board from now on, replacing any other; null removes it. */
    void setOverlay(BoardOverlay overlay);

    /** Shows {@code panel} on the right of the board; null removes it. */
    void setSidePanel(JComponent panel);

    /** Gives the keyboard focus back to the board (after a dialog of the feature closed), so typed keys reach it. */
    void focusBoard();

    /** Paints the overlay again (after it changed). */
    void repaint();
}
