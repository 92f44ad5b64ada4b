package org.rallyworkbench.editor.board.design;

import java.awt.Component;
import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.rallyworkbench.editor.board.model.BoardLoader;
import org.rallyworkbench.editor.board.model.BoardModel;
import org.rallyworkbench.editor.board.model.BoardOperations;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.ReadResult;

/** The small dialogs of the board operations: resize, dock another board (exports are in the exchange package). */
final class BoardDialogs {

    private static final String BESIDE = "Beside (east)";
    private static final String ABOVE = "Above (north)";

    private BoardDialogs() {
    }

    static void resize(Component parent, BoardModel model) {
        Board b = model.board();
        ResizeForm form = new ResizeForm(b);
        if (JOptionPane.showConfirmDialog(parent, form.panel(), "Resize Board", JOptionPane.OK_CANCEL_OPTION)
                == JOptionPane.OK_OPTION) {
            model.apply("Resize board", form.resized(b));
        }
    }

    /** Asks for a board (from {@code folder} on) and where to put it; offers only the places it fits. */
    static void dock(Component parent, BoardModel model, File folder) {
        JFileChooser chooser = new JFileChooser(folder);
        chooser.setDialogTitle("Board to place beside or above");
        chooser.setFileFilter(new FileNameExtensionFilter("Boards (*.board.xml)", "xml"));
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
            JOptionPane.showMessageDialog(parent, "That file is not a readable board.");
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
            JOptionPane.showMessageDialog(parent, other.name() + " (" + other.width() + " × " + other.height()
                    + ") fits neither beside nor above: a board is at most " + Board.MAX_SIZE + " tiles each way.",
                    "Dock Board", JOptionPane.WARNING_MESSAGE);
            return;
        }
        int where = JOptionPane.showOptionDialog(parent, "Where should " + other.name() + " go?", "Dock Board",
                JOptionPane.DEFAULT_OPTION, JOptionPane.QUESTION_MESSAGE, null, choices.toArray(), choices.get(0));
        String chosen = where < 0 ? "" : choices.get(where);
        if (chosen.equals(BESIDE)) {
            model.apply("Place board beside", BoardOperations.placeBeside(board, other));
        } else if (chosen.equals(ABOVE)) {
            model.apply("Place board above", BoardOperations.placeAbove(board, other));
        }
    }
}
