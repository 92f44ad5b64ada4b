package org.rallyworkbench.editor.board.file;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.openide.cookies.OpenCookie;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;

/** The generated layer registers the loader: a board file becomes a BoardDataObject that can open. */
class BoardDataObjectTest {

    @Test
    void boardFilesBecomeBoardDataObjects() throws IOException {
        FileObject fo = FileUtil.createMemoryFileSystem().getRoot().createData("tiny.board.xml");
        try (OutputStream out = fo.getOutputStream()) {
            out.write("<board xmlns=\"urn:rally-workbench:board:1\" name=\"Tiny\" width=\"2\" height=\"2\"/>"
                    .getBytes(StandardCharsets.UTF_8));
        }
        DataObject dob = DataObject.find(fo);
        assertInstanceOf(BoardDataObject.class, dob);
        assertNotNull(dob.getLookup().lookup(OpenCookie.class));
    }
}
