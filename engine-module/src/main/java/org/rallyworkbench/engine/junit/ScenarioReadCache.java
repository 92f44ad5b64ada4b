package org.rallyworkbench.engine.junit;

import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.rallyworkbench.engine.io.InputFiles;

/**
 * The scenario files one engine has read, each kept with the SHA-256 of the bytes it was read from, so that the next
 * discovery in the same JVM does not parse and XSD-check a file again (Surefire discovers the suite twice: once to
 * learn that the marker class has tests, once to run it). A file is served from here only while its bytes hash the
 * same, so it is never stale: a changed file is read again.
 *
 * <p>Kept: only files that read, with their board inline. The result of a file that names a board file
 * ({@code <board href>}) also depends on that board, and an unreadable file's problems can depend on the file system;
 * those are read every time. A file that changed while it was read is not kept. One entry per file: a changed file
 * replaces its entry.
 */
final class ScenarioReadCache {

    /** Larger files are never kept (the readers refuse them with their own message). */
    private static final long MAX_BYTES = 16L * 1024 * 1024;

    private record Entry(byte[] sha256, ScenarioRead read) {
    }

    private final Map<Path, Entry> entries = new ConcurrentHashMap<>();

    /** The read of {@code file}: the one kept if the file's bytes are those it was read from, else {@code reader}'s. */
    ScenarioRead read(Path file, Function<Path, ScenarioRead> reader) {
        Optional<byte[]> before = sha256(file);
        if (before.isEmpty()) {
            return reader.apply(file);
        }
        Entry kept = entries.get(file);
        if (kept != null && Arrays.equals(kept.sha256(), before.get())) {
            return kept.read();
        }
        ScenarioRead read = reader.apply(file);
        if (keepable(read) && sha256(file).filter(after -> Arrays.equals(after, before.get())).isPresent()) {
            entries.put(file, new Entry(before.get(), read));
        }
        return read;
    }

    private static boolean keepable(ScenarioRead read) {
        return read.result().asOptional().filter(spec -> spec.boardHref().isEmpty()).isPresent();
    }

    /** The hash of a regular file's bytes; empty for anything else (a FIFO is never opened) or a file too large. */
    private static Optional<byte[]> sha256(Path file) {
        byte[] bytes;
        try {
            bytes = InputFiles.read(file, MAX_BYTES);
        } catch (InputFiles.UnreadableException | SecurityException e) {
            return Optional.empty();
        }
        try {
            return Optional.of(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
