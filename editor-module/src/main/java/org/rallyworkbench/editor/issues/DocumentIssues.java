package org.rallyworkbench.editor.issues;

import java.util.List;
import org.openide.loaders.DataObject;
import org.rallyworkbench.editor.board.file.BoardDataObject;
import org.rallyworkbench.editor.board.model.BoardModel;
import org.rallyworkbench.editor.scenario.file.ScenarioDataObject;
import org.rallyworkbench.editor.scenario.file.ScenarioText;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.model.ScenarioSpec;

/**
 * What the Issues window checks in a document: a board's format rules and design warnings as drawn (or the
 * problems of Source text that does not read), a scenario's reading problems at their lines. Safe off the event
 * thread.
 */
final class DocumentIssues {

    private DocumentIssues() {
    }

    static List<Issue> of(DataObject document) {
        if (document instanceof BoardDataObject board) {
            return of(board.model());
        }
        if (document instanceof ScenarioDataObject) {
            ReadResult<ScenarioSpec> read = ScenarioText.load(document);
            if (read instanceof ReadResult.Failed<ScenarioSpec> failed) {
                return failed.problems().stream()
                        .map(p -> new Issue(Severity.ERROR, java.util.Optional.empty(), p.line(), p.column(), p.message()))
                        .toList();
            }
        }
        return List.of();
    }

    static List<Issue> of(BoardModel model) {
        return model.unparsedText().isPresent()
                ? BoardIssues.ofText(model.unparsedText().get(), model.problems())
                : BoardIssues.of(model.board());
    }
}
