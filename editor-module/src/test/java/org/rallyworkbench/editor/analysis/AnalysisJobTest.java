package org.rallyworkbench.editor.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.analysis.AnalysisResult;
import org.rallyworkbench.engine.analysis.AnalysisSettings;
import org.rallyworkbench.engine.analysis.BoardAnalysis;
import org.rallyworkbench.engine.model.Board;

/** Running the analysis in the background: finishing, cancelling, and a progress count that never goes back. */
class AnalysisJobTest {

    /** Records the one outcome. */
    static final class Recorder implements AnalysisJob.Outcome {
        final CountDownLatch ended = new CountDownLatch(1);
        final AtomicReference<AnalysisResult> result = new AtomicReference<>();
        final AtomicInteger cancelled = new AtomicInteger();
        final AtomicInteger calls = new AtomicInteger();

        @Override public void finished(AnalysisResult r) { result.set(r); calls.incrementAndGet(); ended.countDown(); }
        @Override public void cancelled() { cancelled.incrementAndGet(); calls.incrementAndGet(); ended.countDown(); }
        @Override public void failed(Throwable error) { calls.incrementAndGet(); ended.countDown(); }
    }

    @Test
    void aJobFinishesWithTheSameResultAsTheEngineAndReportsProgressToTheEnd() throws Exception {
        Board board = Samples.gearboxPress();
        AnalysisSettings settings = new AnalysisSettings(600, 8, 20, 3, 2);
        Recorder outcome = new Recorder();
        List<Integer> shown = new ArrayList<>();
        AnalysisJob.start(board, settings, new MonotonicProgress(n -> { synchronized (shown) { shown.add(n); } }), outcome);
        assertTrue(outcome.ended.await(60, TimeUnit.SECONDS));
        assertEquals(1, outcome.calls.get());
        AnalysisResult direct = BoardAnalysis.run(board, settings);
        assertEquals(direct.games(), outcome.result.get().games());
        assertEquals(direct.turns(), outcome.result.get().turns());
        assertEquals(direct.destructions(), outcome.result.get().destructions());
        synchronized (shown) {
            assertEquals(600, shown.get(shown.size() - 1));
            for (int i = 1; i < shown.size(); i++) {
                assertTrue(shown.get(i) > shown.get(i - 1), "progress never goes back: " + shown);
            }
        }
    }

    @Test
    void cancellingStopsTheAnalysisSoonAndSaysCancelled() throws Exception {
        Board board = Samples.gearboxPress();
        AnalysisSettings settings = new AnalysisSettings(5_000_000, 8, 20, 3, 2);  // minutes if not stopped
        Recorder outcome = new Recorder();
        CountDownLatch someDone = new CountDownLatch(1);
        AnalysisJob job = AnalysisJob.start(board, settings, done -> someDone.countDown(), outcome);
        assertTrue(someDone.await(60, TimeUnit.SECONDS));
        long before = System.nanoTime();
        job.cancel();
        assertTrue(outcome.ended.await(10, TimeUnit.SECONDS), "ended soon after cancel");
        assertTrue(job.waitFinished(10_000));
        assertTrue(System.nanoTime() - before < TimeUnit.SECONDS.toNanos(10));
        assertEquals(1, outcome.cancelled.get());
        assertEquals(1, outcome.calls.get(), "told once");
        assertNull(outcome.result.get());
    }

    @Test
    void progressNeverGoesBack() {
        List<Integer> seen = new ArrayList<>();
        MonotonicProgress p = new MonotonicProgress(seen::add);
        p.accept(250);
        p.accept(750);
        p.accept(500);     // a worker that finished earlier reporting late
        p.accept(1000);
        assertEquals(List.of(250, 750, 1000), seen);
        assertEquals(1000, p.shown());
    }
}
