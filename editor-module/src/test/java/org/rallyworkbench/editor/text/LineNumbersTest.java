package org.rallyworkbench.editor.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import javax.swing.JEditorPane;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;

/** The line numbers beside a Source text: one a line, wide enough for the last, drawn where the lines are. */
class LineNumbersTest {

    @Test
    void theRulerCountsTheLinesAndWidensForMoreDigits() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            JEditorPane text = new JEditorPane();
            text.setEditorKit(new XmlColouringKit("text/xml", pane -> { }));
            text.setText("<a>\n  <b/>\n</a>\n");
            JScrollPane scroll = new JScrollPane(text);
            LineNumbers numbers = LineNumbers.install(scroll, text);
            assertSame(numbers, scroll.getRowHeader().getView());
            assertEquals(4, numbers.lineCount());
            int narrow = numbers.getPreferredSize().width;
            text.setText("x\n".repeat(12_345));
            assertEquals(12_346, numbers.lineCount());
            assertTrue(numbers.getPreferredSize().width > narrow, "five digits need more room than three");
        });
    }

    @Test
    void numbersAreDrawnBesideTheText() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            JEditorPane text = new JEditorPane();
            text.setText("one\ntwo\nthree\n");
            JScrollPane scroll = new JScrollPane(text);
            LineNumbers numbers = LineNumbers.install(scroll, text);
            scroll.setSize(300, 200);
            scroll.doLayout();
            scroll.getViewport().doLayout();
            text.setSize(text.getPreferredSize());
            numbers.setSize(numbers.getPreferredSize().width, 200);
            BufferedImage image = new BufferedImage(numbers.getWidth(), 200, BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = image.createGraphics();
            g.setClip(0, 0, image.getWidth(), image.getHeight());
            numbers.paint(g);
            g.dispose();
            int background = image.getRGB(0, 0);
            long inked = 0;
            for (int y = 0; y < image.getHeight(); y++) {
                for (int x = 0; x < image.getWidth(); x++) {
                    inked += image.getRGB(x, y) != background ? 1 : 0;
                }
            }
            assertTrue(inked > 0, "the numbers are drawn");
        });
    }
}
