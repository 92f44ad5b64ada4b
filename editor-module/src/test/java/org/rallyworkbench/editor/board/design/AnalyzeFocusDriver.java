package org.rallyworkbench.editor.board.design;

import static org.rallyworkbench.editor.scenario.run.GuiSteps.findOrNull;

import java.awt.Component;
import java.awt.Container;
import java.awt.KeyboardFocusManager;
import java.awt.Point;
import java.awt.Robot;
import java.awt.Window;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Predicate;
import java.util.function.Supplier;
import javax.swing.AbstractButton;
import javax.swing.JDialog;
import javax.swing.JSpinner;
import javax.swing.SwingUtilities;
import org.rallyworkbench.editor.board.file.BoardDataObject;
import org.rallyworkbench.editor.board.model.PaletteItem;

/**
 * Run by {@link AnalyzeFocusTest} in its own JVM on an X display: opens the board file given in the real Design
 * view (with its toolbar), focuses the board once, and then never clicks it again. Analyze Board… is clicked and
 * its dialog cancelled, then H must pick the Pit; Analyze Board… again, OK, the analysis panel appears, then X must
 * pick the Express conveyor; the panel's Close, then G must pick the clockwise Gear. Prints a line per step; exit code 0
 * when every key reached the board.
 */
public final class AnalyzeFocusDriver {

    private static final long FOCUS_WAIT_MS = 5000;

    private final Robot robot;
    private final BoardDesignElement element;
    private final BoardCanvas canvas;

    private AnalyzeFocusDriver(Robot robot, BoardDesignElement element) {
        this.robot = robot;
        this.element = element;
        this.canvas = element.canvas();
    }

    /** With a second argument (a PNG path): also the panel's checks of {@link AnalyzePanelTest}, and a screenshot. */
    private String screenshot;

    public static void main(String[] args) throws Exception {
        DesignWindow.drive(args[0], "Analyze focus test", 1000, 700, true, 30, (robot, dob, element) -> {
            AnalyzeFocusDriver driver = new AnalyzeFocusDriver(robot, element);
            driver.screenshot = args.length > 1 ? args[1] : null;
            return driver.run();
        });
    }

    private boolean run() throws Exception {
        Point tile = RobotSteps.settledLocation(canvas);
        RobotSteps.focus(robot, canvas, new Point(tile.x + 20, tile.y + 20));   // the one click on the board
        AbstractButton analyze = find(element.getToolbarRepresentation(), AbstractButton.class,
                b -> String.valueOf(b.getText()).startsWith("Analyze Board"));

        JDialog dialog = open(analyze);
        answer(dialog, KeyEvent.VK_ESCAPE);      // Cancel
        boolean afterCancel = keyReachesBoard("cancelled dialog", KeyEvent.VK_H, PaletteItem.PIT);

        Point boardBefore = onEventThread(this::boardOnScreen);
        JDialog again = open(analyze);
        JSpinner games = find(again, JSpinner.class, s -> s.getValue() instanceof Integer);
        SwingUtilities.invokeAndWait(() -> games.setValue(screenshot == null ? 200 : 40));    // a quick analysis
        if (screenshot != null) {      // greedy players win races: a verdict and a chart to show
            javax.swing.JComboBox<?> level = find(again, javax.swing.JComboBox.class, c -> "player-level".equals(c.getName()));
            SwingUtilities.invokeAndWait(() -> level.setSelectedItem(org.rallyworkbench.engine.bot.PlayerLevel.GREEDY));
        }
        answer(again, KeyEvent.VK_ENTER);         // OK
        waitUntil("the analysis panel shows", () -> panel().isPresent());
        // the panel shows at once with a progress bar; the keys must reach the board once the result is there too
        waitUntil("the analysis is done", () -> panel().isPresent() && findOrNull(panel().get(), Component.class,
                c -> "analysis-progress".equals(c.getName()) && c.isShowing()) == null);
        boolean afterPanel = keyReachesBoard("analysis panel shown", KeyEvent.VK_X, PaletteItem.EXPRESS);
        boolean panelOk = screenshot == null || panelChecks(boardBefore);

        AbstractButton close = find(onEventThread(this::panel).orElseThrow(), AbstractButton.class,
                b -> "Close".equals(b.getText()));
        RobotSteps.clickUntil(robot, close, () -> panel().isEmpty());
        waitUntil("the analysis panel goes", () -> panel().isEmpty());
        boolean afterClose = keyReachesBoard("analysis panel closed", KeyEvent.VK_G, PaletteItem.GEAR_CW);
        return afterCancel && afterPanel && afterClose && panelOk;
    }

    /** Where the board's top-left corner is on screen now (event thread). */
    private Point boardOnScreen() {
        Point at = canvas.getLocationOnScreen();
        Point o = canvas.origin();
        return new Point(at.x + o.x, at.y + o.y);
    }

    /**
     * The panel as {@link AnalyzePanelTest} wants it: the board is wholly in view beside it (not moved, or fitted); Close, the verdict and
     * the chart all show inside the window; a click on start 3 shows its robot's paths (and is not painted over),
     * a second click the chances again. Prints a line per check and takes the screenshot with the paths shown.
     */
    private boolean panelChecks(Point boardBefore) throws Exception {
        robot.waitForIdle();
        Point boardAfter = onEventThread(this::boardOnScreen);
        // the board stays put while it stays wholly in view; else it fits the narrower view: never cut off
        java.awt.Rectangle shown = onEventThread(() -> {
            javax.swing.JViewport v = (javax.swing.JViewport) canvas.getParent();
            return new java.awt.Rectangle(v.getLocationOnScreen(), v.getSize());
        });
        java.awt.Rectangle boardRect = onEventThread(() -> {
            java.awt.Rectangle r = canvas.bounds(new org.rallyworkbench.editor.board.model.Region(0, 0,
                    canvas.board().width(), canvas.board().height()));
            r.translate(canvas.getLocationOnScreen().x, canvas.getLocationOnScreen().y);
            return r;
        });
        boolean still = shown.contains(boardRect);
        System.out.println((still ? "OK " : "CUT OFF ") + "board at " + boardBefore + " before the panel, " + boardAfter
                + (boardAfter.equals(boardBefore) ? " (not moved)" : " (fitted to the view beside the panel)")
                + " with it, " + boardRect + " in the view " + shown);
        Container panel = onEventThread(this::panel).orElseThrow();
        java.awt.Rectangle window = onEventThread(() -> SwingUtilities.getWindowAncestor(canvas).getBounds());
        boolean inReach = true;
        for (String name : new String[] {"Close", "fairness-verdict", "starts-chart", "analysis-summary", "robot-placement"}) {
            Component c = find(panel, Component.class, x -> name.equals(x.getName())
                    || (x instanceof AbstractButton b && name.equals(b.getText())));
            java.awt.Rectangle r = onEventThread(() -> c.isShowing()
                    ? new java.awt.Rectangle(c.getLocationOnScreen(), c.getSize()) : new java.awt.Rectangle());
            boolean ok = !r.isEmpty() && window.contains(r);
            System.out.println((ok ? "OK " : "OUT OF REACH ") + name + " at " + r + " in the window " + window);
            inReach &= ok;
        }
        String placement = onEventThread(() -> ((javax.swing.JLabel) findOrNull(panel, Component.class,
                x -> "robot-placement".equals(x.getName()))).getText());
        boolean placed = placement.contains("8 robots, one on each of starts 1–8");
        System.out.println((placed ? "OK " : "WRONG ") + "placement: " + placement);
        javax.swing.JComboBox<?> pathsOf = find(panel, javax.swing.JComboBox.class, c -> "paths-of".equals(c.getName()));
        org.rallyworkbench.engine.model.Position start3 = onEventThread(() -> canvas.board().starts().stream()
                .filter(st -> st.number() == 3).findFirst().orElseThrow().position());
        org.rallyworkbench.engine.model.Board before = onEventThread(canvas::board);
        clickTile(start3);
        waitUntil("start 3's paths show", () -> pathsOf.getSelectedIndex() == 3);
        boolean unchanged = onEventThread(canvas::board) == before;
        System.out.println((unchanged ? "OK " : "PAINTED ") + "click on start 3: paths of " + onEventThread(() ->
                pathsOf.getSelectedItem()) + (unchanged ? ", the board unchanged" : ", but the tool painted"));
        robot.waitForIdle();
        java.awt.image.BufferedImage shot = robot.createScreenCapture(window);
        javax.imageio.ImageIO.write(shot, "png", new java.io.File(screenshot));
        clickTile(start3);
        waitUntil("the chances show again", () -> pathsOf.getSelectedIndex() == 0);
        System.out.println("OK second click on start 3: the chances again");
        return still && inReach && placed && unchanged;
    }

    private void clickTile(org.rallyworkbench.engine.model.Position tile) throws Exception {
        Point p = onEventThread(() -> {
            Point at = canvas.getLocationOnScreen();
            Point o = canvas.origin();
            int t = canvas.tileSize();
            return new Point(at.x + o.x + tile.x() * t + t / 2, at.y + o.y + tile.y() * t + t / 2);
        });
        robot.mouseMove(p.x, p.y);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        robot.waitForIdle();
    }

    /**
     * Waits for the board to own the keyboard focus (a loaded machine may take a while), types {@code key} and
     * waits for the element it picks. Prints {@code OK} or {@code LOST}.
     */
    private boolean keyReachesBoard(String after, int key, PaletteItem expected) throws Exception {
        robot.waitForIdle();
        long end = System.currentTimeMillis() + FOCUS_WAIT_MS;
        while (System.currentTimeMillis() < end && !onEventThread(canvas::isFocusOwner)) {
            Thread.sleep(50);
        }
        robot.keyPress(key);
        robot.keyRelease(key);
        robot.waitForIdle();
        end = System.currentTimeMillis() + 2000;
        while (System.currentTimeMillis() < end && onEventThread(() -> element.controller().item()) != expected) {
            Thread.sleep(50);
        }
        PaletteItem item = onEventThread(() -> element.controller().item());
        Component owner = onEventThread(() -> KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner());
        boolean ok = item == expected;
        System.out.println((ok ? "OK " : "LOST ") + KeyEvent.getKeyText(key) + " after " + after + ": element " + item
                + ", focus owner " + (owner == null ? "none" : owner.getClass().getName()));
        return ok;
    }

    /** The analysis panel beside the board, if it shows (event thread only). */
    private Optional<Container> panel() {
        return Optional.ofNullable(findOrNull(element, Container.class,
                c -> "analysis-panel".equals(c.getName()) && c.isShowing()));
    }

    /** Clicks Analyze Board… and returns its dialog. */
    private JDialog open(AbstractButton analyze) throws Exception {
        RobotSteps.clickUntil(robot, analyze, () -> dialog() != null);
        waitUntil("the Analyze Board dialog opens", () -> dialog() != null);
        return onEventThread(AnalyzeFocusDriver::dialog);
    }

    /**
     * Answers the dialog with a key once it has the keyboard focus (a click could miss: without a window manager
     * the dialog's reported place on screen may be wrong), typing it again while the dialog stays open.
     */
    private void answer(JDialog dialog, int key) throws Exception {
        waitUntil("the dialog has the keyboard focus", dialog::isFocused);
        for (int press = 1; press <= 5 && onEventThread(dialog::isShowing); press++) {
            robot.keyPress(key);
            robot.keyRelease(key);
            robot.waitForIdle();
            for (int i = 0; i < 20 && onEventThread(dialog::isShowing); i++) {
                Thread.sleep(100);
            }
        }
        if (onEventThread(dialog::isShowing)) {
            throw new AssertionError("the dialog stays open after five presses of " + KeyEvent.getKeyText(key));
        }
    }

    /** The dialog showing, or null (event thread only). */
    static JDialog dialog() {
        for (Window w : Window.getWindows()) {
            if (w instanceof JDialog d && d.isShowing()) {
                return d;
            }
        }
        return null;
    }

    static void waitUntil(String what, Supplier<Boolean> condition) throws Exception {
        long end = System.currentTimeMillis() + 20_000;
        while (!onEventThread(condition)) {
            if (System.currentTimeMillis() > end) {
                throw new AssertionError("timed out waiting until " + what);
            }
            Thread.sleep(50);
        }
    }

    static <T extends Component> T find(Container root, Class<T> type, Predicate<T> test) throws Exception {
        T found = onEventThread(() -> findOrNull(root, type, test));
        if (found == null) {
            throw new AssertionError("no " + type.getSimpleName() + " as wanted in " + root.getClass().getSimpleName());
        }
        return found;
    }

    static <T> T onEventThread(Supplier<T> read) throws Exception {
        AtomicReference<T> value = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> value.set(read.get()));
        return value.get();
    }
}
