package org.rallyworkbench.editor.scenario.replay;

import java.nio.file.Path;
import javax.swing.SwingUtilities;

/**
 * Not a test: shows a scenario's Replay at one frame and moment and writes a picture of it, for looking at a
 * change and for the README. Arguments: scenario file, frame index (negative: from the end; {@code failure}: the
 * first failure, where the view opens), moment 0..1, PNG,
 * and optionally width and height.
 */
public final class ReplayShot {

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int width = args.length > 4 ? Integer.parseInt(args[4]) : 1200;
        int height = args.length > 5 ? Integer.parseInt(args[5]) : 760;
        ReplayElement e = ReplayWindow.show(ReplayWindow.open(file), file, width, height);
        double t = Double.parseDouble(args[2]);
        Thread.sleep(500);
        if (!"failure".equals(args[1])) {      // else where the view opens: at the first failure
            int frame = Integer.parseInt(args[1]);
            SwingUtilities.invokeAndWait(() -> {
                int n = e.player().timeline().size();
                e.player().freeze(frame < 0 ? n + frame : frame, t);
            });
        }
        Thread.sleep(500);
        ReplayWindow.picture(e, Path.of(args[3]));
        System.exit(0);
    }
}
