package org.rallyworkbench.engine.junit;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.platform.engine.support.descriptor.FilePosition;
import org.junit.platform.engine.support.descriptor.FileSource;

/**
 * The test sources of one scenario file's nodes, one {@link FileSource} a position: a scenario, its variants and
 * their expectations share the positions written in the file, and each {@code FileSource} made canonicalises its
 * file (a {@code realpath}, one system call a folder of the path), so the suite's 10,000 nodes need some 2,000.
 * One instance a scenario node, so a discovery makes its own.
 */
final class FileSources {

    private static final int NO_COLUMN = -1;

    private final Path file;
    private final Map<Long, FileSource> made = new ConcurrentHashMap<>();

    FileSources(Path file) {
        this.file = file;
    }

    Path file() {
        return file;
    }

    /** The file at a line. */
    FileSource at(int line) {
        return at(line, NO_COLUMN);
    }

    /** The file at a line and column ({@code -1}: none). */
    FileSource at(int line, int column) {
        return made.computeIfAbsent(((long) line << 32) | (column & 0xffffffffL), key -> FileSource.from(file.toFile(),
                column == NO_COLUMN ? FilePosition.from(line) : FilePosition.from(line, column)));
    }
}
