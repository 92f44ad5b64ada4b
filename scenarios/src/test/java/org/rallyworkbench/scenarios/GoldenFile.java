package org.rallyworkbench.scenarios;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.StreamSupport;
import org.w3c.dom.Attr;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.xmlunit.builder.DiffBuilder;
import org.xmlunit.builder.Input;
import org.xmlunit.diff.Diff;
import org.xmlunit.diff.Difference;

/**
 * A pinned XML file compared with XMLUnit: the differences read as "expected … but was … at XPath", with the
 * elements (and so the turn, register and phase of each event) on both sides.
 */
final class GoldenFile {

    /** System property: {@code -Drally.golden.update=true} rewrites the golden files instead of comparing. */
    static final String UPDATE_PROPERTY = "rally.golden.update";
    private static final int SHOWN = 12;

    private final Path file;

    GoldenFile(Path file) {
        this.file = file;
    }

    static boolean updating() {
        return Boolean.getBoolean(UPDATE_PROPERTY);
    }

    void write(String xml) throws IOException {
        Files.writeString(file, xml);
    }

    /** The differences of {@code actual} from the golden file as a readable report; empty when equal. */
    Optional<String> differences(String actual) throws IOException {
        if (!Files.isRegularFile(file)) {
            return Optional.of("no golden file " + file + "; create it with -D" + UPDATE_PROPERTY + "=true");
        }
        if (Arrays.equals(Files.readAllBytes(file), actual.getBytes(StandardCharsets.UTF_8))) {
            return Optional.empty();    // as written by write(): XMLUnit (nearly all of this test's time) only for a report
        }
        Diff diff = DiffBuilder.compare(Input.fromFile(file.toFile()))
                .withTest(Input.fromString(actual))
                .ignoreWhitespace()
                .checkForSimilar()
                .build();
        if (!diff.hasDifferences()) {
            return Optional.empty();
        }
        List<Difference> all = StreamSupport.stream(diff.getDifferences().spliterator(), false).toList();
        StringBuilder sb = new StringBuilder("the event log differs from " + file + " (" + all.size()
                + " difference" + (all.size() == 1 ? "" : "s") + "; expected = golden file, but was = this build)");
        all.stream().limit(SHOWN).forEach(d -> sb.append("\n  - ").append(d.getComparison())
                .append("\n      golden: ").append(event(d.getComparison().getControlDetails().getTarget()))
                .append("\n      now:    ").append(event(d.getComparison().getTestDetails().getTarget())));
        if (all.size() > SHOWN) {
            sb.append("\n  … ").append(all.size() - SHOWN).append(" more");
        }
        sb.append("\nIf the change is intended, regenerate: ./mvnw -o -pl scenarios test -D").append(UPDATE_PROPERTY)
                .append("=true -Dtest=GoldenGamesTest, and review the diff of golden/ before committing.");
        return Optional.of(sb.toString());
    }

    /** The event element a difference is in, with all its attributes (turn, register, phase first). */
    private static String event(Node node) {
        Node n = node;
        if (n instanceof Attr a) {
            n = a.getOwnerElement();
        }
        if (!(n instanceof Element e) || e.getParentNode() == null || e.getParentNode() instanceof Document) {
            return "-";
        }
        StringBuilder sb = new StringBuilder("<").append(e.getLocalName());
        NamedNodeMap attributes = e.getAttributes();
        for (String first : List.of("turn", "register", "phase")) {
            if (e.hasAttribute(first)) {
                sb.append(' ').append(first).append("=\"").append(e.getAttribute(first)).append('"');
            }
        }
        for (int i = 0; i < attributes.getLength(); i++) {
            Node a = attributes.item(i);
            if (!List.of("turn", "register", "phase").contains(a.getNodeName())) {
                sb.append(' ').append(a.getNodeName()).append("=\"").append(a.getNodeValue()).append('"');
            }
        }
        return sb.append("/>").toString();
    }
}
