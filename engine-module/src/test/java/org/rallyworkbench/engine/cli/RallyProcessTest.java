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

    /**
     * The large hostile imports and director files ({@link HostileImportsTest.HostileCorpus}: groups nested
     * 100,000 deep, ten million CSV entries, a million JSON walls, thousands of compressed layers, a zlib bomb, huge
     * numbers, …) through {@code rally import} and {@code rally turn} one after the other in one child JVM with a
     * 256 MB heap: each refused with exit 2 and a located message, never "Java heap space", a stack overflow or a
     * stack trace, and every input byte-identical afterwards.
     */
    @Test
    void theLargeHostileImportsAreRefusedInA256MegabyteHeap() throws Exception {
        Path dir = HostileImportsTest.DIR;
        HostileImportsTest.HostileCorpus.write(dir, HostileImportsTest.SECRET);
        List<String> large = List.of("json million-digits", "json exponent-huge", "json exponent-overflow",
                "json deep-nesting", "json million-walls", "tmx nested-groups", "tmx csv-ten-million", "tmx csv-million",
                "tmx 65k-unknown-tiles", "tmx thousands-of-compressed-layers", "tmx zlib-bomb", "tmx ten-thousand-tilesets",
                "game deep", "submissions turn-10-26", "submissions reentry-huge", "a picture too large to draw",
                "client fiasko-long-row", "client robotmadness-millions-of-values");
        List<org.junit.jupiter.params.provider.Arguments> cases = HostileImportsTest.HostileCorpus.cases(dir).stream()
                .filter(a -> large.contains((String) a.get()[0])).toList();
        assertEquals(large.size(), cases.size(), "a large case was renamed");
        Path commands = Files.createTempFile("rally-batch", ".txt");
        Path out = Files.createTempFile("rally-out", ".txt");
        Path err = Files.createTempFile("rally-err", ".txt");
        try {
            StringBuilder lines = new StringBuilder();
            for (var c : cases) {
                @SuppressWarnings("unchecked")
                List<String> args = (List<String>) c.get()[1];
                lines.append(String.join("\t", args)).append('\n');
            }
            Files.writeString(commands, lines);
            var before = HostileImportsTest.snapshot();
            Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                    RallyBatch.class.getName(), commands.toString())
                    .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            if (!process.waitFor(120, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new AssertionError("the large hostile imports hung");
            }
            String all = Files.readString(out, StandardCharsets.UTF_8);
            assertEquals(0, process.exitValue(), all + Files.readString(err, StandardCharsets.UTF_8));
            assertEquals("", Files.readString(err, StandardCharsets.UTF_8));
            String[] runs = all.split("##EXIT ", -1);
            assertEquals(cases.size() + 1, runs.length, all);
            StringBuilder times = new StringBuilder();
            for (int i = 0; i < cases.size(); i++) {
                Object[] c = cases.get(i).get();
                String run = runs[i + 1];
                String text = run.substring(run.indexOf('\n') + 1);
                String[] head = run.substring(0, run.indexOf('\n')).split(" ");
                times.append(String.format(" %s %s ms;", c[0], head[1]));
                assertEquals("2", head[0], c[0] + ": " + text);
                assertTrue(text.contains((String) c[2]), c[0] + ": expected '" + c[2] + "' in " + text);
                if ((Boolean) c[3]) {
                    assertTrue(text.lines().findFirst().orElse("").matches(".+:\\d+:\\d+: \\S.*"), c[0] + ": " + text);
                }
                for (String bad : List.of("Java heap space", "OutOfMemoryError", "StackOverflowError", "more memory than",
                        "nested too deeply", "\tat ", "Exception", "java.")) {
                    assertFalse(text.contains(bad), c[0] + ": '" + bad + "' in " + text);
                }
            }
            System.out.println("large hostile imports in one JVM with -Xmx256m:" + times);
            assertEquals(before, HostileImportsTest.snapshot(), "an input changed");
        } finally {
            deleteQuietly(commands);
            deleteQuietly(out);
            deleteQuietly(err);
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
