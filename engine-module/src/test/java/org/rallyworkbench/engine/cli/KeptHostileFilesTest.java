package org.rallyworkbench.engine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.rallyworkbench.engine.model.ProblemCollector;
import org.rallyworkbench.engine.xml.TestFiles;

/**
 * The small hostile files kept in git under {@code hostile/tmx}, {@code hostile/json}, {@code hostile/director}
 * and {@code hostile/clients} (their {@code EXPECTED.tsv} says what each refusal must say), each through the
 * command a user would run on it: {@code import} (a client file with the {@code --format} its name starts
 * with), {@code turn deal} for a game file, {@code turn play} for submissions. Each is refused with exit 2, a
 * {@code FILE:LINE:COLUMN} line, the expected words, no stack trace or Java class name, no content of a local
 * file it points at, at most {@link ProblemCollector#MAX_LISTED} problems, and its folder byte-identical after.
 * The fuzz targets replay the same files ({@code xml/FuzzInputsRegressionTest}).
 */
class KeptHostileFilesTest {

    static final Path HOSTILE = TestFiles.HOSTILE;
    static final List<String> CLASSES = List.of("tmx", "json", "director", "clients");
    private static final Map<String, String> CLIENT_FORMATS = Map.of("fiasko", "fiasko-txt", "inf112", "inf112-tmx",
            "robotmadness", "robotmadness-json", "lmu", "lmu-json");

    @TempDir
    static Path out;

    /** A dealt game the submissions are played against. */
    private static Path game;

    @BeforeAll
    static void dealAGame() throws Exception {
        Path board = out.resolve("s.board.xml");
        Files.writeString(board, "<board xmlns=\"urn:rally-workbench:board:1\" name=\"s\" width=\"3\" height=\"3\">\n"
                + "  <flag x=\"2\" y=\"2\" number=\"1\"/>\n  <start x=\"0\" y=\"0\" number=\"1\" facing=\"S\"/>\n"
                + "  <start x=\"1\" y=\"0\" number=\"2\" facing=\"S\"/>\n</board>\n");
        game = out.resolve("dealt.game.xml");
        assertEquals(0, RallyCli.execute(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()),
                "turn", "start", "--board", board.toString(), "--robots", "red,blue", "-o", out.resolve("g0.game.xml")
                        .toString()));
        assertEquals(0, RallyCli.execute(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()),
                "turn", "deal", out.resolve("g0.game.xml").toString(), "-o", game.toString()));
    }

    /** Every kept file with the words its refusal must hold. */
    static Stream<Arguments> files() throws IOException {
        List<Arguments> all = new ArrayList<>();
        for (String cls : CLASSES) {
            for (String line : Files.readAllLines(HOSTILE.resolve(cls).resolve("EXPECTED.tsv"), StandardCharsets.UTF_8)) {
                if (!line.startsWith("#") && !line.isBlank()) {
                    String[] p = line.split("\t", 2);
                    all.add(Arguments.of(cls, p[0], p[1]));
                }
            }
        }
        return all.stream();
    }

    /** Every file a class folder holds is listed in its EXPECTED.tsv, or is a tileset the listed maps name. */
    @org.junit.jupiter.api.Test
    void everyKeptFileIsListedAndEachClassHasAtLeastThree() throws IOException {
        for (String cls : CLASSES) {
            List<String> listed = files().filter(a -> a.get()[0].equals(cls)).map(a -> (String) a.get()[1]).toList();
            assertTrue(listed.size() >= 3, cls + ": " + listed);
            try (Stream<Path> files = Files.list(HOSTILE.resolve(cls))) {
                for (Path f : files.toList()) {
                    String n = f.getFileName().toString();
                    assertTrue(listed.contains(n) || n.equals("EXPECTED.tsv") || n.contains(".tsx"),
                            cls + "/" + n + " is not in EXPECTED.tsv");
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}/{1}")
    @MethodSource("files")
    void isRefusedCleanly(String cls, String name, String expected) throws Exception {
        Path file = HOSTILE.resolve(cls).resolve(name);
        List<String> args = command(cls, name, file);
        Map<Path, String> before = snapshot(HOSTILE.resolve(cls));
        StringWriter err = new StringWriter();
        java.io.ByteArrayOutputStream stray = new java.io.ByteArrayOutputStream();
        java.io.PrintStream systemErr = System.err;
        System.setErr(new java.io.PrintStream(stray, true, StandardCharsets.UTF_8));     // a parser's "[Fatal Error]"
        int code;
        try {
            code = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> RallyCli.execute(
                    new PrintWriter(new StringWriter()), new PrintWriter(err), args.toArray(String[]::new)));
        } finally {
            System.setErr(systemErr);
        }
        assertEquals("", stray.toString(StandardCharsets.UTF_8), name + ": printed past the command's own stderr");
        String text = err.toString();
        assertEquals(2, code, name + ": " + text);
        assertTrue(text.contains(expected), name + ": expected '" + expected + "' in:\n" + text);
        assertTrue(text.lines().anyMatch(l -> l.matches(".+:[1-9]\\d*:[1-9]\\d*: \\S.*") && l.contains(HOSTILE.resolve(cls)
                .toString())), name + ": no FILE:LINE:COLUMN naming the file in\n" + text);
        for (String bad : List.of("Exception", "\tat ", "java.", "[Fatal Error]", "root:x:0", "Input length",
                "For input string", "Exponent overflow", "Cannot invoke", "Index ", "StreamReadConstraints", "`")) {
            assertFalse(text.contains(bad), name + ": '" + bad + "' in " + text);
        }
        assertTrue(text.lines().count() <= ProblemCollector.MAX_LISTED + 2, name + ": " + text.lines().count()
                + " lines");
        assertEquals(before, snapshot(HOSTILE.resolve(cls)), name + ": a kept file changed");
    }

    private static List<String> command(String cls, String name, Path file) {
        String f = file.toString();
        String o = out.resolve("out-" + name).toString();
        return switch (cls) {
            case "director" -> name.endsWith(".submissions.xml")
                    ? List.of("turn", "play", game.toString(), f, "-o", o + ".game.xml")
                    : List.of("turn", "deal", f, "-o", o + ".game.xml");
            case "clients" -> List.of("import", f, "--format", CLIENT_FORMATS.get(name.substring(0, name.indexOf('-'))),
                    "-o", o + ".board.xml");
            default -> List.of("import", f, "-o", o + ".board.xml");
        };
    }

    private static Map<Path, String> snapshot(Path dir) throws IOException {
        Map<Path, String> all = new TreeMap<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path p : files.toList()) {
                all.put(p, Integer.toHexString(Arrays.hashCode(Files.readAllBytes(p))));
            }
        }
        return all;
    }
}
