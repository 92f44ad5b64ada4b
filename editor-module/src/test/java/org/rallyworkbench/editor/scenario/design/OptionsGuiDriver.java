package org.rallyworkbench.editor.scenario.design;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Container;
import java.awt.KeyboardFocusManager;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.Window;
import java.awt.event.InputEvent;
import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import javax.imageio.ImageIO;
import javax.swing.AbstractButton;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JTable;
import javax.swing.SwingUtilities;
import org.openide.cookies.EditorCookie;
import org.openide.cookies.SaveCookie;
import org.openide.explorer.propertysheet.PropertySheet;
import org.openide.filesystems.FileUtil;
import org.openide.filesystems.LocalFileSystem;
import org.openide.loaders.DataObject;
import org.openide.nodes.Node;
import org.openide.util.lookup.Lookups;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.Position;

/**
 * Run by {@link OptionsGuiTest} in its own JVM on an X display: opens a scenario's real Design view beside a
 * Properties sheet, clicks the red robot, gives it option cards through its "Holds" property, opens Program…,
 * builds a Crab Legs pair (Add, Add as 2nd card), declares a Pressor Beam use for register 1 in the use table, OK;
 * then undoes and redoes that edit and saves. Screenshots go to the folder given second. Exit code 0 when done.
 */
public final class OptionsGuiDriver {

    private static Robot robot;
    private static Path shots;

    private OptionsGuiDriver() {
    }

    public static void main(String[] args) throws Exception {
        try {
            drive(args[0], Path.of(args[1]));
            System.out.println("DONE");
            System.exit(0);
        } catch (Throwable t) {
            t.printStackTrace(System.out);
            System.exit(1);
        }
    }

    private static void drive(String path, Path screenshots) throws Exception {
        shots = screenshots;
        File file = FileUtil.normalizeFile(new File(path));
        LocalFileSystem fs = new LocalFileSystem();
        fs.setRootDirectory(file.getParentFile());
        DataObject dob = DataObject.find(fs.findResource(file.getName()));
        AtomicReference<ScenarioDesignElement> element = new AtomicReference<>();
        PropertySheet sheet = onEdt(PropertySheet::new);
        SwingUtilities.invokeAndWait(() -> {
            ScenarioDesignElement e = new ScenarioDesignElement(Lookups.fixed(dob));
            JPanel content = new JPanel(new BorderLayout());
            content.add(e.getToolbarRepresentation(), BorderLayout.NORTH);
            content.add(e, BorderLayout.CENTER);
            sheet.setPreferredSize(new java.awt.Dimension(380, 400));
            content.add(sheet, BorderLayout.EAST);
            JFrame frame = new JFrame("Options GUI test");
            frame.setContentPane(content);
            frame.setSize(1240, 760);
            frame.setLocation(0, 0);
            frame.setVisible(true);
            e.componentOpened();
            e.componentShowing();
            element.set(e);
        });
        ScenarioDesignElement design = element.get();
        robot = new Robot();
        robot.setAutoDelay(30);
        robot.waitForIdle();

        dismissStartupMessage();

        // select red: a click on its tile
        ScenarioCanvas canvas = design.canvas();
        Point red = onEdt(() -> {
            Point p = canvas.centreOf(new Position(2, 3));
            SwingUtilities.convertPointToScreen(p, canvas);
            return p;
        });
        settle(canvas);
        Node node = waitFor("red selected", () -> {
            click(red);
            return selectedRobot(design).filter(n -> n.robot().name().equals("red")).orElse(null);
        });
        SwingUtilities.invokeAndWait(() -> sheet.setNodes(new Node[] {node}));

        // Properties: give red Crab Legs, a Pressor Beam and an Ablative Coat that has absorbed 1
        SwingUtilities.invokeAndWait(() -> {
            try {
                property(node, "options").setValue("crab-legs pressor-beam ablative-coat:1");
            } catch (Exception ex) {
                throw new IllegalStateException(ex);
            }
        });
        RobotNode holding = waitFor("red holds its options", () -> selectedRobot(design)
                .filter(n -> n.robot().options().contains(OptionCard.CRAB_LEGS)).orElse(null));
        SwingUtilities.invokeAndWait(() -> sheet.setNodes(new Node[] {holding}));
        expect(holding.robot().optionState().coatAbsorbed() == 1, "the coat's counter reads 1");
        expect(property(holding, "coat") != null, "a held Ablative Coat shows its counter");
        shoot("properties-options.png");
        String beforeProgram = text(dob);

        // Program…: the picker opens in a modal dialog; the driver goes on from this thread
        AbstractButton program = find(design.getToolbarRepresentation(), AbstractButton.class,
                b -> "design.Program".equals(b.getName()));
        clickOn(program);
        CardPicker picker = waitFor("the card picker", () -> onEdt(() -> {
            for (Window w : Window.getWindows()) {
                if (w.isShowing()) {
                    CardPicker p = find(w, CardPicker.class, c -> true);
                    if (p != null) {
                        return p;
                    }
                }
            }
            return null;
        }));
        settle(picker);
        expect(onEdt(() -> find(picker, javax.swing.JLabel.class, l -> "picker.robot".equals(l.getName()))
                .getText().contains("red")), "the picker names the robot it programs");
        SwingUtilities.invokeAndWait(() -> picker.selectInDeck(Card.parse("move1@500")));
        pressUntil(find(picker, AbstractButton.class, b -> "picker.add".equals(b.getName())),
                "move1@500 in the program", () -> picker.program().contains(Card.parse("move1@500")));
        Component focus = onEdt(() -> KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusOwner());
        expect(focus != null && "picker.deck".equals(focus.getName()), "after Add the deck has the focus: " + focus);
        SwingUtilities.invokeAndWait(() -> {
            picker.selectInDeck(Card.parse("left@70"));
            picker.selectInProgram(0);
        });
        AbstractButton pair = find(picker, AbstractButton.class, b -> "picker.addPair".equals(b.getName()));
        expect(onEdt(pair::isEnabled), "Move 1 + Rotate Left pairs for Crab Legs");
        pressUntil(pair, "the pair", () -> picker.plan().second(0).isPresent());
        AbstractButton declare = find(picker, AbstractButton.class, b -> "picker.declare".equals(b.getName()));
        Callable<JMenuItem> pressorItem = () -> {
            for (Window w : Window.getWindows()) {
                JMenuItem item = w.isShowing() ? find(w, JMenuItem.class, i -> "Pressor Beam".equals(i.getText()))
                        : null;
                if (item != null) {
                    return item;
                }
            }
            return null;
        };
        pressUntil(declare, "the Declare menu", () -> pressorItem.call() != null);
        JMenuItem pressor = onEdt(pressorItem);
        JTable uses = find(picker, JTable.class, t -> "picker.uses".equals(t.getName()));
        pressUntil(pressor, "a use row", () -> uses.getRowCount() == 1);
        Point r1 = onEdt(() -> {
            Rectangle cell = uses.getCellRect(0, 1, true);
            Point p = new Point(cell.x + cell.width / 2, cell.y + cell.height / 2);
            SwingUtilities.convertPointToScreen(p, uses);
            return p;
        });
        int[] clicks = {0};
        waitFor("register 1 ticked", () -> {
            if (++clicks[0] <= 10) {
                click(r1);
            } else if (clicks[0] == 11) {  // the clicks were lost (see pressUntil): tick the cell as a click would
                System.out.println("ten clicks lost: ticking register 1 on the event thread");
                SwingUtilities.invokeAndWait(() -> uses.setValueAt(Boolean.TRUE, 0, 1));
            }
            return onEdt(() -> Boolean.TRUE.equals(uses.getValueAt(0, 1)) ? Boolean.TRUE : null);
        });
        shoot("card-picker-options.png");
        Window dialog = onEdt(() -> SwingUtilities.getWindowAncestor(picker));
        AbstractButton ok = find(dialog, AbstractButton.class, b -> "OK".equals(b.getText()));
        expect(onEdt(ok::isEnabled), "OK is enabled once the use names its register");
        pressUntil(ok, "the picker closed", () -> !dialog.isShowing());
        String programmed = waitFor("the program written", () -> {
            String t = text(dob);
            return t.contains("move1@500+left@70") ? t : null;
        });
        shoot("design-after-program.png");

        // one undo step takes the whole program edit back, redo brings it again
        SwingUtilities.invokeAndWait(() -> design.getUndoRedo().undo());
        expect(text(dob).equals(beforeProgram), "undo restores the text before the program:\n" + text(dob));
        SwingUtilities.invokeAndWait(() -> design.getUndoRedo().redo());
        expect(text(dob).equals(programmed), "redo writes the program again");
        SwingUtilities.invokeAndWait(() -> {
            try {
                dob.getLookup().lookup(SaveCookie.class).save();
            } catch (Exception ex) {
                throw new IllegalStateException(ex);
            }
        });
    }

    /**
     * On a flat class path the platform's window system is absent, and the board module's start-up opener
     * (StartupBoards) still runs when the frame shows: it cannot open its sample board without masterfs and says
     * so in a modal message. Nothing of this test; closed so that the clicks reach the Design view.
     */
    private static void dismissStartupMessage() throws Exception {
        for (int i = 0; i < 25; i++) {
            boolean closed = onEdt(() -> {
                boolean any = false;
                for (Window w : Window.getWindows()) {
                    if (w instanceof java.awt.Dialog && w.isShowing()) {
                        w.dispose();
                        any = true;
                    }
                }
                return any;
            });
            if (closed) {
                return;
            }
            Thread.sleep(200);
        }
    }

    private static Optional<RobotNode> selectedRobot(ScenarioDesignElement design) {
        return Optional.ofNullable(design.getLookup().lookup(RobotNode.class));
    }

    private static Node.Property<Object> property(Node node, String name) {
        for (Node.PropertySet set : node.getPropertySets()) {
            for (Node.Property<?> p : set.getProperties()) {
                if (p.getName().equals(name)) {
                    @SuppressWarnings("unchecked")
                    Node.Property<Object> writable = (Node.Property<Object>) p;
                    return writable;
                }
            }
        }
        return null;
    }

    private static String text(DataObject dob) throws Exception {
        return onEdt(() -> {
            javax.swing.text.Document d = dob.getLookup().lookup(EditorCookie.class).openDocument();
            return d.getText(0, d.getLength());
        });
    }

    private static void settle(Component c) throws Exception {
        Point last = null;
        for (int same = 0, i = 0; i < 50 && same < 2; i++) {
            Point now = onEdt(() -> c.isShowing() ? c.getLocationOnScreen() : null);
            same = now != null && now.equals(last) ? same + 1 : 0;
            last = now;
            Thread.sleep(200);
        }
    }

    private static void clickOn(JComponent c) throws Exception {
        settle(c);
        Point p = onEdt(() -> {
            Point at = new Point(c.getWidth() / 2, c.getHeight() / 2);
            SwingUtilities.convertPointToScreen(at, c);
            return at;
        });
        click(p);
    }

    /** Presses {@code b} until {@code done} holds (the shared GUI-test steps' retry and fallback). */
    private static void pressUntil(AbstractButton b, String what, Callable<Boolean> done) throws Exception {
        System.out.println("waiting for " + what);
        settle(b);
        org.rallyworkbench.editor.board.design.RobotSteps.pressUntil(robot, b, () -> {
            try {
                return done.call();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        waitFor(what, () -> onEdt(done) ? Boolean.TRUE : null);
    }

    private static void click(Point p) {
        robot.mouseMove(p.x, p.y);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        robot.waitForIdle();
    }

    private static void shoot(String name) throws Exception {
        robot.waitForIdle();
        Thread.sleep(300);
        java.awt.Dimension screen = java.awt.Toolkit.getDefaultToolkit().getScreenSize();
        java.nio.file.Files.createDirectories(shots);
        ImageIO.write(robot.createScreenCapture(new Rectangle(screen)), "png", shots.resolve(name).toFile());
    }

    /** Polls {@code probe} (up to 60 s) until it gives a value. */
    private static <T> T waitFor(String what, Callable<T> probe) throws Exception {
        System.out.println("waiting for " + what);
        for (int i = 0; i < 150; i++) {
            T v = probe.call();
            if (v != null) {
                return v;
            }
            Thread.sleep(200);
        }
        shoot("failed.png");
        throw new AssertionError("never happened: " + what);
    }

    private static void expect(boolean condition, String what) {
        if (!condition) {
            throw new AssertionError(what);
        }
    }

    private static <T> T onEdt(Callable<T> read) throws Exception {
        return org.rallyworkbench.editor.scenario.run.GuiSteps.onEdt(read);
    }

    private static <T extends Component> T find(Component root, Class<T> type, java.util.function.Predicate<T> test) {
        if (type.isInstance(root) && test.test(type.cast(root))) {
            return type.cast(root);
        }
        Component[] children = root instanceof javax.swing.JMenu m ? m.getMenuComponents()
                : root instanceof Container c ? c.getComponents() : new Component[0];
        for (Component child : children) {
            T found = find(child, type, test);
            if (found != null) {
                return found;
            }
        }
        return null;
    }
}
