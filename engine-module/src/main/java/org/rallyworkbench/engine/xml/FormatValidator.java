package org.rallyworkbench.engine.xml;

import org.rallyworkbench.engine.model.Problem;
import java.nio.file.Path;
import java.util.List;

/**
 * Checks a board or a scenario file, whichever it is (told by its root element), against its schema and
 * the rules of FORMATS.md: what {@code ./rally validate} runs for each file.
 */
public final class FormatValidator {

    private FormatValidator() {
    }

    /** Every problem of the file (for a scenario, also of its board file); empty when it is valid. */
    public static List<Problem> validate(Path path) {
        try {
            DocumentReader.Parsed parsed = DocumentReader.read(path);
            if (parsed.root() instanceof ScenarioDocument) {
                ScenarioXml.fromParsed(parsed, path.getParent());
            } else {
                BoardXml.fromParsed(parsed);
            }
            return List.of();
        } catch (FormatException e) {
            return e.problems();
        }
    }

    /** Whether the file reads as a scenario (its root element); false when it does not read at all. */
    public static boolean isScenario(Path path) {
        try {
            return DocumentReader.read(path).root() instanceof ScenarioDocument;
        } catch (FormatException e) {
            return false;
        }
    }
}
