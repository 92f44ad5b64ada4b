package org.rallyworkbench.editor.board.model;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Problem;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.xml.BoardXml;

/**
 * The editor's one entry to board reading (the engine's validating {@link BoardXml}). Errors come back
 * as {@link Problem}s in a {@link ReadResult}, never as exceptions, so the UI can always show them.
 */
public final class BoardLoader {

    private BoardLoader() {
    }

    public static ReadResult<Board> load(InputStream in, String sourceName) {
        return guarded(sourceName, () -> BoardXml.load(in, sourceName));
    }

    public static ReadResult<Board> load(String text, String sourceName) {
        return load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), sourceName);
    }

    /** A reader bug must still reach the user as a message naming the file, not as a stack trace. */
    public static <T> ReadResult<T> guarded(String sourceName, Supplier<ReadResult<T>> read) {
        try {
            return read.get();
        } catch (RuntimeException e) {
            String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            return ReadResult.failed(new Problem(sourceName, 0, 0, message));
        }
    }
}
