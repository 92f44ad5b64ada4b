package org.rallyworkbench.engine.xml;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The hostile-input corpus: the files kept under {@code hostile/} and {@code broken/}, plus those too big for
 * git, written into {@code target/hostile/} on first use. Every file must be refused.
 */
public final class HostileFiles {

    public static final Path GENERATED = Path.of("target", "hostile");
    /** The content of the secret file the XXE files try to read; it must never appear in any output. */
    public static final String SECRET = "RALLY-SECRET-7f3a9c-do-not-leak";

    private static final String BOARD_OPEN = "<board xmlns=\"urn:rally-workbench:board:1\" name=\"hostile\"";

    private HostileFiles() {
    }

    /** Every file that must be refused, sorted by name within each folder. */
    public static List<Path> all() {
        List<Path> files = new ArrayList<>();
        files.addAll(list(TestFiles.HOSTILE, ".xml"));
        files.addAll(list(TestFiles.BROKEN, ".xml").stream().filter(f -> !f.endsWith("ok.board.xml")).toList());
        files.addAll(generated());
        return files;
    }

    /** The generated files (written once per build). */
    public static synchronized List<Path> generated() {
        try {
            Files.createDirectories(GENERATED);
            Path secret = write("secret.txt", SECRET + "\n");
            return List.of(
                    deepNesting(50_000),
                    manyElements("million-elements.board.xml", 12, "<d/>", 1_000_000),
                    manyElements("million-elements-256.board.xml", 256, "<d/>", 1_000_000),
                    manyElements("million-pits.board.xml", 256, "<pit x=\"1\" y=\"1\"/>", 1_000_000),
                    manyElements("600k-pits.board.xml", 256, "<pit x=\"1\" y=\"1\"/>", 600_000),
                    tooLarge(),
                    write("xxe-secret.board.xml", "<?xml version=\"1.0\"?>\n"
                            + "<!DOCTYPE board [<!ENTITY s SYSTEM \"" + secret.toAbsolutePath().toUri() + "\">]>\n"
                            + BOARD_OPEN + " width=\"2\" height=\"2\"><description>&s;</description></board>\n"),
                    write("xxe-secret-parameter.board.xml", "<?xml version=\"1.0\"?>\n"
                            + "<!DOCTYPE board [<!ENTITY % s SYSTEM \"" + secret.toAbsolutePath().toUri() + "\">\n"
                            + "<!ENTITY % wrap \"<!ENTITY leak '%s;'>\"> %wrap;]>\n"
                            + BOARD_OPEN + " width=\"2\" height=\"2\"><description>&leak;</description></board>\n"),
                    write("huge-attribute.board.xml", "<board xmlns=\"urn:rally-workbench:board:1\" name=\""
                            + "A".repeat(9_000_000) + "\" width=\"2\" height=\"2\"/>\n"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Files pointing at a local port: reading them must never connect to it. */
    public static List<Path> pointingAt(int port) {
        String url = "http://127.0.0.1:" + port;
        try {
            Files.createDirectories(GENERATED);
            return List.of(
                    write("net-parameter-entity.board.xml", "<?xml version=\"1.0\"?>\n<!DOCTYPE board [<!ENTITY % r SYSTEM \""
                            + url + "/evil.dtd\"> %r;]>\n" + BOARD_OPEN + " width=\"2\" height=\"2\"/>\n"),
                    write("net-external-entity.board.xml", "<?xml version=\"1.0\"?>\n<!DOCTYPE board [<!ENTITY e SYSTEM \""
                            + url + "/x\">]>\n" + BOARD_OPEN + " width=\"2\" height=\"2\"><description>&e;</description></board>\n"),
                    write("net-doctype.board.xml", "<?xml version=\"1.0\"?>\n<!DOCTYPE board SYSTEM \"" + url + "/b.dtd\">\n"
                            + BOARD_OPEN + " width=\"2\" height=\"2\"/>\n"),
                    write("net-href.scenario.xml", "<scenario xmlns=\"urn:rally-workbench:scenario:1\" name=\"n\">\n"
                            + "  <board href=\"" + url + "/b.board.xml\"/>\n</scenario>\n"),
                    write("net-xinclude.board.xml", BOARD_OPEN + " xmlns:xi=\"http://www.w3.org/2001/XInclude\""
                            + " width=\"2\" height=\"2\"><description><xi:include href=\"" + url + "/x\" parse=\"text\"/>"
                            + "</description></board>\n"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A valid board naming a schema on a local port: it is accepted, but the schema must not be fetched. */
    public static Path schemaLocationAt(int port) throws IOException {
        Files.createDirectories(GENERATED);
        return write("net-schema-location.board.xml", BOARD_OPEN
                + " xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:schemaLocation=\"urn:rally-workbench:board:1"
                + " http://127.0.0.1:" + port + "/board.xsd\" width=\"2\" height=\"2\"/>\n");
    }

    private static Path deepNesting(int depth) throws IOException {
        Path file = GENERATED.resolve("deep-nesting.board.xml");
        if (!Files.exists(file)) {
            try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
                w.write(BOARD_OPEN + " width=\"2\" height=\"2\">\n");
                for (int i = 0; i < depth; i++) {
                    w.write("<d>");
                }
                for (int i = 0; i < depth; i++) {
                    w.write("</d>");
                }
                w.write("\n</board>\n");
            }
        }
        return file;
    }

    private static Path manyElements(String name, int size, String element, int count) throws IOException {
        Path file = GENERATED.resolve(name);
        if (!Files.exists(file)) {
            try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
                w.write(BOARD_OPEN + " width=\"" + size + "\" height=\"" + size + "\">\n");
                for (int i = 0; i < count; i++) {
                    w.write(element);
                    if (i % 100 == 99) {
                        w.write('\n');
                    }
                }
                w.write("</board>\n");
            }
        }
        return file;
    }

    private static Path tooLarge() throws IOException {
        Path file = GENERATED.resolve("too-large.board.xml");
        if (!Files.exists(file)) {
            try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
                w.write(BOARD_OPEN + " width=\"2\" height=\"2\">\n<description>");
                String line = "x".repeat(1023) + "\n";
                for (int i = 0; i < 17 * 1024; i++) {
                    w.write(line);
                }
                w.write("</description>\n</board>\n");
            }
        }
        return file;
    }

    private static Path write(String name, String content) throws IOException {
        return Files.writeString(GENERATED.resolve(name), content, StandardCharsets.UTF_8);
    }

    private static List<Path> list(Path dir, String suffix) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(suffix)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
