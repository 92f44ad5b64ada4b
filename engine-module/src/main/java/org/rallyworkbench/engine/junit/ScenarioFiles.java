package org.rallyworkbench.engine.junit;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectFile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.support.discovery.SelectorResolver;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.model.ScenarioSpec;

/**
 * The scenario files of one discovery: which files are scenarios, the ones under a folder, and each file read once
 * however many selectors (the file, its expectations' unique ids, a line) reach it. The files a folder or the marker
 * class brings can be read ahead on several threads ({@link #preload}); the tree is still built one selector at a
 * time, in path order, from what was read, so it is the same tree whichever thread read a file.
 */
final class ScenarioFiles {

    static final String SUFFIX = ".scenario.xml";

    private final Map<Path, ScenarioRead> loads = new ConcurrentHashMap<>();
    private final Function<Path, ReadResult<ScenarioSpec>> reader;
    private final int readers;
    private final ScenarioReadCache cache;

    /** {@code readers}: how many threads {@link #preload} reads on (1: none, files are read when asked for). */
    ScenarioFiles(Function<Path, ReadResult<ScenarioSpec>> reader, int readers) {
        this(reader, readers, null);
    }

    /** As above, a file read before through {@code cache} (null: none) taken from there while its bytes are the same. */
    ScenarioFiles(Function<Path, ReadResult<ScenarioSpec>> reader, int readers, ScenarioReadCache cache) {
        this.reader = reader;
        this.readers = readers;
        this.cache = cache;
    }

    /** The file read (or its problems), the first time it is asked for. */
    ScenarioRead load(Path file) {
        return loads.computeIfAbsent(file, this::read);
    }

    private ScenarioRead read(Path file) {
        return cache == null ? ScenarioRead.of(reader.apply(file))
                : cache.read(file, f -> ScenarioRead.of(reader.apply(f)));
    }

    /**
     * Reads the files not read yet, on threads of its own (XSD check, binding and the variants' transforms are most
     * of discovery's work); returns when
     * all are read. A thread gets the caller's context class loader, so a file reads as it would on the caller's
     * thread. A read that fails with an exception is left out: {@link #load} reads that file again when asked, on
     * the discovery thread, and fails there as a serial discovery does.
     */
    void preload(Collection<Path> files) {
        List<Path> missing = files.stream().filter(f -> !loads.containsKey(f)).distinct().toList();
        if (readers < 2 || missing.size() < 2) {
            return;
        }
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        AtomicInteger count = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(readers, missing.size()), task -> {
            Thread thread = new Thread(task, "rally-scenario-reader-" + count.incrementAndGet());
            thread.setDaemon(true);
            thread.setContextClassLoader(loader != null ? loader : ScenarioFiles.class.getClassLoader());
            return thread;
        });
        try {
            List<Future<?>> reads = new ArrayList<>();
            // read outside the map's locks, so that two files in one bin of the map do not wait for each other
            missing.forEach(file -> reads.add(pool.submit(() -> loads.putIfAbsent(file, read(file)))));
            for (Future<?> read : reads) {
                await(read);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            pool.shutdownNow();
        }
    }

    /** A selector for each file, the files read ahead first ({@link #preload}); unresolved when there are none. */
    SelectorResolver.Resolution selectEach(List<Path> found) {
        preload(found);
        Set<DiscoverySelector> selectors = new LinkedHashSet<>();
        found.forEach(file -> selectors.add(selectFile(file.toFile())));
        return selectors.isEmpty() ? SelectorResolver.Resolution.unresolved()
                : SelectorResolver.Resolution.selectors(selectors);
    }

    private static void await(Future<?> read) throws InterruptedException {
        try {
            read.get();
        } catch (ExecutionException e) {
            // left out: load() reads that file again on the discovery thread
        }
    }

    static boolean isScenario(Path file) {
        return file.getFileName() != null && file.getFileName().toString().endsWith(SUFFIX)
                && Files.isRegularFile(file);
    }

    static Path normalise(Path file) {
        return file.toAbsolutePath().normalize();
    }

    /** The scenarios under {@code root} in path order (the file itself if it is one), skipping Maven's target/. */
    static List<Path> under(Path root) {
        if (isScenario(root)) {
            return List.of(normalise(root));
        }
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(ScenarioFiles::isScenario).filter(p -> !isBuildOutput(root, p))
                    .map(ScenarioFiles::normalise).sorted().toList();
        } catch (IOException | UncheckedIOException e) {
            throw new IllegalStateException("cannot list scenarios under " + root + ": " + e.getMessage(), e);
        }
    }

    /** The "package" of a scenario below a class path root: its folder relative to the root, with dots. */
    static String packageOf(Path root, Path file) {
        Path folder = normalise(root).relativize(file).getParent();
        return folder == null ? "" : folder.toString().replace(root.getFileSystem().getSeparator(), ".");
    }

    /** Skips copies in Maven's target/ when a project folder is searched. */
    private static boolean isBuildOutput(Path root, Path p) {
        for (Path part : root.relativize(p)) {
            if (part.toString().equals("target")) {
                return true;
            }
        }
        return false;
    }
}
