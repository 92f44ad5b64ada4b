package org.rallyworkbench.application;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The display for the GUI tests: the one in {@code DISPLAY} if an X server answers there; else, when the
 * {@code Xvfb} binary exists, an Xvfb started on that display number (surefire sets {@code DISPLAY} for the GUI
 * test's JVM before it starts, see application/pom.xml); else none, and the GUI tests are skipped.
 * <p>
 * The Xvfb started here ends by itself when its last client, this JVM, disconnects ({@code -terminate}): killing
 * it from a shutdown hook would pull the display from under AWT, which then ends the JVM with an error.
 */
final class XvfbDisplay {

    private XvfbDisplay() {
    }

    /** Why GUI tests cannot run, or empty when a display is ready. */
    static synchronized Optional<String> ensure() {
        String display = System.getenv("DISPLAY");
        if (display == null || display.isBlank()) {
            return Optional.of("DISPLAY is not set for the test JVM");
        }
        if (answers(display)) {
            return Optional.empty();
        }
        Optional<Path> binary = find("Xvfb");
        if (binary.isEmpty()) {
            return Optional.of("no X server on " + display + " and no Xvfb binary to start one");
        }
        try {
            new ProcessBuilder(binary.get().toString(), display, "-screen", "0", "1280x900x24", "-nolisten", "tcp",
                    "-terminate")
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            for (int i = 0; i < 50 && !answers(display); i++) {
                Thread.sleep(100);
            }
            return answers(display) ? Optional.empty() : Optional.of("Xvfb did not start on " + display);
        } catch (IOException e) {
            return Optional.of("cannot start Xvfb: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of("interrupted while starting Xvfb");
        }
    }

    /** A local X server listens on its socket {@code /tmp/.X11-unix/X<n>}. */
    private static boolean answers(String display) {
        String number = display.replaceFirst("^[^:]*:", "").replaceFirst("\\..*$", "");
        return Files.exists(Path.of("/tmp/.X11-unix", "X" + number));
    }

    private static Optional<Path> find(String binary) {
        String path = System.getenv("PATH");
        for (String dir : (path == null ? "/usr/bin" : path).split(File.pathSeparator)) {
            Path p = Path.of(dir, binary);
            if (Files.isExecutable(p)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }
}
