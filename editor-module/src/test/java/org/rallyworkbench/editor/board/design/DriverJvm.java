package org.rallyworkbench.editor.board.design;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A GUI driver's own JVM on an X display, as the GUI tests start it: this test class path, the display in
 * {@code DISPLAY}, stdout and stderr into a log file. A separate JVM keeps the platform's singletons and any
 * SIGKILL away from Surefire's.
 */
public final class DriverJvm {

    private DriverJvm() {
    }

    /** Starts {@code driver}'s main with {@code args}; {@code jvmOptions} (e.g. -D settings) go before the class. */
    public static Process start(Display display, Path log, List<String> jvmOptions, Class<?> driver, String... args)
            throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.add("-cp");
        command.add(System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")));
        command.add(driver.getName());
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .directory(new File(System.getProperty("user.dir")));
        pb.environment().put("DISPLAY", display.name());
        return pb.start();
    }

    /** The class path resource {@code resource} (as {@code owner} finds it) copied into {@code dir}, for a driver. */
    public static Path copy(Class<?> owner, String resource, Path dir) throws IOException {
        Path file = dir.resolve(Path.of(resource).getFileName().toString());
        try (InputStream in = owner.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("no resource " + resource + " beside " + owner.getName());
            }
            Files.copy(in, file);
        }
        return file;
    }

    /** How a driver's run ended, and what it printed. */
    public record Run(boolean succeeded, String log) { }

    /**
     * Runs {@code driver}'s main with {@code args} in its own JVM on a display ({@link Display#find}: DISPLAY, else
     * a private Xvfb, closed after), waiting up to {@code seconds}; its output goes to {@code log}. Without a
     * display the calling test is skipped, saying why.
     */
    public static Run run(Path log, int seconds, List<String> jvmOptions, Class<?> driver, String... args)
            throws Exception {
        Optional<Display> display = Display.find();
        assumeTrue(display.isPresent(), "GUI test skipped: no DISPLAY set and no Xvfb on the PATH");
        try (Display d = display.get()) {
            boolean ok = succeeded(start(d, log, jvmOptions, driver, args), seconds);
            return new Run(ok, Files.readString(log));
        }
    }

    /**
     * {@link #run} with the log in {@code dir}/driver.log, printed; fails with {@code failure} and the log unless the
     * driver succeeded.
     */
    public static void runOrFail(Path dir, Class<?> driver, int seconds, String failure, String... args)
            throws Exception {
        Run run = run(dir.resolve("driver.log"), seconds, List.of(), driver, args);
        System.out.print(run.log());
        org.junit.jupiter.api.Assertions.assertTrue(run.succeeded(), failure + ":\n" + run.log());
    }

    /** Waits up to {@code seconds} (killing it after that); true when it ended by itself with exit code 0. */
    public static boolean succeeded(Process process, int seconds) throws InterruptedException {
        boolean done = process.waitFor(seconds, java.util.concurrent.TimeUnit.SECONDS);
        if (!done) {
            process.destroyForcibly();
        }
        return done && process.exitValue() == 0;
    }
}
