package org.rallyworkbench.editor.scenario.results;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.SwingUtilities;
import javax.swing.text.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openide.cookies.EditorCookie;
import org.openide.filesystems.LocalFileSystem;
import org.openide.loaders.DataObject;
import org.rallyworkbench.engine.scenario.Verdict;
import org.rallyworkbench.engine.xml.Namespaces;

/**
 * Issue 18: a result is out of date after any edit of its file since it ran, also typing in a document that was
 * already unsaved when it ran (the registry of modified files says nothing then: it only tells when a document
 * becomes modified).
 */
class UnsavedDocumentEditsTest {

    private static final String TEXT = "<scenario xmlns=\"" + Namespaces.SCENARIO + "\" name=\"s\">\n</scenario>\n";

    @Test
    void typingInADocumentUnsavedWhenItRanMarksItsResultOutOfDate(@TempDir Path dir) throws Exception {
        Opened both = openBoth(dir);
        Path file = both.file();
        Document text = both.text();
        Document otherText = both.otherText();
        TestResultsTopComponent[] window = new TestResultsTopComponent[1];
        ResultEntry[] results = new ResultEntry[2];
        SwingUtilities.invokeAndWait(() -> {
            type(text, "<!-- before the run -->");          // unsaved when it runs: modified already
            type(otherText, "<!-- before the run -->");
            window[0] = runStartedOn(dir);
            results[0] = new ResultEntry(file, verdict());
            results[1] = new ResultEntry(both.other(), verdict());
            window[0].model().add(results[0]);
            window[0].model().add(results[1]);
            window[0].refreshForTests();
        });
        flush();
        SwingUtilities.invokeAndWait(() -> {
            assertFalse(window[0].model().isOutOfDate(results[0]), "current when it ran");
            type(text, "x");
        });
        flush();
        SwingUtilities.invokeAndWait(() -> {
            assertTrue(window[0].model().isOutOfDate(results[0]), "typed in after the run: out of date");
            assertFalse(window[0].model().isOutOfDate(results[1]), "the other file was not edited since");
            assertTrue(window[0].summaryText().contains("1 out of date"), window[0].summaryText());
        });
    }

    @Test
    void aResultOfTheUnsavedTextThatRanStaysCurrentWhenAnotherDocumentIsEdited(@TempDir Path dir) throws Exception {
        Opened both = openBoth(dir);
        Path file = both.file();
        Document text = both.text();
        Document otherText = both.otherText();
        TestResultsTopComponent[] window = new TestResultsTopComponent[1];
        ResultEntry[] result = new ResultEntry[1];
        SwingUtilities.invokeAndWait(() -> {
            type(text, "<!-- before the run -->");          // a single Run Scenario runs this unsaved text
            window[0] = runStartedOn(dir);
            try {
                result[0] = new ResultEntry(file, verdict(), java.time.Duration.ZERO,
                        ResultEntry.fingerprint(text.getText(0, text.getLength())));
            } catch (javax.swing.text.BadLocationException e) {
                throw new AssertionError(e);
            }
            window[0].model().add(result[0]);
            window[0].refreshForTests();
        });
        flush();
        SwingUtilities.invokeAndWait(() -> type(otherText, "x"));   // the registry of modified files fires
        flush();
        SwingUtilities.invokeAndWait(() -> assertFalse(window[0].model().isOutOfDate(result[0]),
                "its text is still the one that ran"));
        SwingUtilities.invokeAndWait(() -> type(text, "y"));
        flush();
        SwingUtilities.invokeAndWait(() -> assertTrue(window[0].model().isOutOfDate(result[0]),
                "typed in after the run: out of date"));
    }

    /** Two scenario files of {@code dir} with their documents open. */
    private record Opened(Path file, Path other, Document text, Document otherText) {
    }

    /** Writes the two scenario files and opens their documents. */
    private static Opened openBoth(Path dir) throws Exception {
        Path file = dir.resolve("s.scenario.xml");
        Path other = dir.resolve("other.scenario.xml");
        Files.writeString(file, TEXT);
        Files.writeString(other, TEXT);
        LocalFileSystem fs = new LocalFileSystem();
        fs.setRootDirectory(dir.toFile());
        return new Opened(file, other, open(fs, file.getFileName().toString()),
                open(fs, other.getFileName().toString()));
    }

    /** A Test Results window whose run over {@code dir} has started (on the event thread). */
    private static TestResultsTopComponent runStartedOn(Path dir) {
        TestResultsTopComponent window = new TestResultsTopComponent();
        window.model().start(List.of(dir));
        return window;
    }

    private static Document open(LocalFileSystem fs, String name) throws Exception {
        DataObject dob = DataObject.find(fs.findResource(name));
        return dob.getLookup().lookup(EditorCookie.class).openDocument();
    }

    private static void type(Document text, String s) {
        try {
            text.insertString(text.getLength() - 1, s, null);
        } catch (javax.swing.text.BadLocationException e) {
            throw new AssertionError(e);
        }
    }

    private static Verdict verdict() {
        return new Verdict("s", "f", Verdict.Outcome.PASSED, List.of(), List.of(), List.of());
    }

    /** Lets the event thread run what the listeners handed it. */
    private static void flush() throws Exception {
        for (int i = 0; i < 3; i++) {
            SwingUtilities.invokeAndWait(() -> { });
        }
    }
}
