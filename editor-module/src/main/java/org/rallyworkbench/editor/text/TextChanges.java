package org.rallyworkbench.editor.text;

import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;

/** A document listener for "the text changed": insertions and removals, not attribute (colouring) changes. */
public final class TextChanges {

    private TextChanges() {
    }

    public static DocumentListener listener(Runnable onChange) {
        return new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                onChange.run();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                onChange.run();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                // attribute changes only: the text is the same
            }
        };
    }
}
