package org.rallyworkbench.editor.board.design;

import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.Optional;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.engine.model.Position;

/**
 * The Design view's right-click menu on a tile: rotate it (or the selection it lies in) either way, delete it,
 * and open its Properties. The keys beside the names are the ones that do the same.
 */
@Messages({
    "CTL_RotateClockwise=Rotate Clockwise",
    "CTL_RotateCounterClockwise=Rotate Counter-clockwise",
    "CTL_DeleteTile=Delete",
    "CTL_TileProperties=Properties",
    "# {0} - x", "# {1} - y", "LBL_TileMenuTitle=Tile x {0}, y {1}"
})
final class BoardContextMenu extends MouseAdapter {

    private final BoardCanvas canvas;
    private final DesignController controller;
    private final Runnable openProperties;
    private java.awt.Point pressedAt;

    BoardContextMenu(BoardCanvas canvas, DesignController controller, Runnable openProperties) {
        this.canvas = canvas;
        this.controller = controller;
        this.openProperties = openProperties;
    }

    @Override
    public void mousePressed(MouseEvent e) {
        pressedAt = SwingUtilities.isRightMouseButton(e) ? e.getPoint() : null;
    }

    /** On release, not press: a right-button drag pans the board ({@link PanSupport}) and opens no menu. */
    @Override
    public void mouseReleased(MouseEvent e) {
        if (pressedAt == null || !SwingUtilities.isRightMouseButton(e) || pressedAt.distance(e.getPoint()) > 4) {
            return;
        }
        pressedAt = null;
        Optional<Position> tile = canvas.tileAt(e.getPoint());
        tile.ifPresent(t -> menu(t).show(canvas, e.getX(), e.getY()));
    }

    /** The menu for {@code tile}; choosing an item acts on it at once. */
    JPopupMenu menu(Position tile) {
        JPopupMenu menu = new JPopupMenu(Bundle.LBL_TileMenuTitle(tile.x(), tile.y()));
        menu.add(item(Bundle.CTL_RotateClockwise(), "R", () -> controller.rotateAt(tile, true)));
        menu.add(item(Bundle.CTL_RotateCounterClockwise(), "shift R", () -> controller.rotateAt(tile, false)));
        menu.addSeparator();
        menu.add(item(Bundle.CTL_DeleteTile(), "DELETE", () -> controller.deleteAt(tile)));
        menu.addSeparator();
        menu.add(item(Bundle.CTL_TileProperties(), null, () -> {
            controller.focusTile(tile);
            openProperties.run();
        }));
        return menu;
    }

    private static JMenuItem item(String name, String key, Runnable action) {
        JMenuItem item = new JMenuItem(name);
        if (key != null) {
            item.setAccelerator(KeyStroke.getKeyStroke(key));     // shows the key that does the same on the board
        }
        item.setName(name);
        item.addActionListener(e -> action.run());
        return item;
    }
}
