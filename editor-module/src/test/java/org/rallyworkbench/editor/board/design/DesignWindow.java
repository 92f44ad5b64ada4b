package org.rallyworkbench.editor.board.design;

import java.awt.Robot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.openide.util.lookup.Lookups;
import org.rallyworkbench.editor.board.file.BoardDataObject;
import org.rallyworkbench.editor.scenario.run.ViewFrame;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.xml.BoardXml;

/**
 * What the board GUI drivers share: their board file, opened as its DataObject, and its real Design view in a
 * frame.
 */
final class DesignWindow {

    private DesignWindow() {
    }

    /** A driver's work on the Design view shown: true when every check held. */
    @FunctionalInterface
    interface Steps {
        boolean run(Robot robot, BoardDataObject dob, BoardDesignElement element) throws Exception;
    }

    /** The board the GUI drivers paint on and press keys over: 6 x 5, a flag in the top right, a start below left. */
    static final Board SMALL = Board.builder("Small", 6, 5).flag(5, 0, 1).start(0, 4, 1, Direction.N).build();

    /** {@link #SMALL} written as {@code dir/NAME.board.xml}, for a driver JVM to open. */
    static Path write(Path dir, String name) throws IOException {
        return Files.writeString(dir.resolve(name + ".board.xml"), BoardXml.toXml(SMALL));
    }

    /** The board file as a BoardDataObject. */
    static BoardDataObject open(String path) throws Exception {
        return ViewFrame.open(Path.of(path), BoardDataObject.class);
    }

    /** Shows the Design view of {@code dob} in a frame at the screen's corner, opened as the window system would. */
    static BoardDesignElement show(BoardDataObject dob, String title, int width, int height, boolean withToolbar)
            throws Exception {
        return ViewFrame.show(() -> new BoardDesignElement(Lookups.fixed(dob)), title, width, height, withToolbar,
                e -> { });
    }

    /**
     * A driver JVM's whole run: opens {@code path} in the Design view, gives {@code steps} a robot that waits
     * {@code autoDelayMs} after each event, prints whatever they throw, and exits 0 only when they returned true.
     */
    static void drive(String path, String title, int width, int height, boolean withToolbar, int autoDelayMs,
            Steps steps) throws Exception {
        BoardDataObject dob = open(path);
        BoardDesignElement element = show(dob, title, width, height, withToolbar);
        Robot robot = new Robot();
        robot.setAutoDelay(autoDelayMs);
        robot.waitForIdle();
        boolean ok = false;
        try {
            ok = steps.run(robot, dob, element);
        } catch (Throwable t) {
            t.printStackTrace(System.out);
        }
        System.exit(ok ? 0 : 1);
    }
}
