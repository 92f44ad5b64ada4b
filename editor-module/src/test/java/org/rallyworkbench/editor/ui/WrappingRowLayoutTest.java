package org.rallyworkbench.editor.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Dimension;
import javax.swing.JPanel;
import org.junit.jupiter.api.Test;

class WrappingRowLayoutTest {

    private static JPanel row(int buttons) {
        JPanel p = WrappingRowLayout.install(new JPanel());
        for (int i = 0; i < buttons; i++) {
            JPanel b = new JPanel();
            b.setPreferredSize(new Dimension(100, 20));
            p.add(b);
        }
        return p;
    }

    @Test
    void oneRowWhenWideEnoughMoreRowsWhenNarrow() {
        JPanel p = row(6);
        Dimension unbounded = p.getPreferredSize();
        assertTrue(unbounded.width >= 600, "" + unbounded);
        int oneRow = unbounded.height;
        p.setSize(1000, oneRow);
        assertEquals(oneRow, p.getPreferredSize().height);
        p.setSize(350, oneRow);       // three a row
        int twoRows = p.getPreferredSize().height;
        assertTrue(twoRows >= 2 * 20 && twoRows < 3 * 20 + 10, "" + twoRows);
        p.doLayout();
        assertEquals(p.getComponent(3).getX(), p.getComponent(0).getX(), "the fourth starts the second row");
        assertTrue(p.getComponent(3).getY() > p.getComponent(0).getY());
        assertEquals(0, p.getMinimumSize().width, "never forces its container wider");
    }
}
