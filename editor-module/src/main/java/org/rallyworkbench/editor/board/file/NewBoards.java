package org.rallyworkbench.editor.board.file;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.board.model.BoardLoader;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.xml.BoardXml;

/** Makes the board a {@link NewBoardSpec} describes and writes its file atomically. */
@Messages({"# {0} - sample", "MSG_SampleDoesNotRead=the sample {0} does not read"})
public final class NewBoards {

    private NewBoards() {
    }

    /** The new board: blank at the size asked, or the sample (at its own size) under the new name. */
    public static Board board(NewBoardSpec spec) throws IOException {
        if (spec.sample().isEmpty()) {
            return Board.builder(spec.name(), spec.width(), spec.height()).build();
        }
        return sample(spec.sample().get()).toBuilder().name(spec.name()).build();
    }

    /** A bundled sample as it reads. */
    public static Board sample(String sample) throws IOException {
        ReadResult<Board> read = BoardLoader.load(SampleBoards.text(sample), sample);
        if (!(read instanceof ReadResult.Read<Board> loaded)) {
            throw new IOException(Bundle.MSG_SampleDoesNotRead(sample));
        }
        return loaded.value();
    }

    /** Writes the new board's file (never over an existing one) and returns it. */
    public static File create(NewBoardSpec spec) throws IOException {
        if (spec.problem().isPresent()) {
            throw new IOException(spec.problem().get());
        }
        File file = spec.file();
        writeNew(file.toPath(), BoardXml.toXml(board(spec)));
        return file;
    }

    /**
     * Writes a temporary file beside {@code target}, then links it in under the target's name: the file
     * appears whole or not at all, and a file that appeared meanwhile is never replaced (the link fails).
     * Where hard links are not supported, a plain move, which also refuses an existing target.
     */
    public static void writeNew(Path target, String text) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path temp = Files.createTempFile(absolute.getParent(), "." + absolute.getFileName(), ".tmp");
        try {
            Files.writeString(temp, text, StandardCharsets.UTF_8);
            if (Files.getFileStore(temp).supportsFileAttributeView(PosixFileAttributeView.class)) {
                Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rw-r--r--"));
            }
            try {
                Files.createLink(absolute, temp);
            } catch (FileAlreadyExistsException e) {
                throw e;
            } catch (UnsupportedOperationException | FileSystemException e) {
                Files.move(temp, absolute);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
