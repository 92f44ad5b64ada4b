package org.rallyworkbench.editor.scenario.run;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import javax.swing.SwingUtilities;
import org.netbeans.api.progress.ProgressHandle;
import org.openide.filesystems.FileUtil;
import org.openide.util.NbBundle.Messages;
import org.openide.util.RequestProcessor;
import org.rallyworkbench.editor.scenario.file.ScenarioDataObject;
import org.rallyworkbench.editor.scenario.file.ScenarioRun;
import org.rallyworkbench.editor.scenario.file.ScenarioText;
import org.rallyworkbench.editor.scenario.results.ResultEntry;
import org.rallyworkbench.editor.scenario.results.TestResultsTopComponent;
import org.rallyworkbench.engine.model.Problem;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.scenario.Verdict;

/**
 * Runs one open scenario off the event thread (its current text, saved or not), then on the event thread
 * publishes the run to the file's views, shows the Replay tab and the result in the Test Results window.
 */
@Messages({"# {0} - file name", "LBL_Running=Running {0}", "# {0} - why", "MSG_CannotRead=cannot read: {0}"})
final class ScenarioRunTask {

    private static final RequestProcessor RP = new RequestProcessor(ScenarioRunTask.class.getName(), 1);

    private ScenarioRunTask() {
    }

    static void start(ScenarioDataObject scenario) {
        RP.post(() -> {
            ProgressHandle progress = ProgressHandle.createHandle(Bundle.LBL_Running(scenario.getPrimaryFile().getNameExt()));
            progress.start();
            try {
                long start = System.nanoTime();
                String text = ScenarioText.text(scenario);
                ReadResult<ScenarioSpec> load = ScenarioText.load(scenario, text);
                ScenarioRun run = load instanceof ReadResult.Read<ScenarioSpec> loaded
                        ? ScenarioExecution.run(text, loaded.value()) : null;
                Verdict verdict = run != null ? run.verdict()
                        : ScenarioExecution.invalid(scenario.getPrimaryFile().getNameExt(), ((ReadResult.Failed<ScenarioSpec>) load).problems());
                Duration took = Duration.ofNanos(System.nanoTime() - start);
                String ran = ResultEntry.fingerprint(text);
                SwingUtilities.invokeLater(() -> publish(scenario, run, verdict, took, ran));
            } catch (IOException e) {
                Verdict verdict = ScenarioExecution.invalid(scenario.getPrimaryFile().getNameExt(),
                        List.of(new Problem(scenario.getPrimaryFile().getNameExt(), 0, 0, Bundle.MSG_CannotRead(e.getMessage()))));
                SwingUtilities.invokeLater(() -> publish(scenario, null, verdict, Duration.ZERO, null));
            } finally {
                progress.finish();
            }
        });
    }

    private static void publish(ScenarioDataObject scenario, ScenarioRun run, Verdict verdict, Duration took,
            String ranText) {
        if (run != null) {
            scenario.runs().set(run);
            ScenarioWindows.showReplay(scenario);
        }
        Path file = FileUtil.toFile(scenario.getPrimaryFile()) == null ? Path.of(scenario.getPrimaryFile().getPath())
                : FileUtil.toFile(scenario.getPrimaryFile()).toPath();
        TestResultsTopComponent.showResults(scenario.getPrimaryFile().getNameExt(), List.of(file),
                List.of(new ResultEntry(file, verdict, took, ranText)));
    }
}
