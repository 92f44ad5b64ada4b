package org.rallyworkbench.editor.overview;

import java.awt.BorderLayout;
import java.awt.image.BufferedImage;
import java.util.Collection;
import javax.swing.SwingUtilities;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.util.Lookup;
import org.openide.util.LookupEvent;
import org.openide.util.LookupListener;
import org.openide.util.NbBundle.Messages;
import org.openide.util.RequestProcessor;
import org.openide.util.Utilities;
import org.openide.windows.TopComponent;
import org.rallyworkbench.editor.model.BoardModel;
import org.rallyworkbench.editor.view.TileSelector;
import org.rallyworkbench.engine.export.BoardRenderer;
import org.rallyworkbench.engine.model.Board;

/**
 * The Navigator-style overview (in the explorer mode: the trimmed platform has no navigator mode): a minimap of the board in the active editor, kept up to date (drawn off
 * the event thread, latest board wins). Clicking it selects and shows that tile in the editor.
 */
@TopComponent.Description(preferredID = "RallyOverviewTopComponent", persistenceType = TopComponent.PERSISTENCE_ALWAYS)
@TopComponent.Registration(mode = "explorer", openAtStartup = true)
@ActionID(category = "Window", id = "org.rallyworkbench.editor.overview.OverviewTopComponent")
@ActionReference(path = "Menu/Window", position = 310)
@TopComponent.OpenActionRegistration(displayName = "#CTL_OverviewAction", preferredID = "RallyOverviewTopComponent")
@Messages({"CTL_OverviewAction=Board Overview", "CTL_OverviewTopComponent=Overview"})
public final class OverviewTopComponent extends TopComponent implements LookupListener {

    private static final RequestProcessor DRAWING = new RequestProcessor("Board overview", 1, true);
    /** Largest tile size drawn; at least the renderer's smallest, below which the picture is scaled down. */
    private static final int MAX_TILE = 64;

    private final MinimapView minimap = new MinimapView();
    private final BoardModel.Listener modelListener = m -> schedule();
    private final RequestProcessor.Task task = DRAWING.create(this::draw);
    private Lookup.Result<BoardModel> models;
    private BoardModel model;
    private TileSelector selector;

    @Override
    protected void componentShowing() {
        schedule();
    }

    public OverviewTopComponent() {
        setName(Bundle.CTL_OverviewTopComponent());
        setLayout(new BorderLayout());
        add(minimap, BorderLayout.CENTER);
        minimap.onClick(p -> {
            if (selector != null) {
                selector.select(p);
            }
        });
    }

    @Override
    protected void componentOpened() {
        models = Utilities.actionsGlobalContext().lookupResult(BoardModel.class);
        models.addLookupListener(this);
        resultChanged(null);
    }

    @Override
    protected void componentClosed() {
        models.removeLookupListener(this);
        if (model != null) {
            model.removeListener(modelListener);
        }
        model = null;
    }

    @Override
    public void resultChanged(LookupEvent ev) {
        Collection<? extends BoardModel> found = models.allInstances();
        if (found.isEmpty()) {
            return;     // another kind of window is active: keep showing the last board
        }
        TileSelector s = Utilities.actionsGlobalContext().lookup(TileSelector.class);
        if (s != null) {
            selector = s;
        }
        BoardModel m = found.iterator().next();
        if (m != model) {
            if (model != null) {
                model.removeListener(modelListener);
            }
            model = m;
            model.addListener(modelListener);
            schedule();
        }
    }

    private void schedule() {
        task.schedule(100);
    }

    private void draw() {
        BoardModel m = model;
        if (m == null) {
            return;
        }
        Board b = m.board();
        // drawn at the size that fits the window, so small boards stay sharp; big ones are scaled down
        int fit = Math.min(minimap.getWidth() / b.width(), minimap.getHeight() / b.height());
        int tile = Math.max(BoardRenderer.MIN_TILE, Math.min(MAX_TILE, fit));
        BufferedImage picture = BoardRenderer.render(b, tile);
        SwingUtilities.invokeLater(() -> minimap.show(picture, b.width(), b.height()));
    }
}
