package org.rallyworkbench.editor.board.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.editor.autosave.Autosaves;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.xml.BoardXml;

/**
 * No lost work: an editor JVM paints on a board without saving, is killed with SIGKILL once its autosave
 * is written, and a new editor JVM opening the board must offer to recover the edit (and, recovered, show
 * it as unsaved). Runs on an X display like {@link EditorGuiTest}; the autosave interval is shortened
 * with {@value Autosaves#INTERVAL_PROPERTY}.
 */
class AutosaveCrashTest {

    @Test
    void afterKillMinus9ReopeningTheBoardOffersTheUnsavedEdit(@TempDir Path dir) throws Exception {
        Optional<Display> display = Display.find();
        assumeTrue(display.isPresent(), "GUI test skipped: no DISPLAY set and no Xvfb on the PATH");
        String original = BoardXml.toXml(Board.builder("Crash", 6, 5).flag(5, 0, 1).start(0, 4, 1, Direction.N).build());
        Path file = dir.resolve("crash.board.xml");
        Files.writeString(file, original);
        Path userdir = dir.resolve("userdir");
        Path autosaves = userdir.resolve("var/autosave");
        try (Display d = display.get()) {
            Process editor = driver(d, dir, userdir, "edit", file, "edit.log");
            try {
                waitForAutosave(autosaves, editor, dir.resolve("edit.log"));
            } finally {
                editor.destroyForcibly();      // SIGKILL on Unix: no shutdown hooks, no saving
                editor.waitFor(10, TimeUnit.SECONDS);
            }
            assertTrue(Files.readString(dir.resolve("edit.log")).contains("EDITED modified=true"),
                    Files.readString(dir.resolve("edit.log")));
            assertEquals(original, Files.readString(file), "the file itself was never saved");

            boolean ok = DriverJvm.succeeded(driver(d, dir, userdir, "reopen", file, "reopen.log"), 60);
            String log = Files.readString(dir.resolve("reopen.log"));
            assertTrue(ok, "recovery failed:\n" + log);
            assertTrue(log.contains("ASKED Recover Unsaved Changes"), log);
            assertTrue(log.contains("RECOVERED modified=true pit=true shown=true"), log);
        }
    }

    private static Process driver(Display d, Path dir, Path userdir, String mode, Path file, String log)
            throws IOException {
        return DriverJvm.start(d, dir.resolve(log),
                List.of("-Dnetbeans.user=" + userdir, "-D" + Autosaves.INTERVAL_PROPERTY + "=300"),
                AutosaveCrashDriver.class, mode, file.toString());
    }

    private static void waitForAutosave(Path folder, Process editor, Path log) throws Exception {
        long end = System.currentTimeMillis() + 60_000;
        while (System.currentTimeMillis() < end && editor.isAlive()) {
            if (hasEntry(folder) && Files.readString(log).contains("EDITED")) {
                return;     // the edit is done and an autosave written: now crash
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no edit or no autosave written:\n" + Files.readString(log));
    }

    private static boolean hasEntry(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return false;
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.anyMatch(f -> f.getFileName().toString().endsWith(".autosave"));
        }
    }
}
