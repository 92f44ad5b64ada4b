package org.rallyworkbench.editor.analysis;

import org.openide.util.lookup.ServiceProvider;
import org.rallyworkbench.editor.board.design.BoardOverlayHost;

/** The Play a Bot Game… button of every board Design view's toolbar, beside Analyze Board…. */
@ServiceProvider(service = BoardOverlayHost.ToolbarContribution.class, position = 110)
public final class PlayBotGameToolbar extends HostButton {

    public PlayBotGameToolbar() {
        super(Bundle.CTL_PlayBotGame(), Bundle.HINT_PlayBotGame(), PlayBotGameAction::new);
    }
}
