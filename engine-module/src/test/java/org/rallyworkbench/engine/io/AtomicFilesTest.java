package org.rallyworkbench.engine.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.xml.BoardXml;

/**
 * A save interrupted by an exception leaves the old file whole: the content goes to a temporary file that is
 * renamed over the target only when it is complete, and the temporary file is removed either way.
 */
class AtomicFilesTest {

    @TempDir
    Path dir;

    private static final Board OLD = Board.builder("old", 4, 4).pit(1, 1).flag(2, 2, 1).build();
    private static final Board NEW = Board.builder("new", 12, 12).conveyor(3, 3, Direction.E, true)
            .laser(0, 5, Direction.E, 2).flag(9, 9, 1).build();

    @Test
    void aBoardSaveFailingMidWriteLeavesTheOldBoardWhole() throws IOException {
        Path file = dir.resolve("pit.board.xml");
        AtomicFiles.write(file, out -> BoardXml.write(OLD, out));
        byte[] before = Files.readAllBytes(file);
        int newLength = BoardXml.toXml(NEW).getBytes(StandardCharsets.UTF_8).length;

        IOException e = assertThrows(IOException.class,
                () -> AtomicFiles.write(file, out -> BoardXml.write(NEW, new FailingAfter(out, newLength / 2))));
        assertEquals(file + ": cannot be written: disk full (injected)", e.getMessage());

        assertArrayEquals(before, Files.readAllBytes(file));
        assertEquals(OLD, readBoard(file));
        assertEquals(List.of(file), filesIn(dir), "the temporary file was left behind");
    }

    @Test
    void aRuntimeExceptionMidWriteLeavesTheOldFileWhole() throws IOException {
        Path file = dir.resolve("notes.txt");
        AtomicFiles.writeString(file, "the old text\n");
        assertThrows(IllegalStateException.class, () -> AtomicFiles.write(file, out -> {
            out.write("the new te".getBytes(StandardCharsets.UTF_8));
            throw new IllegalStateException("the model broke while saving (injected)");
        }));
        assertEquals("the old text\n", Files.readString(file));
        assertEquals(List.of(file), filesIn(dir));
    }

    @Test
    void aFailedFirstSaveLeavesNoFileAtAll() {
        Path file = dir.resolve("sub").resolve("new.board.xml");
        assertThrows(UncheckedIOException.class, () -> AtomicFiles.write(file, out -> {
            out.write('<');
            throw new UncheckedIOException(new IOException("injected"));
        }));
        assertFalse(Files.exists(file));
        assertEquals(List.of(), filesIn(file.getParent()));
    }

    @Test
    void aCompleteSaveReplacesTheFileAndKeepsItsPermissions() throws IOException {
        Path file = dir.resolve("pit.board.xml");
        AtomicFiles.write(file, out -> BoardXml.write(OLD, out));
        boolean posix = file.getFileSystem().supportedFileAttributeViews().contains("posix");
        if (posix) {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-rw----"));
        }
        AtomicFiles.write(file, out -> BoardXml.write(NEW, out));
        assertEquals(NEW, readBoard(file));
        if (posix) {
            assertEquals("rw-rw----", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        }
        assertEquals(List.of(file), filesIn(dir));
    }

    private static Board readBoard(Path file) {
        try {
            return BoardXml.read(file);
        } catch (org.rallyworkbench.engine.xml.FormatException e) {
            throw new AssertionError(e.problems().toString(), e);
        }
    }

    private static List<Path> filesIn(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A stream that fails like a full disk once {@code limit} bytes have gone through. */
    private static final class FailingAfter extends FilterOutputStream {
        private int left;

        FailingAfter(OutputStream out, int limit) {
            super(out);
            this.left = limit;
        }

        @Override
        public void write(int b) throws IOException {
            if (left-- <= 0) {
                throw new IOException("disk full (injected)");
            }
            out.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            for (int i = 0; i < len; i++) {
                write(b[off + i]);
            }
        }
    }

    @Test
    void savingThroughASymbolicLinkReplacesTheTargetAndKeepsTheLink() throws IOException {
        Path real = Files.writeString(dir.resolve("real.txt"), "old\n");
        Path link = Files.createSymbolicLink(dir.resolve("link.txt"), real.getFileName());
        AtomicFiles.writeString(link, "new\n");
        assertTrue(Files.isSymbolicLink(link), "the link was replaced by a file");
        assertEquals("new\n", Files.readString(real));
    }

    @Test
    void aDirectoryOrFifoIsRefusedBeforeAnythingIsWritten() throws Exception {
        Path sub = Files.createDirectory(dir.resolve("a-folder"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> AtomicFiles.writeString(sub, "x"));
        assertTrue(e.getMessage().startsWith(sub + ": is a directory"), e.getMessage());
        Path fifo = dir.resolve("pipe");
        if (new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0) {
            e = assertThrows(IllegalArgumentException.class, () -> AtomicFiles.writeString(fifo, "x"));
            assertTrue(e.getMessage().contains("is not a regular file"), e.getMessage());
            Path toFifo = Files.createSymbolicLink(dir.resolve("to-pipe"), fifo);
            assertThrows(IllegalArgumentException.class, () -> AtomicFiles.writeString(toFifo, "x"));
        }
        assertEquals(List.of(), filesIn(sub));
    }

    @Test
    void aReadOnlyFolderIsNamedInTheMessage() throws IOException {
        Path ro = Files.createDirectory(dir.resolve("read-only"));
        Files.setPosixFilePermissions(ro, java.nio.file.attribute.PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            Path file = ro.resolve("x.board.xml");
            if (Files.isWritable(ro)) {
                return;     // root ignores permissions: nothing to show
            }
            IOException e = assertThrows(IOException.class, () -> AtomicFiles.writeString(file, "x"));
            assertEquals(file + ": cannot write into " + ro + ": permission denied", e.getMessage());
        } finally {
            Files.setPosixFilePermissions(ro, java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    /** A disk of 256 KiB (Jimfs: any java.nio file system will do) that fills up while a save is written. */
    @Test
    void aFullDiskIsNamedAndTheOldFileStaysWhole() throws IOException {
        try (java.nio.file.FileSystem disk = com.google.common.jimfs.Jimfs.newFileSystem(
                com.google.common.jimfs.Configuration.unix().toBuilder().setBlockSize(4096).setMaxSize(256 * 1024)
                        .build())) {
            Path folder = Files.createDirectories(disk.getPath("/boards"));
            Path file = folder.resolve("pit.board.xml");
            AtomicFiles.write(file, out -> BoardXml.write(OLD, out));
            byte[] before = Files.readAllBytes(file);

            IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(file, out -> {
                byte[] line = "<!-- a board far larger than the disk -->\n".getBytes(StandardCharsets.UTF_8);
                for (int i = 0; i < 20_000; i++) {
                    out.write(line);
                }
            }));
            assertEquals(file + ": cannot be written: the disk is full", e.getMessage());
            assertArrayEquals(before, Files.readAllBytes(file));
            assertEquals(List.of(file), filesIn(folder), "the temporary file was left behind");
            AtomicFiles.write(file, out -> BoardXml.write(NEW, out));
            assertEquals(NEW, BoardXml.read(Files.newInputStream(file), file.toString()));
        } catch (org.rallyworkbench.engine.xml.FormatException e) {
            throw new AssertionError(e.problems().toString(), e);
        }
    }

    @Test
    void aDiskTooFullForEvenTheTemporaryFileIsNamed() throws IOException {
        try (java.nio.file.FileSystem disk = com.google.common.jimfs.Jimfs.newFileSystem(
                com.google.common.jimfs.Configuration.unix().toBuilder().setBlockSize(4096).setMaxSize(8192)
                        .build())) {
            Path file = disk.getPath("/full.txt");
            Files.writeString(disk.getPath("/filler"), "x".repeat(8192));
            IOException e = assertThrows(IOException.class, () -> AtomicFiles.writeString(file, "new text"));
            assertEquals(file + ": cannot be written: the disk is full", e.getMessage());
            assertFalse(Files.exists(file));
            assertEquals(List.of(disk.getPath("/filler"), disk.getPath("/work")), filesIn(disk.getPath("/")));
        }
    }

    /** A folder even root may not write into (sysfs): the message names the file and the folder. */
    @Test
    void aFolderNobodyMayWriteIsNamedInTheMessage() {
        Path sys = Path.of("/sys");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isDirectory(sys) && !Files.isWritable(sys.resolve("x")));
        Path file = sys.resolve("rally-test.board.xml");
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.writeString(file, "x"));
        assertTrue(e.getMessage().startsWith(file + ": cannot write into /sys: "), e.getMessage());
        assertFalse(e.getMessage().contains("Exception"), e.getMessage());
        assertFalse(Files.exists(file));
    }
}
