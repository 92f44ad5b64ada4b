package org.rallyworkbench.editor.analysis;

import org.openide.util.NbBundle.Messages;
import org.openide.util.lookup.ServiceProvider;
import org.rallyworkbench.editor.board.design.BoardOverlayHost;

/** The Analyze Board… button of every board Design view's toolbar. */
@ServiceProvider(service = BoardOverlayHost.ToolbarContribution.class, position = 100)
@Messages("HINT_AnalyzeBoard=Simulate many games and show where robots die, over the board (also Run > Analyze Board…)")
public final class AnalyzeBoardToolbar extends HostButton {

    public AnalyzeBoardToolbar() {
        super(Bundle.CTL_AnalyzeBoard(), Bundle.HINT_AnalyzeBoard(), AnalyzeBoardAction::new);
    }
}
