package org.rallyworkbench.editor.open;

import java.io.File;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import org.rallyworkbench.editor.load.BoardLoader;
import org.rallyworkbench.editor.load.LoadResult;
import org.rallyworkbench.engine.export.AtomicFiles;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.xml.BoardXml;

/** Makes the board a {@link NewBoardSpec} describes and writes its file atomically. */
public final class NewBoards {

    private NewBoards() {
    }

    /** The new board: blank at the size asked, or the sample (at its own size) under the new name. */
    public static Board board(NewBoardSpec spec) throws IOException {
        if (spec.sample().isEmpty()) {
            return Board.builder(spec.name(), spec.width(), spec.height()).build();
        }
        String sample = spec.sample().get();
        LoadResult read = BoardLoader.load(SampleBoards.text(sample), sample);
        if (!(read instanceof LoadResult.Loaded loaded)) {
            throw new IOException("the sample " + sample + " does not read");
        }
        return loaded.board().toBuilder().name(spec.name()).build();
    }

    /** Writes the new board's file (never over an existing one) and returns it. */
    public static File create(NewBoardSpec spec) throws IOException {
        if (spec.problem().isPresent()) {
            throw new IOException(spec.problem().get());
        }
        File file = spec.file();
        String text = BoardXml.toXml(board(spec));
        if (file.exists()) {
            throw new FileAlreadyExistsException(file.getPath());
        }
        AtomicFiles.writeString(file.toPath(), text);
        return file;
    }
}
