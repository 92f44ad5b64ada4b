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
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JPopupMenu;
import javax.swing.JScrollPane;
import org.netbeans.core.spi.multiview.MultiViewElement;
import org.openide.awt.UndoRedo;
import org.openide.filesystems.FileUtil;
import org.openide.nodes.NodeOperation;
import org.openide.util.Lookup;
import org.rallyworkbench.editor.ui.WrappingRowLayout;
import org.openide.util.NbBundle.Messages;
import org.openide.util.lookup.AbstractLookup;
import org.openide.util.lookup.InstanceContent;
import org.openide.util.lookup.Lookups;
import org.openide.util.lookup.ProxyLookup;
import org.openide.windows.TopComponent;
import org.openide.windows.WindowManager;
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
    "CTL_ZoomIn=Zoom In", "TIP_ZoomIn=Zoom in (Ctrl+wheel)",
    "CTL_ZoomOut=Zoom Out", "TIP_ZoomOut=Zoom out (Ctrl+wheel)",
    "CTL_Fit=Fit", "TIP_Fit=Fit the board to the window (Ctrl+0)",
    "CTL_RotateSelection=Rotate", "TIP_RotateSelection=Rotate the selection 90° clockwise (R; Shift+R the other way)",
    "CTL_MirrorSelection=Mirror", "TIP_MirrorSelection=Mirror the selection west↔east (Ctrl+M)",
    "CTL_BoardMenu=Board ▾", "TIP_BoardMenu=Rotate, mirror, resize the whole board, or place another beside it",
    "CTL_RotateBoard=Rotate Board Clockwise", "TIP_RotateBoard=Rotate the whole board 90° clockwise",
    "CTL_MirrorBoard=Mirror Board West↔East", "TIP_MirrorBoard=Mirror the whole board west↔east",
    "CTL_Resize=Resize…", "TIP_Resize=Resize the board around an anchor",
    "CTL_Dock=Dock…", "TIP_Dock=Place another board beside or above this one",
    "CTL_Export=Export ▾",
    "TIP_Export=Export the board: Tiled map, JSON, PNG, SVG, text, or for a game client (Fiasko, INF112, robotmadness,"
        + " LMU); also File > Export Board",
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
        canvas.addMouseListener(new BoardContextMenu(canvas, controller, this::openProperties));
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
        WrappingRowLayout.install(toolbar());     // wraps, never cuts off the board's name (Properties docked beside)
        toolbar().add(button(Bundle.TIP_ZoomIn(), Bundle.CTL_ZoomIn(), () -> AnchoredZoom.zoomAboutCentre(canvas, 1)));
        toolbar().add(button(Bundle.TIP_ZoomOut(), Bundle.CTL_ZoomOut(), () -> AnchoredZoom.zoomAboutCentre(canvas, -1)));
        toolbar().add(button(Bundle.TIP_Fit(), Bundle.CTL_Fit(), canvas::fitToWindow));
        toolbar().addSeparator();
        JButton rotate = button(Bundle.TIP_RotateSelection(), Bundle.CTL_RotateSelection(),
                () -> controller.transformSelection(BoardTransform.ROTATE_90, Bundle.UNDO_RotateSelectionCw()));
        JButton mirror = button(Bundle.TIP_MirrorSelection(), Bundle.CTL_MirrorSelection(),
                () -> controller.transformSelection(BoardTransform.MIRROR, Bundle.UNDO_MirrorSelection()));
        toolbar().add(rotate);
        toolbar().add(mirror);
        // they act on the selection: off while there is none, as Edit > Cut is
        rotate.setEnabled(false);
        mirror.setEnabled(false);
        canvas.addPropertyChangeListener(BoardCanvas.SELECTION_PROPERTY, e -> {
            rotate.setEnabled(e.getNewValue() != null);
            mirror.setEnabled(e.getNewValue() != null);
        });
        JButton board = button(Bundle.TIP_BoardMenu(), Bundle.CTL_BoardMenu(), () -> { });
        board.addActionListener(e -> boardMenu().show(board, 0, board.getHeight()));
        toolbar().add(board);
        JButton export = button(Bundle.TIP_Export(), Bundle.CTL_Export(), () -> { });
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

    /** Board ▾: what changes the whole board (the selection's turns are buttons of their own). */
    JPopupMenu boardMenu() {
        JPopupMenu menu = new JPopupMenu();
        menu.add(menuItem(Bundle.CTL_RotateBoard(), Bundle.TIP_RotateBoard(),
                () -> model.apply(Bundle.UNDO_RotateBoard(), BoardTransform.ROTATE_90.apply(model.board()))));
        menu.add(menuItem(Bundle.CTL_MirrorBoard(), Bundle.TIP_MirrorBoard(),
                () -> model.apply(Bundle.UNDO_MirrorBoard(), BoardTransform.MIRROR.apply(model.board()))));
        menu.addSeparator();
        menu.add(menuItem(Bundle.CTL_Resize(), Bundle.TIP_Resize(), () -> BoardDialogs.resize(this, model)));
        menu.add(menuItem(Bundle.CTL_Dock(), Bundle.TIP_Dock(), () -> BoardDialogs.dock(this, model,
                FileUtil.toFile(dataObject.getPrimaryFile().getParent()))));
        return menu;
    }

    private static JMenuItem menuItem(String text, String tip, Runnable action) {
        JMenuItem item = new JMenuItem(text);
        item.setToolTipText(tip);
        item.addActionListener(e -> action.run());
        return item;
    }

    private static JButton button(String tip, String text, Runnable action) {
        JButton b = new JButton(text);
        b.setToolTipText(tip);
        b.setFocusable(false);
        b.addActionListener(e -> action.run());
        return b;
    }

    /** Shows the tile chosen last in the Properties window, opening that window if it is closed. */
    private void openProperties() {
        TopComponent properties = WindowManager.getDefault().findTopComponent("properties");
        if (properties != null) {
            properties.open();
            properties.requestVisible();
        } else if (tileNode != null) {
            NodeOperation.getDefault().showProperties(tileNode);
        }
        canvas.requestFocusInWindow();
    }

    private void bindEditKeys() {
        SelectionEditActions.install(this, canvas, controller);
        bind(DesignKey.DESELECT, () -> canvas.setSelection(null));
        bind(DesignKey.MIRROR, () -> controller.transformSelection(BoardTransform.MIRROR, Bundle.UNDO_MirrorSelection()));
        bind(DesignKey.FIT, canvas::fitToWindow);
        // the platform's Undo/Redo actions work from the menu and toolbar; these keep the keys on the board
        bind(DesignKey.UNDO, () -> { if (model.undoRedo().canUndo()) { model.undoRedo().undo(); } });
        bind(DesignKey.SAVE, () -> save());
        bind(DesignKey.REDO, () -> { if (model.undoRedo().canRedo()) { model.undoRedo().redo(); } });
    }

    private void bind(DesignKey key, Runnable action) {
        String name = "rally." + key.name();
        canvas.getInputMap(JComponent.WHEN_FOCUSED).put(key.keyStroke(), name);
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

    /** For tests: the right-click menu of {@code tile}. */
    JPopupMenu contextMenu(Position tile) {
        return new BoardContextMenu(canvas, controller, this::openProperties).menu(tile);
    }

    /** For tests: the board's keys as bound. */
    javax.swing.InputMap boardKeys() {
        return canvas.getInputMap(JComponent.WHEN_FOCUSED);
    }

    /** For tests: the controller behind the mouse and keys. */
    DesignController controller() {
        return controller;
    }
}
