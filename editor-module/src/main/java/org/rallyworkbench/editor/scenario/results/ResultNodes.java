package org.rallyworkbench.editor.scenario.results;

import java.awt.event.ActionEvent;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.AbstractAction;
import javax.swing.Action;
import org.openide.nodes.AbstractNode;
import org.openide.nodes.Children;
import org.openide.nodes.Node;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.engine.model.SourceLocation;
import org.rallyworkbench.engine.scenario.ScriptError;
import org.rallyworkbench.engine.scenario.Verdict;

/** The nodes of the Test Results tree: a scenario, its failed expectations and script errors, their details. */
@Messages({
    "ACT_OpenSource=Go to Source",
    "# {0} - line", "# {1} - when",
    "LBL_FailureNode=line {0}: expectation failed {1}",
    "# {0} - line", "# {1} - message",
    "LBL_ErrorNode=line {0}: {1}",
    "# {0} - outcome", "# {1} - name", "# {2} - scenario name",
    "LBL_ResultNode={0} {1} {2}",
    "# {0} - result", "# {1} - duration",
    "LBL_Timed={0} · {1}",
    "# {0} - result",
    "LBL_OutOfDate={0} — out of date (changed since it ran: run it again)",
    "# {0} - folder", "# {1} - summary", "# {2} - duration",
    "LBL_FolderNode={0} — {1} · {2}",
    "# {0} - milliseconds",
    "LBL_Millis={0} ms",
    "# {0} - seconds",
    "LBL_Seconds={0} s",
    "LBL_PASS=PASS", "LBL_FAIL=FAIL", "LBL_UNCHECKED=UNCHECKED", "LBL_INVALID=INVALID"
})
final class ResultNodes {

    private static final String PATH = "org/rallyworkbench/editor/scenario/results/";

    private ResultNodes() {
    }

    /**
     * The tree of a model's shown results: a node per folder when the run's results come from more than one (also
     * when Failed Only leaves one), else the results themselves.
     */
    static Children results(ResultsModel model) {
        List<ResultsModel.Group> groups = model.groups();
        List<Node> nodes = new ArrayList<>();
        if (!model.severalFolders()) {
            groups.forEach(g -> g.entries().forEach(e -> nodes.add(result(e, model.isOutOfDate(e)))));
        } else {
            for (ResultsModel.Group g : groups) {
                List<Node> results = new ArrayList<>();
                g.entries().forEach(e -> results.add(result(e, model.isOutOfDate(e))));
                AbstractNode folder = new AbstractNode(array(results));
                folder.setName(g.folder());
                folder.setDisplayName(Bundle.LBL_FolderNode(g.folder(), SuiteSummary.of(g.entries()).text(),
                        duration(g.entries().stream().map(ResultEntry::duration)
                                .reduce(java.time.Duration.ZERO, java.time.Duration::plus))));
                folder.setIconBaseWithExtension(PATH + (g.entries().stream().allMatch(e -> e.verdict().passed())
                        ? "suite16.png" : "failed16.png"));
                nodes.add(folder);
            }
        }
        return array(nodes);
    }

    /** {@code 12 ms}, {@code 1.4 s}: a run's duration as the window writes it. */
    static String duration(java.time.Duration d) {
        long ms = d.toMillis();
        return ms < 1000 ? Bundle.LBL_Millis(ms)
                : Bundle.LBL_Seconds(String.format(java.util.Locale.ROOT, "%.1f", ms / 1000.0));
    }

    static Node result(ResultEntry entry) {
        return result(entry, false);
    }

    static Node result(ResultEntry entry, boolean outOfDate) {
        Verdict v = entry.verdict();
        List<Node> details = new ArrayList<>();
        for (Verdict.Failure f : v.failures()) {
            details.add(failure(entry.file(), f));
        }
        for (ScriptError e : v.errors()) {
            details.add(leaf(Bundle.LBL_ErrorNode(e.location().line(), e.message()), "invalid16.png",
                    entry.file(), e.location()));
        }
        if (v.outcome() == Verdict.Outcome.NO_EXPECTATIONS) {
            details.add(leaf(Verdict.NO_EXPECTATIONS_MESSAGE, "invalid16.png", entry.file(), SourceLocation.UNKNOWN));
        }
        Children children = details.isEmpty() ? Children.LEAF : array(details);
        SourceLocation first = !v.failures().isEmpty() ? v.failures().get(0).location()
                : !v.errors().isEmpty() ? v.errors().get(0).location() : SourceLocation.UNKNOWN;
        AbstractNode node = new SourceNode(children, entry.file(), first);
        node.setName(entry.file().toString());
        String text = Bundle.LBL_ResultNode(word(v.outcome()), entry.shortName(),
                v.scenario().isEmpty() ? "" : "(" + v.scenario() + ")");
        text = entry.duration().isZero() ? text : Bundle.LBL_Timed(text, duration(entry.duration()));
        node.setDisplayName(outOfDate ? Bundle.LBL_OutOfDate(text) : text);
        node.setShortDescription(entry.file().toString());
        node.setIconBaseWithExtension(PATH + (outOfDate ? "stale16.png" : icon(v.outcome())));
        return node;
    }

    private static Node failure(Path file, Verdict.Failure f) {
        List<Node> lines = new ArrayList<>();
        for (Verdict.Difference d : f.differences()) {
            lines.add(leaf(d.toString(), "detail16.png", file, f.location()));
        }
        AbstractNode node = new SourceNode(array(lines), file, f.location());
        node.setDisplayName(Bundle.LBL_FailureNode(f.location().line(), f.when()));
        node.setIconBaseWithExtension(PATH + "failed16.png");
        return node;
    }

    private static Node leaf(String text, String icon, Path file, SourceLocation at) {
        AbstractNode node = new SourceNode(Children.LEAF, file, at);
        node.setDisplayName(text);
        node.setIconBaseWithExtension(PATH + icon);
        return node;
    }

    private static Children array(List<Node> nodes) {
        Children.Array children = new Children.Array();
        children.add(nodes.toArray(Node[]::new));
        return children;
    }

    static String word(Verdict.Outcome o) {
        switch (o) {
            case PASSED:
                return Bundle.LBL_PASS();
            case FAILED:
                return Bundle.LBL_FAIL();
            case NO_EXPECTATIONS:
                return Bundle.LBL_UNCHECKED();
            default:
                return Bundle.LBL_INVALID();
        }
    }

    private static String icon(Verdict.Outcome o) {
        switch (o) {
            case PASSED:
                return "passed16.png";
            case FAILED:
                return "failed16.png";
            default:
                return "invalid16.png";
        }
    }

    /** A node that opens its scenario at a line when double-clicked. */
    static final class SourceNode extends AbstractNode {

        private final Path file;
        private final SourceLocation at;

        SourceNode(Children children, Path file, SourceLocation at) {
            super(children);
            this.file = file;
            this.at = at;
        }

        Path file() {
            return file;
        }

        int line() {
            return at.line();
        }

        @Override
        public Action getPreferredAction() {
            return new AbstractAction(Bundle.ACT_OpenSource()) {
                @Override
                public void actionPerformed(ActionEvent e) {
                    SourceOpener.open(file, at.line());
                }
            };
        }

        @Override
        public Action[] getActions(boolean context) {
            return new Action[] {getPreferredAction()};
        }
    }
}
