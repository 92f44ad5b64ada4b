package org.rallyworkbench.editor.analysis;

import java.awt.event.ActionEvent;
import javax.swing.AbstractAction;
import javax.swing.Action;
import org.openide.util.NbBundle.Messages;
import org.openide.util.lookup.ServiceProvider;
import org.rallyworkbench.editor.board.design.BoardOverlayHost;

/** The Analyze Board… button of every board Design view's toolbar. */
@Messages("HINT_AnalyzeBoard=Simulate many games and show where robots die, over the board (also Run > Analyze Board…)")
@ServiceProvider(service = BoardOverlayHost.ToolbarContribution.class, position = 100)
public final class AnalyzeBoardToolbar implements BoardOverlayHost.ToolbarContribution {

    @Override
    public Action createAction(BoardOverlayHost host) {
        AbstractAction action = new AbstractAction(Bundle.CTL_AnalyzeBoard()) {
            @Override
            public void actionPerformed(ActionEvent e) {
                new AnalyzeBoardAction(host).actionPerformed(e);
            }
        };
        action.putValue(Action.SHORT_DESCRIPTION, Bundle.HINT_AnalyzeBoard());
        return action;
    }
}
