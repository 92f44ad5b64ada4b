package org.rallyworkbench.editor.load;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The editor's one entry to board reading. Errors come back as {@link Problem}s, never as exceptions,
 * so the UI can always show them.
 */
public final class BoardLoader {

    private BoardLoader() {
    }

    public static LoadResult load(InputStream in, String sourceName) {
        try {
            return new LoadResult.Loaded(StaxBoardReader.read(in, sourceName));
        } catch (BoardFormatException e) {
            return new LoadResult.Failed(e.problems());
        } catch (IOException | RuntimeException e) {
            return new LoadResult.Failed(List.of(new Problem(sourceName, 1, 1, describe(e))));
        }
    }

    public static LoadResult load(String text, String sourceName) {
        return load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), sourceName);
    }

    private static String describe(Exception e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
