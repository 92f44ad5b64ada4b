package org.rallyworkbench.editor.board.design;

import java.awt.BorderLayout;
import java.awt.CardLayout;
import java.awt.event.ActionEvent;
import java.awt.event.KeyAdapter;
import java.awt.event.KeyEvent;
import java.util.List;
import javax.swing.AbstractAction;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.KeyStroke;
import org.netbeans.core.spi.multiview.MultiViewElement;
import org.openide.awt.UndoRedo;
import org.openide.filesystems.FileUtil;
import org.openide.util.Lookup;
import org.openide.util.NbBundle.Messages;
import org.openide.util.lookup.AbstractLookup;
import org.openide.util.lookup.InstanceContent;
import org.openide.util.lookup.Lookups;
import org.openide.util.lookup.ProxyLookup;
import org.openide.windows.TopComponent;
import org.rallyworkbench.editor.board.file.BoardDataObject;
import org.rallyworkbench.editor.board.file.BoardMimeResolver;
import org.rallyworkbench.editor.board.file.BoardViewElement;
import org.rallyworkbench.editor.board.props.TileNode;
import org.rallyworkbench.editor.exchange.ExportBoardAction;
import org.rallyworkbench.engine.model.BoardTransform;
import org.rallyworkbench.engine.model.Position;

/**
 * The Design tab: the board drawn and edited with the palette's tools. It shows the problems instead
 * while the Source tab holds text that does not read as a board.
 */
@Messages({
    "LBL_Board_DESIGN=Design",
    "# {0} - board name", "# {1} - width", "# {2} - height",
    "LBL_BoardSummary={0}  ({1} × {2})"
})
@MultiViewElement.Registration(displayName = "#LBL_Board_DESIGN", iconBase = BoardDataObject.ICON,
        mimeType = BoardMimeResolver.MIME, persistenceType = TopComponent.PERSISTENCE_NEVER,
        preferredID = "rally.board.design", position = 1000)
public final class BoardDesignElement extends BoardViewElement implements TileSelector {

    private static final String CANVAS = "canvas";
    private static final String PROBLEMS = "problems";

    private final CardLayout cards = new CardLayout();
    private final JPanel center = new JPanel(cards);
    private final BoardCanvas canvas = new BoardCanvas();
    private final ProblemList problems = new ProblemList();
    private final JLabel summary = new JLabel();
    private final JLabel coordinates = new JLabel(" ");
    private final DesignController controller;
    private final Lookup lookup;
    private final CanvasOverlayHost overlayHost;
    private final InstanceContent nodeContent = new InstanceContent();   // the node the Properties window shows
    private TileNode tileNode;

    public BoardDesignElement(Lookup context) {
        super(context);
        controller = new DesignController(model, canvas, this::showCoordinates);
        nodeContent.set(List.of(dataObject.getNodeDelegate()), null);
        JScrollPane scroll = new JScrollPane(canvas);
        overlayHost = new CanvasOverlayHost(model, canvas, this);
        // the file's node comes through nodeContent only, so the Properties window sees one node at a time
        lookup = new ProxyLookup(Lookups.exclude(dataObject.getNodeDelegate().getLookup(), org.openide.nodes.Node.class),
                Lookups.fixed(model, this, new CanvasViewport(canvas, scroll.getViewport()), overlayHost),
                new AbstractLookup(nodeContent));
        controller.onTileFocus(this::showTileProperties);
        canvas.setFocusable(true);
        canvas.addMouseListener(controller);
        canvas.addMouseMotionListener(controller);
        canvas.addMouseWheelListener(controller);
        canvas.addKeyListener(new KeyAdapter() {
            @Override
            public void keyTyped(KeyEvent e) {
                if (!e.isControlDown() && !e.isAltDown() && controller.keyTyped(e)) {
                    e.consume();
                }
            }
        });
        bindEditKeys();
        scroll.setWheelScrollingEnabled(true);
        scroll.getViewport().addChangeListener(controller.hover());
        new PanSupport(canvas).install();
        center.add(scroll, CANVAS);
        center.add(problems, PROBLEMS);
        add(center, BorderLayout.CENTER);
        add(PalettePanel.scrolling(controller), BorderLayout.WEST);
        buildToolbar();
    }

    private void buildToolbar() {
        toolbar().add(button("Zoom in (Ctrl+wheel)", "+", () -> AnchoredZoom.zoomAboutCentre(canvas, 1)));
        toolbar().add(button("Zoom out (Ctrl+wheel)", "−", () -> AnchoredZoom.zoomAboutCentre(canvas, -1)));
        toolbar().add(button("Fit to window", "Fit", canvas::fitToWindow));
        toolbar().addSeparator();
        toolbar().add(button("Rotate the selection 90° clockwise (R)", "⟳ Sel",
                () -> controller.transformSelection(BoardTransform.ROTATE_90, "Rotate selection clockwise")));
        toolbar().add(button("Mirror the selection west↔east", "⇋ Sel",
                () -> controller.transformSelection(BoardTransform.MIRROR, "Mirror selection")));
        toolbar().add(button("Rotate the whole board 90° clockwise", "⟳ Board",
                () -> model.apply("Rotate board", BoardTransform.ROTATE_90.apply(model.board()))));
        toolbar().add(button("Mirror the whole board west↔east", "⇋ Board",
                () -> model.apply("Mirror board", BoardTransform.MIRROR.apply(model.board()))));
        toolbar().add(button("Resize the board around an anchor", "Resize…", () -> BoardDialogs.resize(this, model)));
        toolbar().add(button("Place another board beside or above this one", "Dock…", () -> BoardDialogs.dock(this, model,
                FileUtil.toFile(dataObject.getPrimaryFile().getParent()))));
        JButton export = button("Export the board: Tiled map, JSON, PNG, SVG, text, or for a game client"
                + " (Fiasko, INF112, robotmadness, LMU); also File > Export Board",
                "Export ▾", () -> { });
        export.addActionListener(e -> ExportBoardAction.popup(this, model, dataObject).show(export, 0, export.getHeight()));
        toolbar().add(export);
        for (BoardOverlayHost.ToolbarContribution c : Lookup.getDefault().lookupAll(BoardOverlayHost.ToolbarContribution.class)) {
            JButton b = toolbar().add(c.createAction(overlayHost));   // contributed by other packages: Analyze Board…
            b.setHideActionText(false);
            b.setFocusable(false);
        }
        toolbar().addSeparator();
        toolbar().add(summary);
        toolbar().addSeparator();
        toolbar().add(coordinates);
    }

    private static JButton button(String tip, String text, Runnable action) {
        JButton b = new JButton(text);
        b.setToolTipText(tip);
        b.setFocusable(false);
        b.addActionListener(e -> action.run());
        return b;
    }

    private void bindEditKeys() {
        SelectionEditActions.install(this, canvas, controller);
        bind("ESCAPE", "deselect", () -> canvas.setSelection(null));
        bind("ctrl M", "mirror", () -> controller.transformSelection(BoardTransform.MIRROR, "Mirror selection"));
        bind("ctrl 0", "fit", canvas::fitToWindow);
        // the platform's Undo/Redo actions work from the menu and toolbar; these keep the keys on the board
        bind("ctrl Z", "undo-board", () -> { if (model.undoRedo().canUndo()) { model.undoRedo().undo(); } });
        bind("ctrl S", "save-board", () -> save());
        bind("ctrl Y", "redo-board", () -> { if (model.undoRedo().canRedo()) { model.undoRedo().redo(); } });
    }

    private void bind(String key, String name, Runnable action) {
        canvas.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(key), name);
        canvas.getActionMap().put(name, new AbstractAction(name) {
            @Override
            public void actionPerformed(ActionEvent e) {
                action.run();
            }
        });
    }

    /** The Properties window follows the tile last clicked or selected. */
    private void showTileProperties(Position tile) {
        if (tileNode == null || !tileNode.tile().equals(tile)) {
            tileNode = new TileNode(model, tile, dataObject.getNodeDelegate().getLookup());
            nodeContent.set(List.of(tileNode), null);
        }
    }

    /** Hover coordinates go to the toolbar and to the main window's status bar. */
    private void showCoordinates(String text) {
        coordinates.setText(text);
        org.openide.awt.StatusDisplayer.getDefault().setStatusText(text);
    }

    /** Shows the model's board, or the problems of the Source text that does not read. */
    @Override
    protected void modelChanged() {
        updateTitle();
        if (tileNode != null) {
            if (model.board().contains(tileNode.tile())) {
                tileNode.refresh();
            } else {
                tileNode = null;
                nodeContent.set(List.of(dataObject.getNodeDelegate()), null);
            }
        }
        if (model.unparsedText().isPresent()) {
            problems.show(model.problems());
            cards.show(center, PROBLEMS);
            summary.setText(" ");
            return;
        }
        canvas.setBoard(model.board());
        summary.setText(Bundle.LBL_BoardSummary(model.board().name(), model.board().width(), model.board().height()));
        cards.show(center, CANVAS);
    }

    @Override
    public void select(Position tile) {
        controller.selectTile(tile);
        canvas.requestFocusInWindow();
    }

    @Override
    public Lookup getLookup() {
        return lookup;
    }

    @Override
    public void componentActivated() {
        canvas.requestFocusInWindow();
    }

    @Override
    public UndoRedo getUndoRedo() {
        return model.undoRedo();
    }

    /** For tests: the board component. */
    BoardCanvas canvas() {
        return canvas;
    }

    /** For tests: the controller behind the mouse and keys. */
    DesignController controller() {
        return controller;
    }
}
