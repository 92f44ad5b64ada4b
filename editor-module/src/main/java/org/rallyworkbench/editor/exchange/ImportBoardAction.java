package org.rallyworkbench.editor.exchange;

import java.awt.event.ActionEvent;
import java.awt.event.ActionListener;
import java.io.File;
import java.io.IOException;
import javax.swing.JFileChooser;
import javax.swing.SwingUtilities;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.netbeans.api.progress.ProgressHandle;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionRegistration;
import org.openide.util.NbBundle.Messages;
import org.openide.util.RequestProcessor;
import org.openide.windows.WindowManager;
import org.rallyworkbench.editor.board.file.BoardOpener;
import org.rallyworkbench.editor.ui.DocumentFolderChooser;
import org.rallyworkbench.engine.export.ImportException;
import java.util.Optional;
import org.rallyworkbench.engine.export.clients.ClientFormat;
import org.rallyworkbench.engine.export.clients.ClientImport;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.xml.FormatException;

/**
 * File &gt; Import Board…: reads a Tiled map or a JSON board with the engine's importers (off the event
 * thread). A file that breaks the convention gets every problem listed; otherwise the board is saved where
 * the user says, as {@code *.board.xml} (atomically), and opened.
 */
@ActionID(category = "File", id = "org.rallyworkbench.editor.exchange.ImportBoardAction")
@ActionRegistration(displayName = "#CTL_ImportBoardAction")
@ActionReference(path = "Menu/File", position = 20)
@Messages({
    "CTL_ImportBoardAction=&Import Board...",
    "LBL_ImportTitle=Import Board",
    "LBL_ImportFilter=Tiled maps, JSON boards and game clients' boards (*.tmx, *.json, *.txt)",
    "# {0} - file", "# {1} - format", "MSG_NotPlaced={0} ({1}) holds things our boards cannot place; the board is imported without them:",
    "LBL_SaveImportedTitle=Save the Imported Board As",
    "LBL_BoardFilter=Boards (*.board.xml)",
    "# {0} - file", "LBL_Importing=Importing {0}",
    "# {0} - file", "# {1} - count",
    "MSG_ImportProblems={0} cannot be imported: {1} problem(s). Each names the layer, x and y (see docs/formats/tiled.md, json.md or clients.md).",
    "# {0} - file", "# {1} - reason", "MSG_ImportFailed={0} cannot be imported:\n{1}",
    "# {0} - file", "# {1} - reason", "MSG_SaveFailed=The board could not be saved to {0}:\n{1}"
})
public final class ImportBoardAction implements ActionListener {

    private static final RequestProcessor RP = new RequestProcessor(ImportBoardAction.class.getName(), 1);

    @Override
    public void actionPerformed(ActionEvent e) {
        // beside the active document, else where the last import or export was
        JFileChooser chooser = DocumentFolderChooser.files(DocumentFolderChooser.startFolder(BoardExport.FOLDER), null);
        chooser.setDialogTitle(Bundle.LBL_ImportTitle());
        chooser.setFileFilter(new FileNameExtensionFilter(Bundle.LBL_ImportFilter(), "tmx", "json", "txt"));
        if (chooser.showOpenDialog(WindowManager.getDefault().getMainWindow()) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        File source = chooser.getSelectedFile();
        BoardExport.FOLDER.remember(source.getAbsoluteFile().getParentFile());
        RP.post(() -> read(source));
    }

    /** Off the event thread: reads the file, then asks (on the event thread) where to save the board. */
    private static void read(File source) {
        ProgressHandle progress = ProgressHandle.createHandle(Bundle.LBL_Importing(source.getName()));
        progress.start();
        try {
            Optional<ClientFormat> client = BoardExchange.clientFormat(source.toPath());
            if (client.isPresent()) {
                ClientImport imported = BoardExchange.readClient(source.toPath(), client.get());
                SwingUtilities.invokeLater(() -> {
                    if (!imported.notPlaced().isEmpty()) {
                        StringBuilder lines = new StringBuilder();
                        imported.notPlaced().forEach(l -> lines.append(l).append('\n'));
                        DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(BoardExport.listPanel(
                                Bundle.MSG_NotPlaced(source.getName(), client.get().id()), lines.toString(),
                                imported.notPlaced().size()), NotifyDescriptor.WARNING_MESSAGE));
                    }
                    save(imported.board(), source);
                });
                return;
            }
            Board board = BoardExchange.read(source.toPath());
            SwingUtilities.invokeLater(() -> save(board, source));
        } catch (FormatException e) {
            DialogDisplayer.getDefault().notifyLater(new NotifyDescriptor.Message(BoardExport.listPanel(
                    Bundle.MSG_ImportProblems(source.getName(), e.problems().size()),
                    e.problems().stream().map(Object::toString).collect(java.util.stream.Collectors.joining("\n")),
                    e.problems().size()), NotifyDescriptor.ERROR_MESSAGE));
        } catch (ImportException e) {
            SwingUtilities.invokeLater(() -> showProblems(source, e));
        } catch (IOException | RuntimeException e) {
            DialogDisplayer.getDefault().notifyLater(new NotifyDescriptor.Message(
                    Bundle.MSG_ImportFailed(source.getName(), BoardExport.reason(e)), NotifyDescriptor.ERROR_MESSAGE));
        } finally {
            progress.finish();
        }
    }

    private static void save(Board board, File source) {
        JFileChooser chooser = new JFileChooser(source.getAbsoluteFile().getParentFile());
        chooser.setDialogTitle(Bundle.LBL_SaveImportedTitle());
        chooser.setFileFilter(new FileNameExtensionFilter(Bundle.LBL_BoardFilter(), "xml"));
        chooser.setSelectedFile(BoardExchange.suggestedBoardFile(source));
        File target;
        do {
            if (chooser.showSaveDialog(WindowManager.getDefault().getMainWindow()) != JFileChooser.APPROVE_OPTION) {
                return;
            }
            target = BoardExchange.asBoardFile(chooser.getSelectedFile());
        } while (target.exists() && !BoardExport.confirmReplace(target));
        File chosen = target;
        RP.post(() -> {
            try {
                BoardExchange.saveBoard(board, chosen.toPath());
                SwingUtilities.invokeLater(() -> BoardOpener.open(chosen));
            } catch (IOException | RuntimeException e) {
                DialogDisplayer.getDefault().notifyLater(new NotifyDescriptor.Message(
                        Bundle.MSG_SaveFailed(chosen.getPath(), BoardExport.reason(e)), NotifyDescriptor.ERROR_MESSAGE));
            }
        });
    }

    /** Every problem, one a line ({@code FILE:LINE:COLUMN: layer 'L', x X, y Y: message}), in a dialog. */
    private static void showProblems(File source, ImportException e) {
        DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(BoardExport.listPanel(
                Bundle.MSG_ImportProblems(source.getName(), e.problems().size()),
                BoardExchange.problemText(source.toPath(), e), e.problems().size()), NotifyDescriptor.ERROR_MESSAGE));
    }
}
