package org.rallyworkbench.editor.scenario.results;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javax.swing.SwingUtilities;
import org.netbeans.api.progress.ProgressHandle;
import org.openide.util.NbBundle.Messages;
import org.openide.util.RequestProcessor;
import org.rallyworkbench.engine.io.InputFiles;
import org.rallyworkbench.engine.scenario.ScenarioFiles;

/**
 * Runs a suite of scenario files off the event thread with a cancellable progress bar. Each result reaches
 * {@code onResult} on the event thread as soon as it is known; {@code onDone} gets whether it was cancelled.
 */
@Messages({"# {0} - suite name", "LBL_RunningSuite=Running scenarios: {0}"})
public final class SuiteRun {

    private static final RequestProcessor RP = new RequestProcessor(SuiteRun.class.getName(), 1, true);

    /** Larger files are not fingerprinted (their results go out of date on any change). */
    private static final long MAX_TEXT = 16L << 20;

    private final AtomicBoolean cancelled = new AtomicBoolean();

    /** Runs every {@code *.scenario.xml} found under {@code roots}. */
    public static SuiteRun start(String name, List<Path> roots, Consumer<ResultEntry> onResult, Consumer<Boolean> onDone) {
        SuiteRun run = new SuiteRun();
        RP.post(() -> run.execute(name, roots, onResult, onDone));
        return run;
    }

    public void cancel() {
        cancelled.set(true);
    }

    private void execute(String name, List<Path> roots, Consumer<ResultEntry> onResult, Consumer<Boolean> onDone) {
        ProgressHandle progress = ProgressHandle.createHandle(Bundle.LBL_RunningSuite(name), () -> {
            cancel();
            return true;
        });
        progress.start();
        try {
            List<Path> files = find(roots);
            progress.switchToDeterminate(files.size());
            int done = 0;
            for (Path file : files) {
                if (cancelled.get()) {
                    break;
                }
                progress.progress(file.getFileName().toString(), done);
                long start = System.nanoTime();
                String text = textOf(file);
                org.rallyworkbench.engine.scenario.Verdict verdict = ScenarioFiles.run(file);
                ResultEntry entry = new ResultEntry(file, verdict, java.time.Duration.ofNanos(System.nanoTime() - start),
                        text == null ? null : ResultEntry.fingerprint(text));
                SwingUtilities.invokeLater(() -> onResult.accept(entry));
                progress.progress(++done);
            }
        } finally {
            progress.finish();
            boolean wasCancelled = cancelled.get();
            SwingUtilities.invokeLater(() -> onDone.accept(wasCancelled));
        }
    }

    /** The text of a scenario file, or null when it cannot be read as one (not a regular file, too big, not UTF-8). */
    static String textOf(Path file) {
        try {
            byte[] bytes = InputFiles.read(file, MAX_TEXT);
            return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
        } catch (InputFiles.UnreadableException | CharacterCodingException e) {
            return null;
        }
    }

    private static List<Path> find(List<Path> roots) {
        List<Path> files = new ArrayList<>();
        for (Path root : roots) {
            try {
                files.addAll(ScenarioFiles.find(List.of(root)));
            } catch (RuntimeException e) {
                // a folder gone since the run was asked for: nothing to run there
            }
        }
        return files;
    }
}
