package org.rallyworkbench.editor.text;

import java.awt.event.ActionEvent;
import javax.swing.JEditorPane;
import javax.swing.text.DefaultEditorKit;

/** For tests: typing as the keyboard does, each key through the editor kit's key-typed action at the caret. */
public final class Keys {

    private Keys() {
    }

    public static void type(JEditorPane pane, String chars) {
        DefaultEditorKit.DefaultKeyTypedAction key = new DefaultEditorKit.DefaultKeyTypedAction();
        for (char c : chars.toCharArray()) {
            key.actionPerformed(new ActionEvent(pane, ActionEvent.ACTION_PERFORMED, String.valueOf(c)));
        }
    }
}
