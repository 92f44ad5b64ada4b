package org.rallyworkbench.engine.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * Seeded games 0..N-1 played in chunks on a pool of daemon threads, each chunk giving a part that is added into
 * one total in chunk order (so the result does not depend on the threads). Shared by the analysis and the
 * head-to-head match.
 */
final class GameChunks<T> {

    /** Plays games {@code from} (inclusive) to {@code to} (exclusive) into a new part. */
    @FunctionalInterface
    interface Chunk<T> {
        T play(long from, long to) throws Exception;
    }

    private final ExecutorService pool;
    private final String what;

    /** A pool of {@code threads} daemon threads named {@code what} (also the name in messages). */
    GameChunks(int threads, String what) {
        this.what = what;
        this.pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, what.replace(' ', '-'));
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Plays {@code games} in chunks of {@code size} with the chunk {@code prepare} makes (it may use the pool, e.g.
     * to build what every chunk reads), and adds each part into {@code total}; then shuts the pool down. An
     * interruption of the calling thread cancels the games.
     */
    T play(long games, int size, Function<ExecutorService, Chunk<T>> prepare, T total, BiConsumer<T, T> add) {
        try {
            Chunk<T> chunk = prepare.apply(pool);
            List<Future<T>> parts = new ArrayList<>();
            for (long first = 0; first < games; first += size) {
                long from = first;
                long to = Math.min(games, first + size);
                parts.add(pool.submit(() -> chunk.play(from, to)));
            }
            for (Future<T> part : parts) {
                add.accept(total, part.get());
            }
            return total;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(what + " interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(what + " failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }
}
