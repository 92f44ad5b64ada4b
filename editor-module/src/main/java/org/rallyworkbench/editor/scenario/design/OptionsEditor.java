package org.rallyworkbench.editor.scenario.design;

import java.awt.Component;
import java.awt.GridLayout;
import java.beans.PropertyEditorSupport;
import java.util.EnumSet;
import java.util.Set;
import javax.swing.BorderFactory;
import javax.swing.JCheckBox;
import javax.swing.JPanel;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.OptionText;

/**
 * The Properties window's editor of the options a robot holds: typed in the sheet as FORMATS.md writes them
 * ({@code ablative-coat:1 crab-legs}), or ticked in its custom editor (the "…" button), one box an option card.
 */
@Messages("TIP_OptionBox=Option card {0}, written {1}")
final class OptionsEditor extends PropertyEditorSupport {

    @Override
    public String getAsText() {
        Object v = getValue();
        return v == null ? "" : v.toString();
    }

    @Override
    public void setAsText(String text) {
        setValue(OptionEdits.canonical(text));      // refused with the reader's message when it does not parse
    }

    @Override
    public boolean supportsCustomEditor() {
        return true;
    }

    @Override
    public Component getCustomEditor() {
        Set<OptionCard> held = EnumSet.noneOf(OptionCard.class);
        try {
            OptionText.parseHoldings(getAsText()).cards().forEach(held::add);
        } catch (IllegalArgumentException e) {
            // nothing ticked: the sheet shows the value that does not parse
        }
        JPanel boxes = new JPanel(new GridLayout(0, 2, 12, 2));
        boxes.setName("options.boxes");
        boxes.setBorder(BorderFactory.createEmptyBorder(8, 8, 8, 8));
        for (OptionCard o : OptionCard.all()) {
            JCheckBox box = new JCheckBox(o.displayName(), held.contains(o));
            box.setName("option." + o.id());
            box.setToolTipText(Bundle.TIP_OptionBox(o.displayName(), o.id()));
            box.addActionListener(e -> {
                if (box.isSelected()) {
                    held.add(o);
                } else {
                    held.remove(o);
                }
                setValue(OptionEdits.holding(getAsText(), held));
            });
            boxes.add(box);
        }
        return boxes;
    }
}
