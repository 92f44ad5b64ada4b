package org.rallyworkbench.engine.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * Writes a file atomically: into a temporary file beside the target, forced to disk, then renamed over it, so
 * that a reader (or a crash) sees the old file or the new one, never half of one. The file keeps its
 * permissions; saving through a symbolic link replaces the file it points at and keeps the link. A directory,
 * device or FIFO is refused before anything is written. Failures name the file and say why, in plain words.
 */
public final class AtomicFiles {

    /** What writes the content. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicFiles() {
    }

    public static void write(Path target, Content content) throws IOException {
        OutputFiles.requireWritableKind(target);
        Path absolute = linkTarget(target.toAbsolutePath());
        Path dir = absolute.getParent();
        Path temp;
        try {
            Files.createDirectories(dir);
            temp = Files.createTempFile(dir, "." + absolute.getFileName(), ".tmp");
        } catch (IOException e) {
            throw new InputFiles.UnreadableException(target, "cannot write into " + dir + ": " + writeReason(e));
        }
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE);
                 OutputStream out = Channels.newOutputStream(channel)) {
                content.writeTo(out);
                out.flush();
                channel.force(true);
            } catch (IOException e) {
                throw new InputFiles.UnreadableException(target, "cannot be written: " + writeReason(e));
            }
            try {
                keepPermissions(temp, absolute);
                try {
                    Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING);
                }
            } catch (IOException e) {
                throw new InputFiles.UnreadableException(target, "cannot be replaced: " + writeReason(e));
            }
            forceDirectory(dir);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /** The file a chain of symbolic links ends at (the link itself stays); the path itself when none. */
    private static Path linkTarget(Path path) throws IOException {
        Path p = path;
        for (int hops = 0; hops < 40 && Files.isSymbolicLink(p); hops++) {
            Path next = Files.readSymbolicLink(p);
            p = p.getParent() == null ? next : p.getParent().resolve(next).normalize();
        }
        return p;
    }

    /**
     * "the disk is full" (however the file system words it: "No space left on device", "Disk quota exceeded",
     * "out of disk space"), "read-only file system", … as the system says them, or a general reason.
     */
    private static String writeReason(IOException e) {
        String m;
        if (e instanceof java.nio.file.FileSystemException) {
            m = InputFiles.reason(e);
        } else {
            m = e.getMessage();
            m = m == null || m.isBlank() || m.contains("java.") || m.contains("Exception") ? "input/output error"
                    : m.toLowerCase(java.util.Locale.ROOT);
        }
        return m.contains("no space left") || m.contains("disk space") || m.contains("quota exceeded")
                ? "the disk is full" : m;
    }

    /** The rename itself is made durable by forcing the directory; not every system allows that. */
    private static void forceDirectory(Path dir) {
        try (FileChannel d = FileChannel.open(dir, StandardOpenOption.READ)) {
            d.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // The data is on disk already; only the rename's durability is left to the system.
        }
    }

    /** Temporary files are private to their owner; the file written keeps its permissions, or reads like any. */
    private static void keepPermissions(Path temp, Path target) throws IOException {
        if (!Files.getFileStore(temp).supportsFileAttributeView(PosixFileAttributeView.class)) {
            return;
        }
        Files.setPosixFilePermissions(temp, Files.exists(target, LinkOption.NOFOLLOW_LINKS)
                ? Files.getPosixFilePermissions(target) : PosixFilePermissions.fromString("rw-r--r--"));
    }

    public static void writeString(Path target, String text) throws IOException {
        write(target, out -> out.write(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    }
}
