package org.rallyworkbench.editor.board.design;

import static org.rallyworkbench.editor.board.design.AnalyzeFocusDriver.dialog;
import static org.rallyworkbench.editor.board.design.AnalyzeFocusDriver.find;
import static org.rallyworkbench.editor.scenario.run.GuiSteps.findOrNull;
import static org.rallyworkbench.editor.board.design.AnalyzeFocusDriver.onEventThread;
import static org.rallyworkbench.editor.board.design.AnalyzeFocusDriver.waitUntil;

import java.awt.Component;
import java.awt.Robot;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;
import javax.swing.AbstractButton;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;
import javax.swing.JTextArea;
import javax.swing.MenuSelectionManager;
import javax.swing.SwingUtilities;
import org.rallyworkbench.editor.board.file.BoardDataObject;
import org.rallyworkbench.editor.exchange.ExportFormat;

/**
 * Run by {@link LossyExportDialogTest} in its own JVM on an X display: opens the board in the real Design view,
 * clicks Export ▾ and the format's item, names the file in the chooser, and in the dialog that lists the losses
 * first clicks Cancel (nothing may be written), then, the second time, OK (the file must appear). Writes the
 * dialog's heading and list to the file given; exit code 0 when both ends held.
 * Arguments: board file, format name ({@link ExportFormat}), cancel target, accept target, list output.
 */
public final class LossyExportDriver {

    private final Robot robot;
    private final BoardDesignElement element;
    private final ExportFormat format;

    private LossyExportDriver(Robot robot, BoardDesignElement element, ExportFormat format) {
        this.robot = robot;
        this.element = element;
        this.format = format;
    }

    public static void main(String[] args) throws Exception {
        DesignWindow.drive(args[0], "Lossy export test", 1000, 700, true, 30, (robot, dob, element) ->
                new LossyExportDriver(robot, element, ExportFormat.valueOf(args[1]))
                        .run(new File(args[2]), new File(args[3]), Path.of(args[4])));
    }

    private boolean run(File cancelled, File accepted, Path listOut) throws Exception {
        JDialog ask = askFor(cancelled);
        JTextArea list = find(ask.getContentPane(), JTextArea.class, t -> true);
        JLabel heading = find(ask.getContentPane(), JLabel.class, l -> String.valueOf(l.getText()).contains("Export anyway"));
        Files.writeString(listOut, onEventThread(heading::getText) + "\n" + onEventThread(list::getText));
        String shot = System.getProperty("lossy.screenshot");    // to look at the dialog while developing
        if (shot != null) {
            javax.imageio.ImageIO.write(robot.createScreenCapture(new java.awt.Rectangle(
                    java.awt.Toolkit.getDefaultToolkit().getScreenSize())), "png", new File(shot));
        }
        press(find(ask.getContentPane(), AbstractButton.class, b -> "Cancel".equals(b.getText())), ask);
        Thread.sleep(2000);   // the write would run off the event thread: give it time to (wrongly) happen
        boolean nothingWritten = !cancelled.exists();
        System.out.println((nothingWritten ? "OK " : "WRONG ") + "Cancel: " + cancelled + " exists: " + cancelled.exists());

        JDialog again = askFor(accepted);
        press(find(again.getContentPane(), AbstractButton.class, b -> "OK".equals(b.getText())), again);
        long end = System.currentTimeMillis() + 20_000;
        while (!accepted.exists() && System.currentTimeMillis() < end) {
            Thread.sleep(100);
        }
        System.out.println((accepted.exists() ? "OK " : "WRONG ") + "OK: " + accepted + " exists: " + accepted.exists());
        return nothingWritten && accepted.exists();
    }

    /** Export ▾, the format's item, the file named in the chooser: returns the dialog that lists the losses. */
    private JDialog askFor(File target) throws Exception {
        AbstractButton export = find(element.getToolbarRepresentation(), AbstractButton.class,
                b -> String.valueOf(b.getText()).startsWith("Export"));
        click(export, () -> popup() != null);
        JMenuItem item = find(onEventThread(LossyExportDriver::popup), JMenuItem.class,
                i -> format.menuText().equals(i.getText()));
        click(item, () -> chooser() != null);
        waitUntil("the file chooser opens", () -> chooser() != null);
        SwingUtilities.invokeAndWait(() -> {
            JFileChooser chooser = chooser();
            chooser.setSelectedFile(target);
            chooser.approveSelection();
        });
        waitUntil("the dialog listing the losses opens", () -> dialog() != null
                && findOrNull(dialog().getContentPane(), JTextArea.class, t -> true) != null);
        return onEventThread(AnalyzeFocusDriver::dialog);
    }

    /**
     * Clicks {@code button} of {@code dialog} until the dialog goes; when the display loses every click (seen
     * under load), presses it on the event thread, so the test is of the dialog, not of X click delivery.
     */
    private void press(AbstractButton button, JDialog dialog) throws Exception {
        click(button, () -> !dialog.isShowing());
        if (onEventThread(dialog::isShowing)) {
            System.out.println("the display lost the clicks on " + button.getText() + ": pressed on the event thread");
            SwingUtilities.invokeAndWait(button::doClick);
        }
        waitUntil("the dialog closes", () -> !dialog.isShowing());
    }

    private void click(Component c, Supplier<Boolean> done) throws Exception {
        RobotSteps.clickUntil(robot, c, done);
    }

    /** The Export popup showing, or null (event thread only). */
    private static JPopupMenu popup() {
        for (javax.swing.MenuElement m : MenuSelectionManager.defaultManager().getSelectedPath()) {
            if (m instanceof JPopupMenu p && p.isShowing()) {
                return p;
            }
        }
        return null;
    }

    /** The export's file chooser showing, or null (event thread only). */
    private static JFileChooser chooser() {
        JDialog d = dialog();
        return d == null ? null : findOrNull(d.getContentPane(), JFileChooser.class, c -> true);
    }
}
