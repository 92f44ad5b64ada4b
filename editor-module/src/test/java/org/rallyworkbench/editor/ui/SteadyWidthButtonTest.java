package org.rallyworkbench.editor.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javax.swing.JButton;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;

/** The Replay's Play button turns into Pause without moving the buttons to its right. */
class SteadyWidthButtonTest {

    @Test
    void playAndPauseAreEquallyWideAndBothLabelsFit() throws Exception {
        SwingUtilities.invokeAndWait(() -> {
            assertNotEquals(new JButton("Play").getPreferredSize().width, new JButton("Pause").getPreferredSize().width,
                    "the labels differ in width, so a plain button would change size");
            SteadyWidthButton button = new SteadyWidthButton("Play", "Pause");
            int asPlay = button.getPreferredSize().width;
            button.setText("Pause");
            int asPause = button.getPreferredSize().width;
            assertEquals(asPlay, asPause);
            assertTrue(asPause >= new JButton("Pause").getPreferredSize().width, "the wider label fits");
            assertEquals(asPause, button.getMinimumSize().width);
            assertEquals(asPause, button.getMaximumSize().width);
        });
    }
}
