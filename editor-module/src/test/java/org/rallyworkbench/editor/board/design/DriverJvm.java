package org.rallyworkbench.editor.board.design;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

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

    /**
     * The GUI tests' usual step: runs {@code driver}'s main with {@code args} on an X display (the test is skipped
     * when there is none), prints its log and fails with {@code failure} and the log unless it succeeded within
     * {@code seconds}. The log is {@code driver.log} in {@code dir}.
     */
    public static void runOrFail(Path dir, Class<?> driver, int seconds, String failure, String... args)
            throws IOException, InterruptedException {
        java.util.Optional<Display> display = Display.find();
        org.junit.jupiter.api.Assumptions.assumeTrue(display.isPresent(),
                "GUI test skipped: no DISPLAY set and no Xvfb on the PATH");
        Path log = dir.resolve("driver.log");
        try (Display d = display.get()) {
            boolean ok = succeeded(start(d, log, List.of(), driver, args), seconds);
            String output = java.nio.file.Files.readString(log);
            System.out.print(output);
            org.junit.jupiter.api.Assertions.assertTrue(ok, failure + ":\n" + output);
        }
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
