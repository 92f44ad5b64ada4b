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
import org.rallyworkbench.editor.board.model.BoardOperations;
import org.rallyworkbench.editor.board.model.BoardOperations.Anchor;
import org.rallyworkbench.editor.ui.SpinnerEnter;
import org.rallyworkbench.engine.model.Board;

/** The Resize dialog's form: the new width and height, and which part of the board stays in place. */
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
        panel.add(new JLabel("Width")); panel.add(width);
        panel.add(new JLabel("Height")); panel.add(height);
        panel.add(new JLabel("Keep in place")); panel.add(anchor);
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
            case NORTH_WEST -> "↖ North-west corner";
            case NORTH -> "↑ North edge";
            case NORTH_EAST -> "↗ North-east corner";
            case WEST -> "← West edge";
            case CENTRE -> "· Centre";
            case EAST -> "→ East edge";
            case SOUTH_WEST -> "↙ South-west corner";
            case SOUTH -> "↓ South edge";
            case SOUTH_EAST -> "↘ South-east corner";
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
