package org.rallyworkbench.editor.text.completion;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.GraphicsConfiguration;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.Rectangle2D;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JEditorPane;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JWindow;
import javax.swing.ListCellRenderer;
import javax.swing.ListSelectionModel;
import javax.swing.SwingUtilities;
import javax.swing.UIManager;
import javax.swing.text.BadLocationException;
import javax.swing.text.JTextComponent;

/**
 * The completion list under the caret, with the selected item's documentation beside it. It is a window that
 * never takes the focus: the keys stay with the text component, whose {@link XmlCompletion} listener moves and
 * chooses; a click on an item inserts it.
 */
final class CompletionPopup implements CompletionController.View {

    private static final int VISIBLE_ROWS = 12;
    private static final Dimension DOCUMENTATION_SIZE = new Dimension(420, 230);
    private static final Color DETAIL = new Color(110, 110, 110);

    private final JList<CompletionItem> list = new JList<>();
    private final JEditorPane documentation = new JEditorPane("text/html", "");
    private final JScrollPane listScroll = new JScrollPane(list);
    private final JScrollPane documentationScroll = new JScrollPane(documentation);
    private CompletionController controller;
    private JWindow window;
    private List<CompletionItem> shown = List.of();

    CompletionPopup() {
        list.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        list.setCellRenderer(new ItemRenderer());
        list.setFocusable(false);
        list.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                int index = list.locationToIndex(e.getPoint());
                if (controller != null && index >= 0 && list.getCellBounds(index, index).contains(e.getPoint())) {
                    controller.accept(index);
                }
            }
        });
        documentation.setEditable(false);
        documentation.setFocusable(false);
        documentation.putClientProperty(JEditorPane.HONOR_DISPLAY_PROPERTIES, Boolean.TRUE);
        documentation.setBackground(new Color(255, 255, 235));
        documentationScroll.setPreferredSize(DOCUMENTATION_SIZE);
        documentationScroll.setBorder(BorderFactory.createMatteBorder(0, 1, 0, 0, Color.GRAY));
        listScroll.setBorder(BorderFactory.createEmptyBorder());
    }

    @Override
    public void show(CompletionController c) {
        controller = c;
        JTextComponent text = c.component();
        if (!text.isShowing()) {
            return;
        }
        if (!c.items().equals(shown)) {
            shown = c.items();
            list.setListData(shown.toArray(CompletionItem[]::new));
            list.setFont(text.getFont());
            Font prose = UIManager.getFont("Label.font");     // documentation reads better in the UI's font
            documentation.setFont(prose != null ? prose : text.getFont());
        }
        list.setSelectedIndex(c.selectedIndex());
        list.ensureIndexIsVisible(c.selectedIndex());
        c.selectedItem().ifPresent(item -> {
            documentation.setText(item.documentation());
            documentation.setCaretPosition(0);
        });
        JWindow w = window(text);
        list.setVisibleRowCount(Math.min(VISIBLE_ROWS, shown.size()));
        listScroll.setPreferredSize(null);
        Dimension listSize = listScroll.getPreferredSize();
        listScroll.setPreferredSize(new Dimension(Math.max(200, Math.min(360, listSize.width + 20)),
                Math.max(listSize.height, DOCUMENTATION_SIZE.height)));
        w.pack();
        w.setLocation(location(text, w.getSize(), c.items().get(0).start()));
        w.setVisible(true);
    }

    @Override
    public void hide() {
        if (window != null) {
            window.setVisible(false);
        }
        shown = List.of();
    }

    private JWindow window(JTextComponent text) {
        Window owner = SwingUtilities.getWindowAncestor(text);
        if (window == null || window.getOwner() != owner) {
            if (window != null) {
                window.dispose();
            }
            window = new JWindow(owner);
            window.setType(Window.Type.POPUP);
            window.setFocusableWindowState(false);
            JPanel content = new JPanel(new BorderLayout());
            content.setBorder(BorderFactory.createLineBorder(Color.GRAY));
            content.add(listScroll, BorderLayout.CENTER);
            content.add(documentationScroll, BorderLayout.EAST);
            window.setContentPane(content);
        }
        return window;
    }

    /** Below the line of the word being completed, or above it when the screen ends; never off the screen. */
    private static Point location(JTextComponent text, Dimension size, int wordStart) {
        Rectangle line;
        try {
            Rectangle2D r = text.modelToView2D(wordStart);
            line = r == null ? new Rectangle(0, 0, 1, 16) : r.getBounds();
        } catch (BadLocationException e) {
            line = new Rectangle(0, 0, 1, 16);
        }
        Point at = new Point(line.x, line.y + line.height);
        SwingUtilities.convertPointToScreen(at, text);
        GraphicsConfiguration gc = text.getGraphicsConfiguration();
        Rectangle screen = gc == null ? new Rectangle(0, 0, Integer.MAX_VALUE, Integer.MAX_VALUE) : gc.getBounds();
        if (at.y + size.height > screen.y + screen.height) {
            at.y = at.y - line.height - size.height;
        }
        at.x = Math.max(screen.x, Math.min(at.x, screen.x + screen.width - size.width));
        at.y = Math.max(screen.y, at.y);
        return at;
    }

    /** A row: the name, and in grey on the right what kind of thing it is (required, its type, its namespace). */
    private static final class ItemRenderer extends JPanel implements ListCellRenderer<CompletionItem> {
        private final JLabel label = new JLabel();
        private final JLabel detail = new JLabel();

        ItemRenderer() {
            super(new BorderLayout(12, 0));
            setBorder(BorderFactory.createEmptyBorder(1, 4, 1, 4));
            add(label, BorderLayout.CENTER);
            add(detail, BorderLayout.EAST);
        }

        @Override
        public Component getListCellRendererComponent(JList<? extends CompletionItem> list, CompletionItem item,
                int index, boolean isSelected, boolean cellHasFocus) {
            label.setText(item.label());
            label.setFont(list.getFont());
            detail.setText(item.detail());
            detail.setFont(list.getFont().deriveFont(list.getFont().getSize2D() - 1f));
            setBackground(isSelected ? list.getSelectionBackground() : list.getBackground());
            label.setForeground(isSelected ? list.getSelectionForeground() : list.getForeground());
            detail.setForeground(isSelected ? list.getSelectionForeground() : DETAIL);
            return this;
        }
    }
}
