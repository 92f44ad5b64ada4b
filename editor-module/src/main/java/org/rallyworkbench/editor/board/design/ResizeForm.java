package org.rallyworkbench.editor.board.design;

import java.awt.Component;
import java.awt.GridLayout;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.board.model.BoardOperations;
import org.rallyworkbench.editor.board.model.BoardOperations.Anchor;
import org.rallyworkbench.editor.ui.SpinnerEnter;
import org.rallyworkbench.engine.model.Board;

/** The Resize dialog's form: the new width and height, and which part of the board stays in place. */
@Messages({
    "LBL_ResizeWidth=Width",
    "LBL_ResizeHeight=Height",
    "LBL_ResizeAnchor=Keep in place",
    "LBL_AnchorNorthWest=↖ North-west corner",
    "LBL_AnchorNorth=↑ North edge",
    "LBL_AnchorNorthEast=↗ North-east corner",
    "LBL_AnchorWest=← West edge",
    "LBL_AnchorCentre=· Centre",
    "LBL_AnchorEast=→ East edge",
    "LBL_AnchorSouthWest=↙ South-west corner",
    "LBL_AnchorSouth=↓ South edge",
    "LBL_AnchorSouthEast=↘ South-east corner"
})
final class ResizeForm {

    private final JSpinner width;
    private final JSpinner height;
    private final JComboBox<Anchor> anchor = new JComboBox<>(Anchor.values());
    private final JPanel panel = new JPanel(new GridLayout(0, 2, 6, 6));

    ResizeForm(Board board) {
        width = SpinnerEnter.pressesDefaultButton(new JSpinner(new SpinnerNumberModel(board.width(), 1, Board.MAX_SIZE, 1)));
        height = SpinnerEnter.pressesDefaultButton(new JSpinner(new SpinnerNumberModel(board.height(), 1, Board.MAX_SIZE, 1)));
        anchor.setRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                    boolean focused) {
                return super.getListCellRendererComponent(list, label((Anchor) value), index, selected, focused);
            }
        });
        panel.add(new JLabel(Bundle.LBL_ResizeWidth())); panel.add(width);
        panel.add(new JLabel(Bundle.LBL_ResizeHeight())); panel.add(height);
        panel.add(new JLabel(Bundle.LBL_ResizeAnchor())); panel.add(anchor);
    }

    JPanel panel() {
        return panel;
    }

    /** The board resized as the form says. */
    Board resized(Board board) {
        return BoardOperations.resize(board, (Integer) width.getValue(), (Integer) height.getValue(),
                (Anchor) anchor.getSelectedItem());
    }

    /** What the anchor list shows: an arrow to the part that stays, and its name in words. */
    static String label(Anchor a) {
        if (a == null) {
            return "";
        }
        return switch (a) {
            case NORTH_WEST -> Bundle.LBL_AnchorNorthWest();
            case NORTH -> Bundle.LBL_AnchorNorth();
            case NORTH_EAST -> Bundle.LBL_AnchorNorthEast();
            case WEST -> Bundle.LBL_AnchorWest();
            case CENTRE -> Bundle.LBL_AnchorCentre();
            case EAST -> Bundle.LBL_AnchorEast();
            case SOUTH_WEST -> Bundle.LBL_AnchorSouthWest();
            case SOUTH -> Bundle.LBL_AnchorSouth();
            case SOUTH_EAST -> Bundle.LBL_AnchorSouthEast();
        };
    }

    /** For tests. */
    JSpinner widthField() {
        return width;
    }

    /** For tests. */
    JComboBox<Anchor> anchorField() {
        return anchor;
    }
}
