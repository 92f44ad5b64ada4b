package org.rallyworkbench.editor.overview;

import java.awt.BorderLayout;
import java.awt.image.BufferedImage;
import java.util.function.Consumer;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import javax.swing.event.ChangeListener;
import org.openide.util.RequestProcessor;
import org.rallyworkbench.editor.board.design.BoardViewport;
import org.rallyworkbench.editor.board.model.BoardModel;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.render.BoardRenderer;

/**
 * The overview of one board: its minimap, redrawn off the event thread as the board changes (latest board
 * wins), and the frame of its editor's visible area, which pressing or dragging on the minimap moves.
 */
final class OverviewPanel extends JPanel {

    private static final RequestProcessor DRAWING = new RequestProcessor("Board overview", 1, true);
    /** Largest tile size drawn; big boards are drawn at the renderer's smallest and scaled down. */
    private static final int MAX_TILE = 64;

    private final MinimapView minimap = new MinimapView();
    private final BoardModel.Listener modelListener = m -> schedule();
    private final ChangeListener viewportListener = e -> showFrame();
    private final RequestProcessor.Task task = DRAWING.create(this::draw);
    private BoardModel model;
    private BoardViewport viewport;

    OverviewPanel() {
        super(new BorderLayout());
        add(minimap, BorderLayout.CENTER);
        minimap.onMove(p -> {
            if (viewport != null) {
                viewport.centreOn(p.getX(), p.getY());
            }
        });
        addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                schedule();
            }
        });
    }

    /** Shows this board (null: none), moving the view through {@code newViewport} (null: just the picture). */
    void show(BoardModel newModel, BoardViewport newViewport) {
        if (newModel != model) {
            model = relisten(model, newModel, m -> m.removeListener(modelListener), m -> m.addListener(modelListener));
            schedule();
        }
        if (newViewport != viewport) {
            viewport = relisten(viewport, newViewport, v -> v.removeChangeListener(viewportListener),
                    v -> v.addChangeListener(viewportListener));
        }
        showFrame();
    }

    /** Moves our listener from {@code old} to {@code replacement} (either may be null); returns the replacement. */
    private static <T> T relisten(T old, T replacement, Consumer<T> remove, Consumer<T> add) {
        if (old != null) {
            remove.accept(old);
        }
        if (replacement != null) {
            add.accept(replacement);
        }
        return replacement;
    }

    MinimapView minimap() {
        return minimap;
    }

    private void showFrame() {
        minimap.showFrame(viewport == null ? null : viewport.visibleTiles());
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
        SwingUtilities.invokeLater(() -> {
            minimap.show(picture, b.width(), b.height());
            showFrame();
        });
    }
}
