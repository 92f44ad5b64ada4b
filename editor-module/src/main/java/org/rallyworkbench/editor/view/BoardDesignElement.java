package org.rallyworkbench.editor.view;

import java.awt.CardLayout;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Optional;
import javax.swing.Action;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JToolBar;
import javax.swing.SwingUtilities;
import javax.swing.text.BadLocationException;
import javax.swing.text.Document;
import org.netbeans.core.spi.multiview.CloseOperationState;
import org.netbeans.core.spi.multiview.MultiViewElement;
import org.netbeans.core.spi.multiview.MultiViewElementCallback;
import org.openide.awt.UndoRedo;
import org.openide.cookies.EditorCookie;
import org.openide.filesystems.FileAttributeEvent;
import org.openide.filesystems.FileChangeAdapter;
import org.openide.filesystems.FileEvent;
import org.openide.filesystems.FileObject;
import org.openide.loaders.DataObject;
import org.openide.util.Lookup;
import org.openide.util.NbBundle.Messages;
import org.openide.util.lookup.AbstractLookup;
import org.openide.util.lookup.InstanceContent;
import org.openide.util.lookup.ProxyLookup;
import org.openide.windows.TopComponent;
import org.rallyworkbench.editor.file.BoardDataObject;
import org.rallyworkbench.editor.file.BoardMimeResolver;
import org.rallyworkbench.editor.load.BoardLoader;
import org.rallyworkbench.editor.load.LoadResult;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.xml.Problem;

/**
 * The Design tab: the board drawn, read-only for now. It re-reads the board whenever it is shown (so
 * edits in the Source tab appear) and when the file changes on disk. The current {@link Board} is in
 * {@link #getLookup()} for tools that follow the selection; the full editor adds its commands and
 * {@code UndoRedo} here.
 */
@Messages({
    "LBL_Board_DESIGN=Design",
    "# {0} - board name", "# {1} - width", "# {2} - height",
    "LBL_BoardSummary={0}  ({1} × {2})"
})
@MultiViewElement.Registration(displayName = "#LBL_Board_DESIGN", iconBase = BoardDataObject.ICON,
        mimeType = BoardMimeResolver.MIME, persistenceType = TopComponent.PERSISTENCE_NEVER,
        preferredID = "rally.board.design", position = 1000)
public final class BoardDesignElement extends JPanel implements MultiViewElement {

    private static final String CANVAS = "canvas";
    private static final String PROBLEMS = "problems";

    private final DataObject dataObject;
    private final CardLayout cards = new CardLayout();
    private final BoardCanvas canvas = new BoardCanvas();
    private final ProblemList problems = new ProblemList();
    private final JToolBar toolbar = new JToolBar();
    private final JLabel summary = new JLabel();
    private final InstanceContent content = new InstanceContent();
    private final Lookup lookup;
    private final FileChangeAdapter fileListener = new FileChangeAdapter() {
        @Override
        public void fileChanged(FileEvent fe) {
            SwingUtilities.invokeLater(BoardDesignElement.this::reload);
        }

        @Override
        public void fileAttributeChanged(FileAttributeEvent fe) {
            // attributes do not change the board
        }
    };
    private MultiViewElementCallback callback;

    public BoardDesignElement(Lookup context) {
        dataObject = context.lookup(DataObject.class);
        lookup = new ProxyLookup(dataObject.getNodeDelegate().getLookup(), new AbstractLookup(content));
        setLayout(cards);
        add(new JScrollPane(canvas), CANVAS);
        add(problems, PROBLEMS);
        toolbar.setFloatable(false);
        toolbar.addSeparator();
        toolbar.add(summary);
    }

    /** Shows the board, or the problems that keep it from being read. */
    void reload() {
        String source = dataObject.getPrimaryFile().getNameExt();
        LoadResult result = readText()
                .map(text -> BoardLoader.load(text, source))
                .orElseGet(() -> readFile(dataObject.getPrimaryFile(), source));
        if (result instanceof LoadResult.Loaded loaded) {
            show(loaded.board());
        } else if (result instanceof LoadResult.Failed failed) {
            problems.show(failed.problems());
            content.set(List.of(), null);
            summary.setText(" ");
            cards.show(this, PROBLEMS);
        }
    }

    private void show(Board board) {
        canvas.setBoard(board);
        content.set(List.of(board), null);
        summary.setText(Bundle.LBL_BoardSummary(board.name(), board.width(), board.height()));
        summary.setToolTipText(board.description().isEmpty() ? null : board.description());
        cards.show(this, CANVAS);
    }

    /** The Source tab's text when it has a document open: it may hold edits not yet saved. */
    private Optional<String> readText() {
        EditorCookie editor = dataObject.getLookup().lookup(EditorCookie.class);
        Document doc = editor == null ? null : editor.getDocument();
        if (doc == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(doc.getText(0, doc.getLength()));
        } catch (BadLocationException e) {
            return Optional.empty();
        }
    }

    private static LoadResult readFile(FileObject file, String source) {
        try (InputStream in = file.getInputStream()) {
            return BoardLoader.load(in, source);
        } catch (IOException e) {
            return new LoadResult.Failed(List.of(new Problem(source, 0, 0,
                    "cannot read: " + e.getMessage())));
        }
    }

    @Override
    public JComponent getVisualRepresentation() {
        return this;
    }

    @Override
    public JComponent getToolbarRepresentation() {
        return toolbar;
    }

    @Override
    public Action[] getActions() {
        return callback == null ? new Action[0] : callback.createDefaultActions();
    }

    @Override
    public Lookup getLookup() {
        return lookup;
    }

    @Override
    public void componentOpened() {
        dataObject.getPrimaryFile().addFileChangeListener(fileListener);
    }

    @Override
    public void componentClosed() {
        dataObject.getPrimaryFile().removeFileChangeListener(fileListener);
    }

    @Override
    public void componentShowing() {
        // the editor support names the window only once the Source view exists; until then we do
        if (callback != null) {
            callback.updateTitle(dataObject.getPrimaryFile().getNameExt());
        }
        reload();
    }

    @Override
    public void componentHidden() {
    }

    @Override
    public void componentActivated() {
    }

    @Override
    public void componentDeactivated() {
    }

    @Override
    public UndoRedo getUndoRedo() {
        return UndoRedo.NONE;
    }

    @Override
    public void setMultiViewCallback(MultiViewElementCallback callback) {
        this.callback = callback;
    }

    @Override
    public CloseOperationState canCloseElement() {
        return CloseOperationState.STATE_OK;
    }
}
