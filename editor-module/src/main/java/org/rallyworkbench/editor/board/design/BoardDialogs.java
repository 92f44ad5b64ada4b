package org.rallyworkbench.editor.board.design;

import java.awt.Component;
import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.board.model.BoardLoader;
import org.rallyworkbench.editor.board.model.BoardModel;
import org.rallyworkbench.editor.board.model.BoardOperations;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.ReadResult;

/** The small dialogs of the board operations: resize, dock another board (exports are in the exchange package). */
@Messages({
    "LBL_DockBeside=Beside (east)",
    "LBL_DockAbove=Above (north)",
    "LBL_ResizeTitle=Resize Board",
    "UNDO_Resize=Resize board",
    "LBL_DockChooserTitle=Board to place beside or above",
    "LBL_DockFilter=Boards (*.board.xml)",
    "MSG_DockUnreadable=That file is not a readable board.",
    "# {0} - board",
    "# {1} - width",
    "# {2} - height",
    "# {3} - most tiles",
    "MSG_DockDoesNotFit={0} ({1} × {2}) fits neither beside nor above: a board is at most {3} tiles each way.",
    "LBL_DockTitle=Dock Board",
    "# {0} - board",
    "MSG_DockWhere=Where should {0} go?",
    "UNDO_DockBeside=Place board beside",
    "UNDO_DockAbove=Place board above"
})
final class BoardDialogs {

    private static final String BESIDE = Bundle.LBL_DockBeside();
    private static final String ABOVE = Bundle.LBL_DockAbove();

    private BoardDialogs() {
    }

    static void resize(Component parent, BoardModel model) {
        Board b = model.board();
        ResizeForm form = new ResizeForm(b);
        if (JOptionPane.showConfirmDialog(parent, form.panel(), Bundle.LBL_ResizeTitle(), JOptionPane.OK_CANCEL_OPTION)
                == JOptionPane.OK_OPTION) {
            model.apply(Bundle.UNDO_Resize(), form.resized(b));
        }
    }

    /** Asks for a board (from {@code folder} on) and where to put it; offers only the places it fits. */
    static void dock(Component parent, BoardModel model, File folder) {
        JFileChooser chooser = new JFileChooser(folder);
        chooser.setDialogTitle(Bundle.LBL_DockChooserTitle());
        chooser.setFileFilter(new FileNameExtensionFilter(Bundle.LBL_DockFilter(), "xml"));
        if (chooser.showOpenDialog(parent) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        ReadResult<Board> result;
        try {
            result = BoardLoader.load(java.nio.file.Files.readString(chooser.getSelectedFile().toPath()),
                    chooser.getSelectedFile().getName());
        } catch (IOException e) {
            JOptionPane.showMessageDialog(parent, e.getMessage());
            return;
        }
        if (!(result instanceof ReadResult.Read<Board> loaded)) {
            JOptionPane.showMessageDialog(parent, Bundle.MSG_DockUnreadable());
            return;
        }
        Board board = model.board();
        Board other = loaded.value();
        List<String> choices = new ArrayList<>();
        if (BoardOperations.fitsBeside(board, other)) {
            choices.add(BESIDE);
        }
        if (BoardOperations.fitsAbove(board, other)) {
            choices.add(ABOVE);
        }
        if (choices.isEmpty()) {
            JOptionPane.showMessageDialog(parent, Bundle.MSG_DockDoesNotFit(other.name(), other.width(), other.height(),
                    String.valueOf(Board.MAX_SIZE)), Bundle.LBL_DockTitle(), JOptionPane.WARNING_MESSAGE);
            return;
        }
        int where = JOptionPane.showOptionDialog(parent, Bundle.MSG_DockWhere(other.name()), Bundle.LBL_DockTitle(),
                JOptionPane.DEFAULT_OPTION, JOptionPane.QUESTION_MESSAGE, null, choices.toArray(), choices.get(0));
        String chosen = where < 0 ? "" : choices.get(where);
        if (chosen.equals(BESIDE)) {
            model.apply(Bundle.UNDO_DockBeside(), BoardOperations.placeBeside(board, other));
        } else if (chosen.equals(ABOVE)) {
            model.apply(Bundle.UNDO_DockAbove(), BoardOperations.placeAbove(board, other));
        }
    }
}
