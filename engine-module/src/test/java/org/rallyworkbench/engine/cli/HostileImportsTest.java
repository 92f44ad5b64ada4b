package org.rallyworkbench.engine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.DeflaterOutputStream;
import org.junit.jupiter.api.BeforeAll;
import org.rallyworkbench.engine.model.ProblemCollector;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Hostile input for every way in that is not a board or scenario file: JSON and TMX imports (numbers, encodings,
 * nesting, sizes, what a map may point at), director files, inputs that are not regular files and outputs that
 * must not be written. Each is refused with exit 2 and a message naming the file (with line and column where
 * there is one), no stack trace, no Java class name, no secret file content, within a hang guard, and every
 * file in the folder is byte-identical afterwards. The files are written at test time into target/hostile/imports.
 */
class HostileImportsTest {

    static final Path DIR = Path.of("target", "hostile", "imports").toAbsolutePath();
    static final String SECRET = "RALLY-SECRET-91c2-do-not-leak";
    private static final Duration HANG_GUARD = Duration.ofSeconds(20);

    @BeforeAll
    static void writeCorpus() throws Exception {
        HostileCorpus.write(DIR, SECRET);
    }

    static Stream<Arguments> cases() throws IOException {
        return HostileCorpus.cases(DIR).stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void isRefusedCleanly(String name, List<String> args, String expected, boolean located) throws Exception {
        Map<Path, String> before = snapshot();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = assertTimeoutPreemptively(HANG_GUARD,
                () -> RallyCli.execute(new PrintWriter(out), new PrintWriter(err), args.toArray(String[]::new)));
        String text = err.toString();
        assertEquals(2, code, name + ": " + text + out);
        assertTrue(text.contains(expected), name + ": expected '" + expected + "' in:\n" + text);
        if (located) {
            assertTrue(text.lines().anyMatch(l -> l.matches(".+:\\d+:\\d+: \\S.*")), name + ": no FILE:LINE:COLUMN in "
                    + text);
        }
        for (String bad : List.of("Exception", "\tat ", "java.", "[Fatal Error]", SECRET, "root:x:0",
                "Input length", "For input string", "Exponent overflow")) {
            assertFalse(text.contains(bad), name + ": '" + bad + "' in " + text);
        }
        assertTrue(text.lines().count() <= ProblemCollector.MAX_LISTED + 2 && text.length() < 60_000,
                name + ": " + text.lines().count() + " lines, " + text.length() + " characters of messages");
        assertEquals(before, snapshot(), name + ": a refused command changed or wrote a file");
    }

    /** An INF112 map of 65,536 ids Unsinkable-II does not know lists 200 of them and counts the rest. */
    @org.junit.jupiter.api.Test
    void aClientMapOfThousandsOfUnplaceableTilesListsTheFirstOnes() throws Exception {
        Path board = DIR.resolve("big.board.xml");
        Path map = DIR.resolve("unplaceable").resolve("big.tmx");
        Files.createDirectories(map.getParent());
        StringWriter err = new StringWriter();
        assertEquals(0, RallyCli.execute(new PrintWriter(new StringWriter()), new PrintWriter(err), "export",
                board.toString(), "--format", "inf112-tmx", "-o", map.toString()), err.toString());
        String tmx = Files.readString(map);
        int flag = tmx.indexOf("name=\"Flag\"");
        int data = tmx.indexOf("<data encoding=\"csv\">", flag) + "<data encoding=\"csv\">".length();
        String unknown = "9999,".repeat(256 * 256 - 1) + "9999";
        Files.writeString(map, tmx.substring(0, data) + unknown + tmx.substring(tmx.indexOf("</data>", data)));
        err = new StringWriter();
        int code = RallyCli.execute(new PrintWriter(new StringWriter()), new PrintWriter(err), "import",
                map.toString(), "--format", "inf112-tmx", "-o", DIR.resolve("unplaceable").resolve("o.board.xml").toString());
        assertEquals(0, code, err.toString());
        assertEquals(ProblemCollector.MAX_LISTED + 1, err.toString().lines().count());
        assertTrue(err.toString().contains("… and 65336 more (only the first 200 are listed)"), err.toString());
    }

    /** Every regular file under the folder, with a digest of its bytes; other kinds by their kind. */
    static Map<Path, String> snapshot() throws IOException {
        Map<Path, String> all = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(DIR)) {
            for (Path p : walk.toList()) {
                if (Files.isSymbolicLink(p)) {
                    all.put(p, "link " + Files.readSymbolicLink(p));
                } else if (Files.isRegularFile(p)) {
                    // Small files by content; the generated giants by size and time (hashing them each time is slow).
                    all.put(p, Files.size(p) < (1 << 20)
                            ? Long.toHexString(java.util.Arrays.hashCode(Files.readAllBytes(p))) + "/" + Files.size(p)
                            : Files.size(p) + "@" + Files.getLastModifiedTime(p));
                } else {
                    all.put(p, Files.isDirectory(p) ? "dir" : "special");
                }
            }
        }
        return all;
    }

    /** Writes the corpus and lists the cases; shared with the 256 MB process test. */
    static final class HostileCorpus {

        /** Bumped whenever the corpus changes, so a build folder written by an older one is written again. */
        private static final String VERSION = "7";

        private HostileCorpus() { }

        static void write(Path dir, String secret) throws Exception {
            if (Files.exists(dir.resolve("done")) && Files.readString(dir.resolve("done")).equals(VERSION)) {
                return;
            }
            if (Files.exists(dir)) {
                try (Stream<Path> old = Files.walk(dir)) {      // links are deleted, never followed
                    for (Path p : old.sorted(java.util.Comparator.reverseOrder()).toList()) {
                        Files.delete(p);
                    }
                }
            }
            Files.createDirectories(dir.resolve("maps"));
            Files.writeString(dir.resolve("secret.txt"), secret + "\n");
            Files.writeString(dir.resolve("maps/secret.txt"), secret + "\n");
            Path board = dir.resolve("s.board.xml");
            Files.writeString(board, "<board xmlns=\"urn:rally-workbench:board:1\" name=\"s\" width=\"3\" height=\"3\">\n"
                    + "  <flag x=\"2\" y=\"2\" number=\"1\"/>\n  <start x=\"0\" y=\"0\" number=\"1\" facing=\"S\"/>\n"
                    + "  <start x=\"1\" y=\"0\" number=\"2\" facing=\"S\"/>\n</board>\n");
            run("export", board.toString(), "-o", dir.resolve("maps/s.tmx").toString());
            run("export", board.toString(), "-o", dir.resolve("s.json").toString());
            run("turn", "start", "--board", board.toString(), "--robots", "red,blue", "-o",
                    dir.resolve("g0.game.xml").toString());
            run("turn", "deal", dir.resolve("g0.game.xml").toString(), "-o", dir.resolve("g1.game.xml").toString());
            run("export", board.toString(), "--format", "fiasko-txt", "-o", dir.resolve("s.fiasko.txt").toString());
            run("export", board.toString(), "--format", "robotmadness-json", "-o", dir.resolve("rm.json").toString());
            Files.copy(dir.resolve("s.json"), dir.resolve("r.course.json"), StandardCopyOption.REPLACE_EXISTING);
            String json = Files.readString(dir.resolve("s.json"));
            String tmx = Files.readString(dir.resolve("maps/s.tmx"));
            String game = Files.readString(dir.resolve("g0.game.xml"));

            // JSON: numbers, encodings, nesting, size
            json(dir, "million-digits", json.replace("\"width\": 3", "\"width\": " + "9".repeat(1_000_000)));
            json(dir, "exponent-huge", json.replace("\"width\": 3", "\"width\": 1e999999999"));
            json(dir, "exponent-overflow", json.replace("\"width\": 3", "\"width\": 1e2147483648"));
            json(dir, "bad-unicode-escape", json.replace("\"name\": \"s\"", "\"name\": \"\\u-001\""));
            Files.write(dir.resolve("bom.json"), concat(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF},
                    json.getBytes(StandardCharsets.UTF_8)));
            json(dir, "nul", json.replace("\"version\"", "\u0000\"version\""));
            Files.write(dir.resolve("invalid-utf8.json"), json.replace("\"name\": \"s\"", "\"name\": \"\u00ff\"")
                    .getBytes(StandardCharsets.ISO_8859_1));
            json(dir, "deep-nesting", "[".repeat(100_000));
            StringBuilder walls = new StringBuilder();
            for (int i = 0; i < 1_000_000; i++) {
                walls.append(i == 0 ? "" : ",").append("{\"from\":[1,1],\"to\":[2,1]}");
            }
            json(dir, "million-walls", json.replace("\"walls\": [", "\"walls\": [" + walls + ","));
            json(dir, "duplicate-member", json.replace("\"width\": 3", "\"width\": 3, \"width\": 4"));

            // TMX: nesting, sizes, compression, what a map points at
            Path maps = dir.resolve("maps");
            String layers = tmx.substring(tmx.indexOf(" <layer "), tmx.indexOf("</map>"));
            String head = tmx.substring(0, tmx.indexOf(" <layer "));
            tmxFile(maps, "nested-groups", head + "<group>".repeat(100_000) + "</map>\n");
            String csv = "1,".repeat(10_000_000);
            tmxFile(maps, "csv-ten-million", head + " <layer id=\"1\" name=\"Floor\" width=\"3\" height=\"3\">"
                    + "<data encoding=\"csv\">" + csv + "1</data></layer>\n</map>\n");
            tmxFile(maps, "csv-million", head + " <layer id=\"1\" name=\"Floor\" width=\"3\" height=\"3\">"
                    + "<data encoding=\"csv\">" + "1,".repeat(1_000_000) + "1</data></layer>\n</map>\n");
            tmxFile(maps, "65k-unknown-tiles", head.replaceFirst("width=\"3\" height=\"3\"", "width=\"256\" height=\"256\"")
                    + " <layer id=\"1\" name=\"Floor\" width=\"256\" height=\"256\"><data encoding=\"csv\">"
                    + "99999,".repeat(65_535) + "99999</data></layer>\n</map>\n");
            String packed = zlib(new byte[4 * 9]);
            StringBuilder many = new StringBuilder(head);
            for (int i = 0; i < 5000; i++) {
                many.append(" <layer id=\"").append(i).append("\" name=\"Floor\" width=\"3\" height=\"3\"><data"
                        + " encoding=\"base64\" compression=\"zlib\">").append(packed).append("</data></layer>\n");
            }
            tmxFile(maps, "thousands-of-compressed-layers", many + "</map>\n");
            tmxFile(maps, "zlib-bomb", head + " <layer id=\"1\" name=\"Floor\" width=\"3\" height=\"3\"><data"
                    + " encoding=\"base64\" compression=\"zlib\">" + zlib(new byte[64 << 20]) + "</data></layer>\n"
                    + layers + "</map>\n");
            tmxFile(maps, "tileset-absolute", tmx.replace("source=\"rally-workbench-64.tsx\"",
                    "source=\"" + dir.resolve("secret.txt") + "\""));
            tmxFile(maps, "tileset-dotdot", tmx.replace("source=\"rally-workbench-64.tsx\"", "source=\"../secret.txt\""));
            tmxFile(maps, "tileset-url", tmx.replace("source=\"rally-workbench-64.tsx\"",
                    "source=\"http://127.0.0.1:9/x.tsx\""));
            tmxFile(maps, "tileset-secret-beside", tmx.replace("source=\"rally-workbench-64.tsx\"",
                    "source=\"secret.txt\""));
            tmxFile(maps, "doctype", tmx.replace("<map ", "<!DOCTYPE map [<!ENTITY s SYSTEM \"file://"
                    + dir.resolve("secret.txt") + "\">]>\n<map "));
            StringBuilder sets = new StringBuilder();
            for (int i = 0; i < 10_000; i++) {
                sets.append(" <tileset firstgid=\"").append(1000 + i * 200).append("\" source=\"rally-workbench-64.tsx\"/>\n");
            }
            tmxFile(maps, "ten-thousand-tilesets", tmx.replace(" <layer id=\"1\"", sets + " <layer id=\"1\""));

            // Director files
            Files.writeString(dir.resolve("doctype.game.xml"), game.replace("<game ", "<!DOCTYPE game [<!ENTITY s"
                    + " SYSTEM \"file://" + dir.resolve("secret.txt") + "\">]>\n<game "));
            Files.writeString(dir.resolve("deep.game.xml"), game.replace("</game>",
                    "<x>".repeat(100_000) + "</x>".repeat(100_000) + "</game>"));
            Files.writeString(dir.resolve("turn-10-26.submissions.xml"),
                    "<submissions xmlns=\"urn:rally-workbench:submissions:1\" turn=\"100000000000000000000000000\"/>\n");
            Files.writeString(dir.resolve("turn-written.submissions.xml"),
                    "<submissions xmlns=\"urn:rally-workbench:submissions:1\" turn=\"10^26\"/>\n");
            Files.writeString(dir.resolve("reentry-huge.submissions.xml"),
                    "<submissions xmlns=\"urn:rally-workbench:submissions:1\" turn=\"1\"><program robot=\"red\""
                            + " cards=\"\" reentry-x=\"99999999999999\" reentry-y=\"1\"/></submissions>\n");

            // Not regular files
            Files.createDirectories(dir.resolve("folder.board.xml"));
            Files.createSymbolicLink(dir.resolve("zero.board.xml"), Path.of("/dev/zero"));
            Files.createSymbolicLink(dir.resolve("zero.json"), Path.of("/dev/zero"));
            Files.createSymbolicLink(dir.resolve("zero.game.xml"), Path.of("/dev/zero"));
            if (new ProcessBuilder("mkfifo", dir.resolve("fifo.board.xml").toString(),
                    dir.resolve("fifo.tmx").toString(), dir.resolve("fifo.game.xml").toString()).start().waitFor() != 0) {
                throw new IOException("mkfifo failed");
            }
            Files.createSymbolicLink(dir.resolve("to-fifo.json"), dir.resolve("fifo.tmx"));
            Files.createSymbolicLink(dir.resolve("link-to-board.board.xml"), board.getFileName());
            // Client formats: sizes
            Files.writeString(dir.resolve("fiasko-long-row.txt"), "1 1\n" + "01;1 ".repeat(6_000_000) + "\n0\n");
            Files.writeString(dir.resolve("robotmadness-millions-of-values.json"), Files.readString(dir.resolve("rm.json"))
                    .replace("\"tiles\": []", "\"tiles\": [" + "0,".repeat(3_000_000) + "0]"));
            Files.writeString(dir.resolve("big.board.xml"), "<board xmlns=\"urn:rally-workbench:board:1\" name=\"big\""
                    + " width=\"256\" height=\"256\"/>\n");
            Files.createDirectories(dir.resolve("an-link"));
            Files.createSymbolicLink(dir.resolve("an-link/s.tiles.csv"), Path.of("..", "s.board.xml"));
            Files.createSymbolicLink(dir.resolve("an-link/s.summary.csv"), Path.of("..", "maps", "rally-workbench-64.tsx"));
            Files.writeString(dir.resolve("done"), VERSION);
        }

        static List<Arguments> cases(Path dir) {
            String d = dir + "/";
            String m = d + "maps/";
            List<Arguments> c = new ArrayList<>();
            for (String j : List.of("million-digits:a number longer than", "exponent-huge:a number out of range",
                    "exponent-overflow:a number out of range", "bad-unicode-escape:bad \\u escape",
                    "bom:byte-order mark", "nul:control character", "invalid-utf8:not valid UTF-8",
                    "deep-nesting:nested deeper than", "million-walls:larger than 16 MiB",
                    "duplicate-member:duplicate member")) {
                String[] p = j.split(":", 2);
                c.add(Arguments.of("json " + p[0], List.of("import", d + p[0] + ".json", "-o", d + "out.board.xml"),
                        p[1], true));
            }
            for (String t : List.of("nested-groups:nested more than", "csv-ten-million:larger than 16 MiB", "csv-million:more than 9 tiles",
                    "65k-unknown-tiles:… and 65336 more problems",
                    "thousands-of-compressed-layers:more than 64 layers", "zlib-bomb:more than 9 tiles",
                    "tileset-absolute:source is an absolute path", "tileset-dotdot:source leaves the map's folder",
                    "tileset-url:source is a URL", "tileset-secret-beside:secret.txt:", "doctype:DOCTYPE",
                    "ten-thousand-tilesets:tilesets; at most 64")) {
                String[] p = t.split(":", 2);
                c.add(Arguments.of("tmx " + p[0], List.of("import", m + p[0] + ".tmx", "-o", d + "out.board.xml"),
                        p[1], true));
            }
            c.add(Arguments.of("game doctype", List.of("turn", "deal", d + "doctype.game.xml", "-o", d + "o.game.xml"),
                    "DOCTYPE", true));
            c.add(Arguments.of("game deep", List.of("turn", "deal", d + "deep.game.xml", "-o", d + "o.game.xml"),
                    "Invalid content was found", true));
            for (String s : List.of("turn-10-26:is out of range", "turn-written:not a valid value",
                    "reentry-huge:is out of range")) {
                String[] p = s.split(":", 2);
                c.add(Arguments.of("submissions " + p[0], List.of("turn", "play", d + "g1.game.xml",
                        d + p[0] + ".submissions.xml", "-o", d + "o.game.xml"), p[1], true));
            }
            String notRegular = "is not a regular file";
            for (String f : List.of("fifo.board.xml", "zero.board.xml")) {
                for (List<String> cmd : List.of(List.of("validate"), List.of("show"), List.of("run"),
                        List.of("verify"), List.of("analyze", "--games", "1", "-o", d + "an"),
                        List.of("export", "-o", d + "o.json"), List.of("turn", "start", "--robots", "red", "-o",
                                d + "o.game.xml", "--board"))) {
                    List<String> args = new ArrayList<>(cmd);
                    args.add(d + f);
                    c.add(Arguments.of(String.join(" ", cmd.subList(0, 1)) + " " + f, args, notRegular, false));
                }
            }
            c.add(Arguments.of("validate folder", List.of("validate", d + "folder.board.xml"), "is a directory", true));
            c.add(Arguments.of("import fifo tmx", List.of("import", d + "fifo.tmx", "-o", d + "o.board.xml"),
                    notRegular, true));
            c.add(Arguments.of("import link to fifo", List.of("import", d + "to-fifo.json", "-o", d + "o.board.xml"),
                    notRegular, true));
            c.add(Arguments.of("import /dev/zero json", List.of("import", d + "zero.json", "-o", d + "o.board.xml"),
                    notRegular, true));
            c.add(Arguments.of("deal fifo", List.of("turn", "deal", d + "fifo.game.xml", "-o", d + "o.game.xml"),
                    notRegular, true));
            c.add(Arguments.of("deal /dev/zero", List.of("turn", "deal", d + "zero.game.xml", "-o", d + "o.game.xml"),
                    notRegular, true));
            c.add(Arguments.of("play fifo submissions", List.of("turn", "play", d + "g1.game.xml", d + "fifo.game.xml",
                    "-o", d + "o.game.xml"), notRegular, true));
            // Outputs
            String board = d + "s.board.xml";
            c.add(Arguments.of("export to /dev/null", List.of("export", board, "--format", "json", "-o", "/dev/null"),
                    "/dev/null: is not a regular file", false));
            c.add(Arguments.of("export to a fifo", List.of("export", board, "--format", "json", "-o",
                    d + "fifo.board.xml"), "is not a regular file", false));
            c.add(Arguments.of("export to a folder", List.of("export", board, "--format", "json", "-o",
                    d + "folder.board.xml"), "is a directory", false));
            c.add(Arguments.of("export over its input", List.of("export", board, "--format", "json", "-o", board),
                    "refusing to overwrite the input file", false));
            c.add(Arguments.of("export over its input through a link", List.of("export", board, "--format", "txt",
                    "-o", d + "link-to-board.board.xml"), "refusing to overwrite the input file", false));
            c.add(Arguments.of("import over its input", List.of("import", d + "s.json", "-o", d + "s.json"),
                    "refusing to overwrite the input file", false));
            c.add(Arguments.of("import over the tsx beside the tmx", List.of("import", m + "s.tmx", "-o",
                    m + "rally-workbench-64.tsx"), "refusing to overwrite the input file", false));
            c.add(Arguments.of("export tmx over the board's own tileset", List.of("export", m + "s.tmx", "-o",
                    m + "again.tmx"), "refusing to overwrite the input file", false));
            c.add(Arguments.of("client export over its input", List.of("export", board, "--format", "fiasko-txt",
                    "--lossy", "-o", board), "refusing to overwrite the input file", false));
            c.add(Arguments.of("client export's side file over its input", List.of("export", d + "r.course.json",
                    "--format", "robotmadness-json", "-o", d + "r.json"), "refusing to overwrite the input file", false));
            c.add(Arguments.of("client import over its input", List.of("import", d + "s.fiasko.txt", "-o",
                    d + "s.fiasko.txt"), "refusing to overwrite the input file", false));
            c.add(Arguments.of("client import over its side file", List.of("import", d + "rm.json", "-o",
                    d + "rm.course.json"), "refusing to overwrite the input file", false));
            c.add(Arguments.of("client fiasko-long-row", List.of("import", d + "fiasko-long-row.txt", "--format",
                    "fiasko-txt", "-o", d + "o.board.xml"), "expected 1 tokens separated by single blanks, found more", true));
            c.add(Arguments.of("client robotmadness-millions-of-values", List.of("import", d
                    + "robotmadness-millions-of-values.json", "--format", "robotmadness-json", "-o", d + "o.board.xml"),
                    "more than 1000000 values", true));
            c.add(Arguments.of("a picture too large to draw", List.of("export", d + "big.board.xml", "--format", "png",
                    "--scale", "256", "-o", d + "big.png"), d + "big.png: a picture of 65536×65536 pixels", false));
            c.add(Arguments.of("a picture too large at the usual scale", List.of("export", d + "big.board.xml", "-o",
                    d + "big.png"), "--scale 32 or less", false));
            c.add(Arguments.of("analyze into a file", List.of("analyze", board, "--games", "1", "-o", d + "s.json"),
                    "s.json: is not a folder", false));
            c.add(Arguments.of("analyze over its input through a link in the folder", List.of("analyze", board,
                    "--games", "1", "-o", d + "an-link"), "refusing to overwrite the input file", false));
            c.add(Arguments.of("analyze over the tsx of its map", List.of("analyze", m + "s.tmx", "--games", "1",
                    "-o", d + "an-link"), "refusing to overwrite the input file", false));
            c.add(Arguments.of("deal to /dev/null", List.of("turn", "deal", d + "g0.game.xml", "-o", "/dev/null"),
                    "is not a regular file", false));
            return c;
        }

        private static void run(String... args) {
            StringWriter err = new StringWriter();
            int code = RallyCli.execute(new PrintWriter(new StringWriter()), new PrintWriter(err), args);
            if (code != 0) {
                throw new IllegalStateException(String.join(" ", args) + ": " + err);
            }
        }

        private static void json(Path dir, String name, String text) throws IOException {
            Files.writeString(dir.resolve(name + ".json"), text);
        }

        private static void tmxFile(Path dir, String name, String text) throws IOException {
            Files.writeString(dir.resolve(name + ".tmx"), text);
        }

        private static String zlib(byte[] raw) throws IOException {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (DeflaterOutputStream out = new DeflaterOutputStream(bytes)) {
                out.write(raw);
            }
            return Base64.getEncoder().encodeToString(bytes.toByteArray());
        }

        private static byte[] concat(byte[] a, byte[] b) {
            byte[] all = java.util.Arrays.copyOf(a, a.length + b.length);
            System.arraycopy(b, 0, all, a.length, b.length);
            return all;
        }
    }
}
