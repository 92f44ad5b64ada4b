package org.rallyworkbench.engine.xml;

import org.rallyworkbench.engine.model.Problem;
import java.io.InputStream;
import java.net.URL;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.model.ScenarioSpec;

/**
 * Reads scenario files ({@code *.scenario.xml}, namespace {@code urn:rally-workbench:scenario:1}) into a
 * {@link ScenarioSpec}, with the board inline or from {@code <board href>} relative to the scenario file.
 * Checks the schema, the board's rules and the scenario's rules, and reports every problem found (those of
 * a referenced board name the board file).
 */
public final class ScenarioXml {

    private ScenarioXml() {
    }

    /** Reads and validates a scenario file; problems name the file as {@code path.toString()}. */
    public static ScenarioSpec read(Path path) throws FormatException {
        return fromParsed(DocumentReader.read(path), path.getParent());
    }

    /**
     * Reads a scenario from a stream (e.g. an editor's unsaved text); {@code baseDirectory} is where a board
     * href is resolved from (null: the current directory).
     */
    public static ScenarioSpec read(InputStream in, String sourceName, Path baseDirectory) throws FormatException {
        return fromParsed(DocumentReader.read(in, sourceName), baseDirectory);
    }

    /** The scenario of {@code path}, or every problem with it: {@link #read(Path)} as a {@link ReadResult}. */
    public static ReadResult<ScenarioSpec> load(Path path) {
        try {
            return ReadResult.read(read(path));
        } catch (FormatException e) {
            return e.result();
        }
    }

    /** {@link #read(InputStream, String, Path)} as a {@link ReadResult}. */
    public static ReadResult<ScenarioSpec> load(InputStream in, String sourceName, Path baseDirectory) {
        try {
            return ReadResult.read(read(in, sourceName, baseDirectory));
        } catch (FormatException e) {
            return e.result();
        }
    }

    /** The scenario schema, {@code scenario-1.xsd}, as shipped in this jar; it imports the board schema. */
    public static URL schema() {
        return Schemas.resource(Namespaces.SCENARIO_XSD);
    }

    static ScenarioSpec fromParsed(DocumentReader.Parsed parsed, Path baseDirectory) throws FormatException {
        Locations locations = parsed.locations();
        if (!(parsed.root() instanceof ScenarioDocument document)) {
            throw new FormatException(Problem.at(locations.of(parsed.root()),
                    "expected a scenario (<scenario xmlns=\"" + Namespaces.SCENARIO + "\">), but this is a board"));
        }
        if (document.name == null) {
            document.name = FileNames.nameOf(locations.file(), FileNames.SCENARIO_SUFFIX);
        }
        if (document.inlineBoard != null && document.inlineBoard.name == null) {
            document.inlineBoard.name = document.name;
        }
        List<Problem> problems = new ArrayList<>();
        Board board = readBoard(document, locations, baseDirectory, problems);
        problems.addAll(ScenarioRules.check(document, board, locations));
        if (!problems.isEmpty()) {
            throw new FormatException(problems);
        }
        return ScenarioMapping.toSpec(document, board, locations);
    }

    /** The scenario's board, or null with the reasons added to {@code problems}. */
    private static Board readBoard(ScenarioDocument document, Locations locations, Path baseDirectory,
                                   List<Problem> problems) {
        try {
            if (document.inlineBoard != null) {
                return BoardXml.fromDocument(document.inlineBoard, locations);
            }
            Path boardFile;
            try {
                boardFile = BoardHref.resolve(document.boardRef.href, baseDirectory);
            } catch (IllegalArgumentException e) {
                problems.add(Problem.at(locations.of(document.boardRef), e.getMessage()));
                return null;
            }
            return BoardXml.read(boardFile);
        } catch (FormatException e) {
            problems.addAll(e.problems());
            return null;
        }
    }
}
