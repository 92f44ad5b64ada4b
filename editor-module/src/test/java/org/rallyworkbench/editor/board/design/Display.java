package org.rallyworkbench.editor.board.design;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * An X display for the GUI test: the one in {@code DISPLAY} if set, else a private Xvfb started for the
 * test (and stopped by {@link #close()}). Empty when there is neither.
 */
public final class Display implements AutoCloseable {

    private final String name;
    private final Process xvfb;

    private Display(String name, Process xvfb) {
        this.name = name;
        this.xvfb = xvfb;
    }

    public String name() {
        return name;
    }

    public static Optional<Display> find() throws IOException, InterruptedException {
        String env = System.getenv("DISPLAY");
        if (env != null && !env.isBlank()) {
            return Optional.of(new Display(env, null));
        }
        Optional<Path> xvfb = onPath("Xvfb");
        if (xvfb.isEmpty()) {
            return Optional.empty();
        }
        for (int n = 120; n < 160; n++) {
            if (new File("/tmp/.X11-unix/X" + n).exists() || new File("/tmp/.X" + n + "-lock").exists()) {
                continue;
            }
            Process p = new ProcessBuilder(xvfb.get().toString(), ":" + n, "-screen", "0", "1280x1024x24", "-nolisten", "tcp")
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            for (int i = 0; i < 50 && p.isAlive(); i++) {
                if (new File("/tmp/.X11-unix/X" + n).exists()) {
                    return Optional.of(new Display(":" + n, p));
                }
                Thread.sleep(100);
            }
            p.destroy();
        }
        return Optional.empty();
    }

    private static Optional<Path> onPath(String program) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path candidate = Path.of(dir, program);
            if (Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    @Override
    public void close() throws InterruptedException {
        if (xvfb != null) {
            xvfb.destroy();
            xvfb.waitFor();
        }
    }
}
