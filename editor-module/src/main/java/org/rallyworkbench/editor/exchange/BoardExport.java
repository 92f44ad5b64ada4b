package org.rallyworkbench.editor.exchange;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Font;
import java.io.File;
import java.io.IOException;
import java.util.prefs.Preferences;
import javax.swing.BorderFactory;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JTextArea;
import javax.swing.SpinnerNumberModel;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.netbeans.api.progress.ProgressHandle;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.awt.StatusDisplayer;
import org.openide.filesystems.FileUtil;
import org.openide.util.NbBundle.Messages;
import org.openide.util.NbPreferences;
import org.openide.util.RequestProcessor;
import org.rallyworkbench.editor.board.file.BoardDataObject;
import org.rallyworkbench.editor.board.model.BoardModel;
import org.rallyworkbench.editor.ui.RememberedFolder;
import org.rallyworkbench.editor.ui.SpinnerEnter;
import org.rallyworkbench.engine.export.clients.ClientExport;
import org.rallyworkbench.engine.export.clients.ExportRefusedException;
import org.rallyworkbench.engine.export.clients.Loss;
import org.rallyworkbench.engine.model.Board;

/**
 * Exports one board: a file chooser (with the scale where the format draws), then the export off the event
 * thread with a progress bar; problems end in a dialog, success in the status bar. The File menu's Export
 * Board and the Design view's Export button both come here.
 */
@Messages({
    "# {0} - format", "LBL_ExportTitle=Export Board as {0}",
    "LBL_Scale=Tile size (pixels):",
    "# {0} - format", "# {1} - file", "LBL_Exporting=Exporting {0} to {1}",
    "# {0} - file", "MSG_Exported=Exported {0}",
    "# {0} - file", "MSG_ExportedTmx=Exported {0} (its tileset and tile sheet are beside it)",
    "# {0} - file", "# {1} - reason", "MSG_ExportFailed=The board could not be exported to {0}:\n{1}",
    "MSG_BoardDoesNotRead=The board's Source holds text that does not read as a board. Fix it (see the Design view) before exporting.",
    "# {0} - file", "MSG_Replace={0} exists. Replace it?",
    "# {0} - format", "# {1} - count", "MSG_Lossy=A {0} cannot hold {1} of this board''s elements (listed as lost). Export anyway?",
    "# {0} - path", "MSG_PermissionDenied=permission denied: {0}",
    "# {0} - path", "MSG_NoSuchFile=no such folder or file: {0}",
    "# {0} - format", "MSG_NothingLost=Nothing is lost in the {0}; written another way or treated differently by the client:"
})
public final class BoardExport {

    private static final RequestProcessor RP = new RequestProcessor(BoardExport.class.getName(), 1);
    /** The folder of the last import or export, shared by both (File > Import Board… starts there too). */
    static final RememberedFolder FOLDER = new RememberedFolder(BoardExport.class, "exchangeFolder");
    private static final String SCALE_KEY = "exportScale";

    private BoardExport() {
    }

    /** Asks where (and at what scale) to export the board of {@code model}, then exports it. On the event thread. */
    public static void export(Component parent, BoardModel model, BoardDataObject file, ExportFormat format) {
        if (model.unparsedText().isPresent()) {
            DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(Bundle.MSG_BoardDoesNotRead(),
                    NotifyDescriptor.WARNING_MESSAGE));
            return;
        }
        Board board = model.board();
        JFileChooser chooser = new JFileChooser(folder(file));
        chooser.setDialogTitle(Bundle.LBL_ExportTitle(format.description()));
        chooser.setFileFilter(new FileNameExtensionFilter(format.description() + " (*." + format.extension() + ")",
                format.extension()));
        chooser.setSelectedFile(new File(folder(file), BoardExchange.suggestedName(board, format)));
        JSpinner scale = SpinnerEnter.pressesDefaultButton(new JSpinner(new SpinnerNumberModel(
                prefs().getInt(SCALE_KEY, BoardExchange.DEFAULT_SCALE), BoardExchange.MIN_SCALE, BoardExchange.MAX_SCALE, 8)));
        if (format.scaled()) {
            chooser.setAccessory(scalePanel(scale));
        }
        File target;
        do {
            if (chooser.showSaveDialog(parent) != JFileChooser.APPROVE_OPTION) {
                return;
            }
            target = BoardExchange.withExtension(chooser.getSelectedFile(), format);
        } while (target.exists() && !confirmReplace(target));
        int pixels = (Integer) scale.getValue();
        FOLDER.remember(target.getAbsoluteFile().getParentFile());
        if (format.scaled()) {
            prefs().putInt(SCALE_KEY, pixels);
        }
        File chosen = target;
        if (format.client().isPresent()) {
            exportClient(parent, board, format, chosen);
            return;
        }
        RP.post(() -> write(board, format, chosen, pixels));
    }

    /**
     * A game client's format: plans the export, shows what is lost, moved or treated differently, asks before
     * a lossy export, then writes. The plan is quick (no drawing), so it runs here on the event thread.
     */
    private static void exportClient(Component parent, Board board, ExportFormat format, File target) {
        ClientExport plan;
        try {
            plan = format.client().orElseThrow().export(board);
        } catch (ExportRefusedException e) {
            DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(
                    Bundle.MSG_ExportFailed(target.getPath(), e.getMessage()), NotifyDescriptor.ERROR_MESSAGE));
            return;
        }
        if (plan.isLossy()) {
            long lost = plan.losses().stream().filter(Loss::isLoss).count();
            NotifyDescriptor ask = new NotifyDescriptor.Confirmation(lossPanel(
                    Bundle.MSG_Lossy(format.description(), lost), plan), Bundle.LBL_ExportTitle(format.description()),
                    NotifyDescriptor.OK_CANCEL_OPTION, NotifyDescriptor.WARNING_MESSAGE);
            if (DialogDisplayer.getDefault().notify(ask) != NotifyDescriptor.OK_OPTION) {
                return;
            }
        } else if (!plan.losses().isEmpty()) {
            DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(lossPanel(
                    Bundle.MSG_NothingLost(format.description()), plan), NotifyDescriptor.INFORMATION_MESSAGE));
        }
        RP.post(() -> {
            try {
                BoardExchange.writeClient(plan, target.toPath());
                StatusDisplayer.getDefault().setStatusText(Bundle.MSG_Exported(target.getPath()));
            } catch (IOException | RuntimeException e) {
                DialogDisplayer.getDefault().notifyLater(new NotifyDescriptor.Message(
                        Bundle.MSG_ExportFailed(target.getPath(), reason(e)), NotifyDescriptor.ERROR_MESSAGE));
            }
        });
    }

    /** A heading over the list of losses, one a line with x and y, as {@code ./rally export} prints them. */
    static JPanel lossPanel(String heading, ClientExport plan) {
        StringBuilder text = new StringBuilder();
        plan.losses().forEach(l -> text.append(l).append('\n'));
        return listPanel(heading, text.toString(), plan.losses().size());
    }

    static JPanel listPanel(String heading, String lines, int count) {
        JTextArea list = new JTextArea(lines);
        list.setEditable(false);
        list.setLineWrap(true);
        list.setWrapStyleWord(true);
        list.setFont(new Font(Font.MONOSPACED, Font.PLAIN, list.getFont().getSize()));
        list.setCaretPosition(0);
        JScrollPane scroll = new JScrollPane(list);
        scroll.setPreferredSize(new Dimension(900, Math.min(400, 60 + 34 * count)));
        JPanel panel = new JPanel(new BorderLayout(0, 8));
        panel.add(new JLabel(heading), BorderLayout.NORTH);
        panel.add(scroll, BorderLayout.CENTER);
        return panel;
    }

    private static void write(Board board, ExportFormat format, File target, int scale) {
        ProgressHandle progress = ProgressHandle.createHandle(Bundle.LBL_Exporting(format.description(),
                target.getName()));
        progress.start();
        try {
            BoardExchange.export(board, format, target.toPath(), scale);
            StatusDisplayer.getDefault().setStatusText(format == ExportFormat.TMX
                    ? Bundle.MSG_ExportedTmx(target.getPath()) : Bundle.MSG_Exported(target.getPath()));
        } catch (IOException | RuntimeException e) {
            DialogDisplayer.getDefault().notifyLater(new NotifyDescriptor.Message(
                    Bundle.MSG_ExportFailed(target.getPath(), reason(e)), NotifyDescriptor.ERROR_MESSAGE));
        } finally {
            progress.finish();
        }
    }

    /** An exception as a sentence for the user: its message, or its kind when it has none. */
    static String reason(Exception e) {
        String m = e.getMessage();
        if (e instanceof java.nio.file.AccessDeniedException) {
            return Bundle.MSG_PermissionDenied(m);
        }
        if (e instanceof java.nio.file.NoSuchFileException) {
            return Bundle.MSG_NoSuchFile(m);
        }
        return m == null || m.isBlank() ? e.getClass().getSimpleName() : m;
    }

    static boolean confirmReplace(File target) {
        NotifyDescriptor ask = new NotifyDescriptor.Confirmation(Bundle.MSG_Replace(target.getName()),
                NotifyDescriptor.YES_NO_OPTION, NotifyDescriptor.WARNING_MESSAGE);
        return DialogDisplayer.getDefault().notify(ask) == NotifyDescriptor.YES_OPTION;
    }

    private static JPanel scalePanel(JSpinner scale) {
        JPanel panel = new JPanel(new BorderLayout(0, 4));
        panel.setBorder(BorderFactory.createEmptyBorder(0, 8, 0, 0));
        JLabel label = new JLabel(Bundle.LBL_Scale());
        label.setLabelFor(scale);
        panel.add(label, BorderLayout.NORTH);
        panel.add(scale, BorderLayout.CENTER);
        JPanel top = new JPanel(new BorderLayout());
        top.add(panel, BorderLayout.NORTH);
        return top;
    }

    /** The last import or export folder, else the board's own folder, else the home folder. */
    private static File folder(BoardDataObject file) {
        File board = file == null ? null : FileUtil.toFile(file.getPrimaryFile());
        // the exported board's own folder first (issue 18), then where the last export went
        File own = board == null ? null : board.getParentFile();
        return own != null && own.isDirectory() ? own : FOLDER.startIn();
    }

    private static Preferences prefs() {
        return NbPreferences.forModule(BoardExport.class);
    }
}
