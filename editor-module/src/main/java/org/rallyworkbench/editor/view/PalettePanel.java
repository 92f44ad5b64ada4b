package org.rallyworkbench.editor.view;

import java.awt.GridLayout;
import java.util.EnumMap;
import java.util.Map;
import javax.swing.AbstractButton;
import javax.swing.BorderFactory;
import javax.swing.BoxLayout;
import javax.swing.ButtonGroup;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JToggleButton;
import org.rallyworkbench.editor.model.PaletteItem;

/** The palette beside the board: the tools and every element, each button naming its shortcut key. */
final class PalettePanel extends JPanel {

    private final Map<Tool, JToggleButton> tools = new EnumMap<>(Tool.class);
    private final Map<PaletteItem, JToggleButton> items = new EnumMap<>(PaletteItem.class);

    PalettePanel(DesignController controller) {
        setLayout(new BoxLayout(this, BoxLayout.Y_AXIS));
        setBorder(BorderFactory.createEmptyBorder(4, 4, 4, 4));
        add(new JLabel("Tools"));
        JPanel toolGrid = new JPanel(new GridLayout(0, 1));
        ButtonGroup toolGroup = new ButtonGroup();
        for (Tool t : Tool.values()) {
            JToggleButton b = button(t.label + "  ⇧" + t.key, t.label + " (Shift+" + t.key + ")");
            b.addActionListener(e -> controller.setTool(t));
            toolGroup.add(b);
            tools.put(t, b);
            toolGrid.add(b);
        }
        add(toolGrid);
        add(new JLabel("Elements"));
        JPanel itemGrid = new JPanel(new GridLayout(0, 2));
        ButtonGroup itemGroup = new ButtonGroup();
        for (PaletteItem i : PaletteItem.values()) {
            JToggleButton b = button(i.shortLabel() + "  " + i.key(), i.label() + " (" + i.key() + ")");
            b.addActionListener(e -> controller.setItem(i));
            itemGroup.add(b);
            items.put(i, b);
            itemGrid.add(b);
        }
        add(itemGrid);
        add(new JLabel("<html><small>R / Shift+R: rotate<br>Ctrl+C/X/V, Del: selection<br>Ctrl+M: mirror selection</small></html>"));
        controller.onStateChange(() -> show(controller));
        show(controller);
    }

    private void show(DesignController controller) {
        tools.get(controller.tool()).setSelected(true);
        items.get(controller.item()).setSelected(true);
    }

    private static JToggleButton button(String text, String tip) {
        JToggleButton b = new JToggleButton(text);
        b.setToolTipText(tip);
        b.setHorizontalAlignment(AbstractButton.LEADING);
        b.setFocusable(false);     // keys belong to the board
        b.setMargin(new java.awt.Insets(1, 4, 1, 4));
        return b;
    }
}
