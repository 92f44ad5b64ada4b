package org.rallyworkbench.editor.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import javax.swing.JTable;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;

/** Issue 18: the Properties sheet gives its values the larger part, so a robot's "Holds" list reads whole. */
class PropertiesColumnsTest {

    @Test
    void namesTakeAThirdAndValuesTheRest() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            JTable sheet = new JTable(new Object[][] {{"Holds", "crab-legs pressor-beam ablative-coat:1"}},
                    new Object[] {"Name", "Value"});
            sheet.setSize(460, 100);
            sheet.doLayout();
            assertEquals(230, sheet.getColumnModel().getColumn(0).getWidth(), "a half split first");
            PropertiesColumns.apply(sheet);
            sheet.doLayout();
            assertEquals(166, sheet.getColumnModel().getColumn(0).getWidth(), 2);
            assertEquals(460 - sheet.getColumnModel().getColumn(0).getWidth(),
                    sheet.getColumnModel().getColumn(1).getWidth());
        });
    }
}
