package org.rallyworkbench.editor.analysis;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongConsumer;
import org.openide.util.RequestProcessor;
import org.rallyworkbench.engine.analysis.AnalysisResult;
import org.rallyworkbench.engine.analysis.AnalysisSettings;
import org.rallyworkbench.engine.analysis.BoardAnalysis;
import org.rallyworkbench.engine.model.Board;

/**
 * One {@link BoardAnalysis} run on a background thread that can be cancelled: cancelling interrupts the
 * thread, which stops the analysis (games in progress finish their chunk, queued ones never start).
 * {@code Outcome} is told exactly once, on the background thread.
 */
final class AnalysisJob {

    /** How the job ended. */
    interface Outcome {
        void finished(AnalysisResult result);

        void cancelled();

        void failed(Throwable error);
    }

    private static final RequestProcessor RP = new RequestProcessor(AnalysisJob.class.getName(), 2, true);

    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final AtomicBoolean told = new AtomicBoolean();
    private final Outcome outcome;
    private final RequestProcessor.Task task;

    private AnalysisJob(Board board, AnalysisSettings settings, LongConsumer progress, Outcome outcome) {
        this.outcome = outcome;
        task = RP.create(() -> run(board, settings, progress));
    }

    /** Starts analysing {@code board}; {@code progress} hears games done (from worker threads). */
    static AnalysisJob start(Board board, AnalysisSettings settings, LongConsumer progress, Outcome outcome) {
        AnalysisJob job = new AnalysisJob(board, settings, progress, outcome);
        job.task.schedule(0);
        return job;
    }

    /** Stops the analysis; the outcome is then {@code cancelled} (unless it had already ended). */
    void cancel() {
        cancelled.set(true);
        task.cancel();           // interrupts the running thread: the RequestProcessor is interruptible
        if (task.isFinished()) {
            tellCancelled();     // removed from the queue before it ran
        }
    }

    boolean isCancelled() {
        return cancelled.get();
    }

    /** Waits until the job has ended (for tests). */
    boolean waitFinished(long millis) throws InterruptedException {
        return task.waitFinished(millis);
    }

    private void run(Board board, AnalysisSettings settings, LongConsumer progress) {
        AnalysisResult result;
        try {
            if (cancelled.get()) {
                tellCancelled();
                return;
            }
            result = BoardAnalysis.run(board, settings, progress);
        } catch (RuntimeException | Error e) {
            if (cancelled.get()) {
                tellCancelled();
            } else if (told.compareAndSet(false, true)) {
                outcome.failed(e);
            }
            return;
        } finally {
            Thread.interrupted();   // leave the pooled thread clean
        }
        if (cancelled.get()) {
            tellCancelled();
        } else if (told.compareAndSet(false, true)) {
            outcome.finished(result);
        }
    }

    private void tellCancelled() {
        if (told.compareAndSet(false, true)) {
            outcome.cancelled();
        }
    }
}
