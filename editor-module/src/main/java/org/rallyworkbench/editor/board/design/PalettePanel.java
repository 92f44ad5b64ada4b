package org.rallyworkbench.editor.board.design;

import java.awt.Dimension;
import java.awt.GridLayout;
import java.util.EnumMap;
import java.util.Map;
import javax.swing.AbstractButton;
import javax.swing.BorderFactory;
import javax.swing.BoxLayout;
import javax.swing.ButtonGroup;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JToggleButton;
import javax.swing.ScrollPaneConstants;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.board.model.PaletteItem;

/**
 * The palette beside the board: the tools and every element, each button naming its shortcut key. The element
 * highlighted is the one the next click paints (none with Select).
 */
@Messages({
    "LBL_PaletteTools=Tools",
    "LBL_PaletteElements=Elements",
    "# {0} - tool", "# {1} - key", "LBL_ToolButton={0}  ⇧{1}",
    "# {0} - tool", "# {1} - key", "TIP_Tool={0} (Shift+{1})",
    "# {0} - element", "# {1} - key", "LBL_ItemButton={0}  {1}",
    "# {0} - element", "# {1} - key", "TIP_Item={0} ({1})",
    "LBL_PaletteHints=<html><small>R / Shift+R: rotate<br>Ctrl+C/X/V, Del: selection<br>Ctrl+M: mirror selection<br>"
        + "Right-click: rotate, delete, properties</small></html>"
})
final class PalettePanel extends JPanel {

    private final Map<Tool, JToggleButton> tools = new EnumMap<>(Tool.class);
    private final Map<PaletteItem, JToggleButton> items = new EnumMap<>(PaletteItem.class);
    private final ButtonGroup itemGroup;

    PalettePanel(DesignController controller) {
        setLayout(new BoxLayout(this, BoxLayout.Y_AXIS));
        setBorder(BorderFactory.createEmptyBorder(4, 4, 4, 4));
        add(heading(Bundle.LBL_PaletteTools()));
        JPanel toolGrid = new JPanel(new GridLayout(0, 1));
        ButtonGroup toolGroup = new ButtonGroup();
        for (Tool t : Tool.values()) {
            JToggleButton b = button(Bundle.LBL_ToolButton(t.label(), t.key), Bundle.TIP_Tool(t.label(), t.key));
            b.addActionListener(e -> controller.setTool(t));
            toolGroup.add(b);
            tools.put(t, b);
            toolGrid.add(b);
        }
        add(left(toolGrid));
        add(heading(Bundle.LBL_PaletteElements()));
        JPanel itemGrid = new JPanel(new GridLayout(0, 2));
        itemGroup = new ButtonGroup();
        for (PaletteItem i : PaletteItem.values()) {
            JToggleButton b = button(Bundle.LBL_ItemButton(i.shortLabel(), i.key()), Bundle.TIP_Item(i.label(), i.key()));
            b.setIcon(PaletteIcons.icon(i));
            b.setIconTextGap(4);
            b.addActionListener(e -> controller.setItem(i));
            itemGroup.add(b);
            items.put(i, b);
            itemGrid.add(b);
        }
        add(left(itemGrid));
        JLabel hints = new JLabel(Bundle.LBL_PaletteHints());
        hints.setBorder(BorderFactory.createEmptyBorder(6, 2, 0, 0));
        add(left(hints));
        controller.onStateChange(() -> show(controller));
        show(controller);
    }

    /**
     * The palette in a scroll pane that scrolls only up and down, and is wide enough for its scroll bar, so
     * a short window never clips the buttons' labels or adds a sideways scroll bar.
     */
    static JScrollPane scrolling(DesignController controller) {
        JScrollPane pane = new JScrollPane(new PalettePanel(controller),
                ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED, ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER) {
            @Override
            public Dimension getPreferredSize() {
                Dimension d = super.getPreferredSize();
                java.awt.Insets in = getInsets();
                d.width = getViewport().getView().getPreferredSize().width
                        + getVerticalScrollBar().getPreferredSize().width + in.left + in.right;
                return d;
            }
        };
        pane.getVerticalScrollBar().setUnitIncrement(16);
        return pane;
    }

    private void show(DesignController controller) {
        tools.get(controller.tool()).setSelected(true);
        controller.highlighted().ifPresentOrElse(i -> items.get(i).setSelected(true), itemGroup::clearSelection);
    }

    /** A section title, lined up with the buttons (BoxLayout centres a mix of alignments oddly). */
    private static JLabel heading(String text) {
        JLabel l = new JLabel(text);
        l.setFont(l.getFont().deriveFont(java.awt.Font.BOLD));
        l.setBorder(BorderFactory.createEmptyBorder(6, 2, 3, 0));
        return left(l);
    }

    private static <C extends javax.swing.JComponent> C left(C c) {
        c.setAlignmentX(LEFT_ALIGNMENT);
        return c;
    }

    private static JToggleButton button(String text, String tip) {
        JToggleButton b = new JToggleButton(text);
        b.setToolTipText(tip);
        b.setHorizontalAlignment(AbstractButton.LEADING);
        b.setFocusable(false);     // keys belong to the board
        b.setMargin(new java.awt.Insets(1, 4, 1, 4));
        return b;
    }

    /** For tests: the element button that is highlighted, if any. */
    java.util.Optional<PaletteItem> highlightedButton() {
        return items.entrySet().stream().filter(e -> e.getValue().isSelected()).map(Map.Entry::getKey).findFirst();
    }

    /** For tests: presses the element's button as a click would. */
    void press(PaletteItem item) {
        items.get(item).doClick();
    }
}
