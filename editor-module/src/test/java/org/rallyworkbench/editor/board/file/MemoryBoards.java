package org.rallyworkbench.editor.board.file;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.xml.BoardXml;

/** For tests: a board written to a file of an in-memory file system, and its data object. */
public final class MemoryBoards {

    private MemoryBoards() {
    }

    public static BoardDataObject open(String fileName, Board board) throws IOException {
        FileObject fo = FileUtil.createMemoryFileSystem().getRoot().createData(fileName);
        try (OutputStream out = fo.getOutputStream()) {
            out.write(BoardXml.toXml(board).getBytes(StandardCharsets.UTF_8));
        }
        return (BoardDataObject) DataObject.find(fo);
    }
}
