package org.rallyworkbench.editor.scenario.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openide.nodes.Node;
import org.rallyworkbench.engine.scenario.Verdict;

/** Test Results without Swing: out-of-date marks, folders, the failed-only filter, durations. */
class ResultsModelTest {

    private static final Path ROOT = Path.of("suite").toAbsolutePath();

    private static Verdict verdict(Verdict.Outcome outcome) {
        return new Verdict("s", "f", outcome, List.of(), List.of(), List.of());
    }

    private static ResultEntry entry(String path, Verdict.Outcome outcome, long ms) {
        return new ResultEntry(ROOT.resolve(path), verdict(outcome), Duration.ofMillis(ms));
    }

    private static ResultsModel model() {
        ResultsModel m = new ResultsModel();
        m.start(List.of(ROOT));
        m.add(entry("lasers/a.scenario.xml", Verdict.Outcome.PASSED, 10));
        m.add(entry("lasers/b.scenario.xml", Verdict.Outcome.FAILED, 20));
        m.add(entry("movement/push/c.scenario.xml", Verdict.Outcome.PASSED, 1500));
        m.add(entry("d.scenario.xml", Verdict.Outcome.INVALID, 5));
        return m;
    }

    @Test
    void aResultIsOutOfDateAfterItsFileChangesUntilItRunsAgain() {
        ResultsModel m = model();
        ResultEntry a = m.entries().get(0);
        assertFalse(m.isOutOfDate(a));
        assertTrue(m.changed(ROOT.resolve("lasers/a.scenario.xml")));
        assertTrue(m.isOutOfDate(a));
        assertFalse(m.changed(ROOT.resolve("lasers/a.scenario.xml")), "already out of date");
        assertFalse(m.changed(ROOT.resolve("elsewhere.scenario.xml")), "a file not listed changes nothing");
        assertTrue(m.isOutOfDate(a), "still out of date: only a run clears it");
        m.add(entry("lasers/a.scenario.xml", Verdict.Outcome.FAILED, 12));
        assertFalse(m.isOutOfDate(m.entries().get(0)), "run again: current");
        assertEquals(Verdict.Outcome.FAILED, m.entries().get(0).verdict().outcome(), "replaced in place");
        assertEquals(4, m.entries().size());
        m.changed(ROOT.resolve("lasers/b.scenario.xml"));
        m.start(List.of(ROOT));
        m.add(entry("lasers/b.scenario.xml", Verdict.Outcome.FAILED, 20));
        assertFalse(m.isOutOfDate(m.entries().get(0)), "a new run starts current");
    }

    @Test
    void aSaveOfTheTextThatRanKeepsTheResultCurrentAnEditMarksIt() {
        ResultsModel m = new ResultsModel();
        m.start(List.of(ROOT));
        Path file = ROOT.resolve("lasers/a.scenario.xml");
        String ran = "<scenario name=\"a\">\n</scenario>\n";
        m.add(new ResultEntry(file, verdict(Verdict.Outcome.PASSED), Duration.ofMillis(3), ResultEntry.fingerprint(ran)));
        ResultEntry a = m.entries().get(0);
        assertFalse(m.changed(file, ran), "saved exactly what ran: nothing changes");
        assertFalse(m.changed(file, ran.replace("\n", "\r\n")), "saved with CRLF line ends: the same text");
        assertFalse(m.isOutOfDate(a));
        assertTrue(m.changed(file, ran + "<!-- edited -->"), "edited after the run");
        assertTrue(m.isOutOfDate(a));
        assertTrue(m.changed(file, ran), "the edit undone: the text is what ran again");
        assertFalse(m.isOutOfDate(a));
        assertTrue(m.changed(file, null), "a change whose text is not known");
        assertTrue(m.isOutOfDate(a));
    }

    @Test
    void aResultWhoseTextIsNotKnownGoesOutOfDateOnAnySave() {
        ResultsModel m = model();
        Path file = ROOT.resolve("lasers/a.scenario.xml");
        assertTrue(m.changed(file, "<scenario/>"));
        assertTrue(m.isOutOfDate(m.entries().get(0)));
    }

    @Test
    void resultsAreGroupedByFolderFailuresFirst() {
        List<ResultsModel.Group> groups = model().groups();
        assertEquals(List.of("suite", "suite/lasers", "suite/movement/push"),
                groups.stream().map(ResultsModel.Group::folder).toList());
        assertEquals(List.of("b.scenario.xml", "a.scenario.xml"), groups.get(1).entries().stream()
                .map(e -> e.file().getFileName().toString()).toList());
    }

    @Test
    void failedOnlyLeavesOutThePassedAndTheirEmptyFolders() {
        ResultsModel m = model();
        m.setFailedOnly(true);
        assertEquals(List.of("suite", "suite/lasers"), m.groups().stream().map(ResultsModel.Group::folder).toList());
        assertEquals(1, m.groups().get(1).entries().size());
        m.setFailedOnly(false);
        assertEquals(3, m.groups().size());
    }

    @Test
    void durationsArePerScenarioPerFolderAndInTotal() {
        ResultsModel m = model();
        assertEquals(Duration.ofMillis(1535), m.total());
        assertEquals("1.5 s", ResultNodes.duration(m.total()));
        assertEquals("20 ms", ResultNodes.duration(Duration.ofMillis(20)));
        Node[] folders = ResultNodes.results(m).getNodes(true);
        assertEquals(3, folders.length);
        assertEquals("suite/lasers — 1 passed, 1 failed, 0 invalid · 30 ms", folders[1].getDisplayName());
        Node b = folders[1].getChildren().getNodes(true)[0];
        assertTrue(b.getDisplayName().startsWith("FAIL lasers/b"), b.getDisplayName());
        assertTrue(b.getDisplayName().endsWith(" · 20 ms"), b.getDisplayName());
    }

    /** Issue 18: after Run All over hundreds of passes the tree shows folders; only those with a failure open. */
    @Test
    void onlyFoldersWithAResultThatDidNotPassOpen() {
        Node[] folders = ResultNodes.results(model()).getNodes(true);
        assertTrue(TestResultsTopComponent.opens(folders[0]), folders[0].getDisplayName() + ": an invalid one");
        assertTrue(TestResultsTopComponent.opens(folders[1]), folders[1].getDisplayName() + ": a failure");
        assertFalse(TestResultsTopComponent.opens(folders[2]), folders[2].getDisplayName() + ": all passed");
    }

    @Test
    void anOutOfDateResultSaysSo() {
        ResultsModel m = model();
        m.changed(ROOT.resolve("lasers/b.scenario.xml"));
        Node b = ResultNodes.results(m).getNodes(true)[1].getChildren().getNodes(true)[0];
        assertTrue(b.getDisplayName().contains("out of date"), b.getDisplayName());
        assertTrue(b.getDisplayName().startsWith("FAIL"), "the outcome stays first: " + b.getDisplayName());
    }

    @Test
    void oneFolderNeedsNoFolderNode() {
        ResultsModel m = new ResultsModel();
        Path file = ROOT.resolve("lasers/a.scenario.xml");
        m.start(List.of(file));
        m.add(new ResultEntry(file, verdict(Verdict.Outcome.PASSED), Duration.ofMillis(3)));
        Node[] nodes = ResultNodes.results(m).getNodes(true);
        assertEquals(1, nodes.length);
        assertTrue(nodes[0].getDisplayName().startsWith("PASS lasers/a"), nodes[0].getDisplayName());
    }
}
