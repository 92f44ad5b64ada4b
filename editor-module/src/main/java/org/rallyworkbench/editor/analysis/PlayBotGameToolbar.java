package org.rallyworkbench.editor.analysis;

import java.awt.event.ActionEvent;
import javax.swing.AbstractAction;
import javax.swing.Action;
import org.openide.util.lookup.ServiceProvider;
import org.rallyworkbench.editor.board.design.BoardOverlayHost;

/** The Play a Bot Game… button of every board Design view's toolbar, beside Analyze Board…. */
@ServiceProvider(service = BoardOverlayHost.ToolbarContribution.class, position = 110)
public final class PlayBotGameToolbar implements BoardOverlayHost.ToolbarContribution {

    @Override
    public Action createAction(BoardOverlayHost host) {
        AbstractAction action = new AbstractAction(Bundle.CTL_PlayBotGame()) {
            @Override
            public void actionPerformed(ActionEvent e) {
                new PlayBotGameAction(host).actionPerformed(e);
            }
        };
        action.putValue(Action.SHORT_DESCRIPTION, Bundle.HINT_PlayBotGame());
        return action;
    }
}
