package org.rallyworkbench.engine.io;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;

/**
 * Checks the files a command is about to write, before anything is written: an output must be a new or regular
 * file (not a directory, device or FIFO, also behind a link), never one of the command's inputs (also through
 * another path, a hard link or a symbolic link), and never named for two outputs.
 */
public final class OutputFiles {

    private OutputFiles() { }

    /**
     * Throws {@link IllegalArgumentException} with a message naming the file when an output may not be written;
     * {@code null} entries are ignored.
     */
    public static void check(Collection<Path> outputs, Collection<Path> inputs) {
        List<Path> seen = new ArrayList<>();
        for (Path out : outputs) {
            if (out == null) {
                continue;
            }
            requireWritableKind(out);
            for (Path in : inputs) {
                if (in != null && same(in, out)) {
                    throw new IllegalArgumentException("refusing to overwrite the input file " + in
                            + ": write to a new file (the command never changes its input)");
                }
            }
            for (Path other : seen) {
                if (same(other, out)) {
                    throw new IllegalArgumentException(out + " is named for two outputs");
                }
            }
            seen.add(out);
        }
    }

    /** Refuses, as the folder a command writes into, anything that exists and is not a folder (a link to one too). */
    public static void requireFolder(Path dir) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new IllegalArgumentException(dir + ": is not a folder; name the folder to write the files into");
        }
    }

    /** Refuses a directory, device, FIFO or socket (a link to one too) as an output. */
    public static void requireWritableKind(Path out) {
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(out, BasicFileAttributes.class);
        } catch (IOException e) {
            return;     // a new file, or a dangling link: writing will say what is wrong
        }
        if (a.isDirectory()) {
            throw new IllegalArgumentException(out + ": is a directory; name the file to write");
        }
        if (!a.isRegularFile()) {
            throw new IllegalArgumentException(out + ": is not a regular file (a device, FIFO or socket);"
                    + " name a file to write");
        }
    }

    /** Whether two paths name the same file: the same normalised path, or (both existing) the same file. */
    public static boolean same(Path a, Path b) {
        if (a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize())) {
            return true;
        }
        try {
            if (Files.exists(a) && Files.exists(b) && Files.isSameFile(a, b)) {
                return true;
            }
            // A dangling or not-yet-existing output whose parent is an input's parent through a link.
            return Objects.equals(real(a, 0), real(b, 0));
        } catch (IOException e) {
            return false;
        }
    }

    private static Path real(Path p, int hops) throws IOException {
        Path abs = p.toAbsolutePath().normalize();
        Path parent = abs.getParent();
        if (Files.isSymbolicLink(abs) && hops < 40) {      // 40: the kernel's own limit on links followed
            Path target = Files.readSymbolicLink(abs);
            return real(parent == null ? target : parent.resolve(target), hops + 1);
        }
        if (parent != null && Files.exists(parent, LinkOption.NOFOLLOW_LINKS)) {
            return parent.toRealPath().resolve(abs.getFileName());
        }
        return abs;
    }
}
