package org.rallyworkbench.editor.overview;

import java.util.Collection;
import javax.swing.JComponent;
import org.netbeans.spi.navigator.NavigatorPanel;
import org.openide.util.Lookup;
import org.openide.util.LookupEvent;
import org.openide.util.LookupListener;
import org.openide.util.NbBundle.Messages;
import org.openide.windows.TopComponent;
import org.rallyworkbench.editor.board.design.BoardViewport;
import org.rallyworkbench.editor.board.file.BoardDataObject;
import org.rallyworkbench.editor.board.file.BoardMimeResolver;

/**
 * The board's panel in the Navigator window (Window &gt; Navigator): the minimap of the board whose
 * editor is active, with a frame around the visible area; press or drag on it to move the view. The
 * frame follows the Design tab (the Source tab has none).
 */
@NavigatorPanel.Registration(mimeType = BoardMimeResolver.MIME, displayName = "#LBL_OverviewPanel", position = 100)
@Messages({
    "LBL_OverviewPanel=Overview",
    "HINT_OverviewPanel=The whole board; the frame is the part the editor shows. Press or drag to move there."
})
public final class OverviewNavigatorPanel implements NavigatorPanel, LookupListener {

    private final OverviewPanel panel = new OverviewPanel();
    private Lookup.Result<BoardDataObject> boards;
    private Lookup.Result<BoardViewport> viewports;
    private BoardDataObject board;
    private TopComponent editor;

    @Override
    public String getDisplayName() {
        return Bundle.LBL_OverviewPanel();
    }

    @Override
    public String getDisplayHint() {
        return Bundle.HINT_OverviewPanel();
    }

    @Override
    public JComponent getComponent() {
        panel.setToolTipText(Bundle.HINT_OverviewPanel());
        return panel;
    }

    @Override
    public void panelActivated(Lookup context) {
        boards = context.lookupResult(BoardDataObject.class);
        boards.addLookupListener(this);
        resultChanged(null);
    }

    @Override
    public void panelDeactivated() {
        if (boards != null) {
            boards.removeLookupListener(this);
            boards = null;
        }
        followViewportsOf(null);
        board = null;
        panel.show(null, null);
    }

    @Override
    public Lookup getLookup() {
        return null;
    }

    /** The context's board (or its editor's visible Design view) changed. */
    @Override
    public void resultChanged(LookupEvent ev) {
        Collection<? extends BoardDataObject> found = boards == null ? java.util.List.of() : boards.allInstances();
        if (!found.isEmpty()) {
            board = found.iterator().next();
        }
        if (board != null && board.editorWindow() != editor) {
            followViewportsOf(board.editorWindow());
        }
        BoardViewport viewport = viewports == null || viewports.allInstances().isEmpty()
                ? null : viewports.allInstances().iterator().next();
        if (board != null) {
            panel.show(board.model(), viewport);
        }
    }

    private void followViewportsOf(TopComponent newEditor) {
        editor = newEditor;
        if (viewports != null) {
            viewports.removeLookupListener(this);
        }
        viewports = editor == null ? null : editor.getLookup().lookupResult(BoardViewport.class);
        if (viewports != null) {
            viewports.addLookupListener(this);
        }
    }
}
