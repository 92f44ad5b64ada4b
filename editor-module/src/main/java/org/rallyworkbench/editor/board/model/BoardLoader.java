package org.rallyworkbench.editor.board.model;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.rallyworkbench.engine.xml.BoardXml;
import org.rallyworkbench.engine.xml.FormatException;
import org.rallyworkbench.engine.model.Problem;

/**
 * The editor's one entry to board reading (the engine's validating {@link BoardXml}). Errors come back
 * as {@link Problem}s, never as exceptions, so the UI can always show them.
 */
public final class BoardLoader {

    private BoardLoader() {
    }

    public static LoadResult load(InputStream in, String sourceName) {
        try {
            return new LoadResult.Loaded(BoardXml.read(in, sourceName));
        } catch (FormatException e) {
            return new LoadResult.Failed(e.problems());
        } catch (RuntimeException e) {
            // a reader bug must still reach the user as a message, not as a stack trace
            String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            return new LoadResult.Failed(List.of(new Problem(sourceName, 0, 0, message)));
        }
    }

    public static LoadResult load(String text, String sourceName) {
        return load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), sourceName);
    }
}
