package org.rallyworkbench.editor.board.file;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Where a board or scenario save is written: the bytes are collected in memory and closing writes them with
 * {@link AtomicFileWriter} (the old version kept as {@code .bak}, the new one renamed over the file), so the file
 * on disk is always whole. The editor support renders the document into memory first and only then opens this
 * stream, so a document that fails to render never reaches it.
 */
public final class AtomicSaveStream extends ByteArrayOutputStream {

    private final Path target;
    private final Runnable afterWrite;
    private boolean closed;

    /** @param afterWrite runs after the file was replaced (the file object's refresh) */
    public AtomicSaveStream(Path target, Runnable afterWrite) {
        this.target = target;
        this.afterWrite = afterWrite;
    }

    @Override
    public synchronized void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        AtomicFileWriter.write(target, toByteArray());
        afterWrite.run();
    }
}
