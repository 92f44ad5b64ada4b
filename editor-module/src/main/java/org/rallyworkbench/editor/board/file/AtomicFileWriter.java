package org.rallyworkbench.editor.board.file;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.rallyworkbench.engine.io.AtomicFiles;

/**
 * The editor's save: the old version is kept as {@code NAME.bak}, then the new text is written atomically
 * ({@link AtomicFiles}: a temporary file renamed over the target), so the file is always whole.
 */
public final class AtomicFileWriter {

    private AtomicFileWriter() {
    }

    public static void write(Path target, String text) throws IOException {
        write(target, text.getBytes(StandardCharsets.UTF_8));
    }

    /** The same, for text already encoded (an editor document saved in its file's encoding). */
    public static void write(Path target, byte[] content) throws IOException {
        if (Files.exists(target)) {
            Files.copy(target, backupOf(target), StandardCopyOption.REPLACE_EXISTING,
                    StandardCopyOption.COPY_ATTRIBUTES);
        }
        AtomicFiles.write(target, out -> out.write(content));
    }

    /** Where the previous version goes: {@code crucible-loop.board.xml.bak}. */
    public static Path backupOf(Path target) {
        return target.resolveSibling(target.getFileName() + ".bak");
    }
}
