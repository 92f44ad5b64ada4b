package org.rallyworkbench.engine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.xml.HostileFiles;

/**
 * The whole hostile corpus through a real {@code rally validate} process with a 256 MB heap, as a user
 * would run it: exit 2, each file refused with located problems, no stack trace, no out-of-memory.
 */
class RallyProcessTest {

    @Test
    void theHostileCorpusIsRefusedInA256MegabyteHeap() throws Exception {
        List<Path> files = HostileFiles.all();
        Path err = Files.createTempFile("rally-err", ".txt");
        Path out = Files.createTempFile("rally-out", ".txt");
        try {
            List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                    RallyCli.class.getName(), "validate"));
            files.forEach(f -> command.add(f.toString()));
            long start = System.nanoTime();
            Process process = new ProcessBuilder(command).redirectError(err.toFile()).redirectOutput(out.toFile()).start();
            if (!process.waitFor(120, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new AssertionError("rally validate hung on the hostile corpus");
            }
            long millis = (System.nanoTime() - start) / 1_000_000;
            System.out.printf("rally validate refused %d hostile files in %d ms (one JVM, -Xmx256m)%n", files.size(), millis);
            String errText = Files.readString(err, StandardCharsets.UTF_8);
            assertEquals(2, process.exitValue(), errText);
            assertEquals("", Files.readString(out, StandardCharsets.UTF_8));
            assertFalse(errText.contains("Exception"), errText);
            assertFalse(errText.contains("OutOfMemoryError"), errText);
            assertFalse(errText.contains(HostileFiles.SECRET), "leaked the secret");
            for (Path f : files) {
                assertTrue(errText.contains(f + ":") || f.toString().contains("broken-board-file"),
                        "no problem reported for " + f);
            }
            for (String line : errText.split("\n")) {
                assertTrue(line.matches(".+:\\d+:\\d+: \\S.*"), line);
            }
        } finally {
            deleteQuietly(err);
            deleteQuietly(out);
        }
    }

    /** The command line never opens a window: a DISPLAY naming no X server must not stop a PNG export. */
    @Test
    void exportsAPngWhenDisplayNamesNoXServer() throws Exception {
        Path png = Files.createTempFile("rally-export", ".png");
        Files.delete(png);
        Path log = Files.createTempFile("rally-log", ".txt");
        try {
            ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), RallyCli.class.getName(), "export",
                    Path.of("..", "scenarios", "boards", "crucible-loop.board.xml").toString(), "--format", "png",
                    "-o", png.toString())
                    .redirectErrorStream(true).redirectOutput(log.toFile());
            pb.environment().put("DISPLAY", ":987");
            Process process = pb.start();
            if (!process.waitFor(120, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new AssertionError("rally export hung");
            }
            assertEquals(0, process.exitValue(), Files.readString(log, StandardCharsets.UTF_8));
            assertTrue(Files.size(png) > 1000, "a PNG was written");
        } finally {
            deleteQuietly(png);
            deleteQuietly(log);
        }
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // A leftover temp file is harmless.
        }
    }
}
