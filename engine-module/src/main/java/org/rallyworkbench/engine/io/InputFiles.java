package org.rallyworkbench.engine.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Reads the files users name, and the files those name in turn, safely: only a regular file is opened (a FIFO,
 * a device such as {@code /dev/zero}, a socket or a directory, also behind a symbolic link, is refused before
 * it is opened, so nothing blocks or reads forever), and at most a fixed number of bytes is read through a
 * {@link BoundedInputStream}, whatever size the file system reports.
 */
public final class InputFiles {

    /** A file that cannot be read; the message names it and says why, in words a user understands. */
    public static final class UnreadableException extends IOException {
        private static final long serialVersionUID = 1L;
        private final String reason;

        public UnreadableException(Path file, String reason) {
            super(file + ": " + reason);
            this.reason = reason;
        }

        /** Why, without the file's name. */
        public String reason() {
            return reason;
        }
    }

    private InputFiles() { }

    /** The bytes of {@code file}, at most {@code limit} of them; otherwise why not, as "FILE: reason". */
    public static byte[] read(Path file, long limit) throws UnreadableException {
        requireRegular(file);
        try (InputStream in = new BoundedInputStream(Files.newInputStream(file), limit)) {
            return in.readAllBytes();
        } catch (BoundedInputStream.TooLargeException e) {
            throw new UnreadableException(file, e.getMessage());
        } catch (IOException e) {
            throw new UnreadableException(file, reason(e));
        }
    }

    /** Refuses, without opening it, anything but a regular file (links are followed). */
    public static void requireRegular(Path file) throws UnreadableException {
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (IOException e) {
            throw new UnreadableException(file, reason(e) + (file.toString().indexOf('\uFFFD') >= 0
                    ? " (its name holds bytes that are not valid UTF-8; rename the file)" : ""));
        }
        if (a.isDirectory()) {
            throw new UnreadableException(file, "is a directory, not a file");
        }
        if (!a.isRegularFile()) {
            throw new UnreadableException(file, "is not a regular file (a FIFO, device or socket); name a file");
        }
    }

    /** Why an I/O operation failed, without Java's class names or the exception's own wording. */
    public static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason().toLowerCase(java.util.Locale.ROOT);
        }
        return "cannot be read";
    }
}
