package org.rallyworkbench.editor.analysis;

import java.awt.event.ActionEvent;
import java.awt.event.ActionListener;
import java.util.function.Function;
import javax.swing.AbstractAction;
import javax.swing.Action;
import org.rallyworkbench.editor.board.design.BoardOverlayHost;

/** A button of every board Design view's toolbar that runs one of this package's actions on that view. */
abstract class HostButton implements BoardOverlayHost.ToolbarContribution {

    private final String name;
    private final String hint;
    private final Function<BoardOverlayHost, ActionListener> action;

    HostButton(String name, String hint, Function<BoardOverlayHost, ActionListener> action) {
        this.name = name;
        this.hint = hint;
        this.action = action;
    }

    @Override
    public final Action createAction(BoardOverlayHost host) {
        AbstractAction button = new AbstractAction(name) {
            @Override
            public void actionPerformed(ActionEvent e) {
                action.apply(host).actionPerformed(e);
            }
        };
        button.putValue(Action.SHORT_DESCRIPTION, hint);
        return button;
    }
}
