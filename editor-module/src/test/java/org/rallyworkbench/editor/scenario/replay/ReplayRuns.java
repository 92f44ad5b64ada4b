package org.rallyworkbench.editor.scenario.replay;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.rallyworkbench.editor.scenario.file.ScenarioRun;
import org.rallyworkbench.editor.scenario.run.ScenarioFixtures;

/** Runs for the Replay's model tests: the repository's option scenarios and the crossfire fixture. */
final class ReplayRuns {

    static final Path OPTIONS = ScenarioFixtures.SUITE.resolve("options");

    private ReplayRuns() {
    }

    static ScenarioRun option(String name) {
        Path file = OPTIONS.resolve(name + ".scenario.xml");
        return ScenarioFixtures.run(ScenarioFixtures.read(file), OPTIONS);
    }

    /** Three robots with cards, a board laser each way, green with Ablative Coat and High-Power Laser; fails. */
    static ScenarioRun crossfire() {
        try (InputStream in = ReplayRuns.class.getResourceAsStream("crossfire.scenario.xml")) {
            return ScenarioFixtures.run(new String(in.readAllBytes(), StandardCharsets.UTF_8), Path.of("."));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Timeline timeline(ScenarioRun run) {
        return Timeline.of(run.initial().orElseThrow(), run.verdict().events());
    }

    /** The first frame of (turn, register) in {@code phase} ("movement", "lasers"). */
    static int frame(Timeline t, int turn, int register, String phase) {
        for (int i = 1; i < t.size(); i++) {
            Frame f = t.get(i);
            if (f.turn() == turn && f.register() == register && f.phase().label().equals(phase)) {
                return i;
            }
        }
        throw new AssertionError("no frame " + turn + "/" + register + "/" + phase);
    }
}
