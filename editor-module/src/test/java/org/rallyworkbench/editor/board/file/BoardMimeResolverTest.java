package org.rallyworkbench.editor.board.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;

/** Board files are recognised by name or by root namespace, through the registered resolver. */
class BoardMimeResolverTest {

    private static final String BOARD = "<board xmlns=\"urn:rally-workbench:board:1\" name=\"b\" width=\"2\" height=\"2\"/>";

    private FileObject folder;

    @BeforeEach
    void createFolder() throws IOException {
        folder = FileUtil.createMemoryFileSystem().getRoot().createFolder("boards");
    }

    @Test
    void nameEndingIsEnoughEvenForBrokenContent() throws IOException {
        assertEquals(BoardMimeResolver.MIME, FileUtil.getMIMEType(file("pit-row.board.xml", "not xml at all")));
    }

    @Test
    void anyXmlFileWithABoardRootIsABoard() throws IOException {
        assertEquals(BoardMimeResolver.MIME, FileUtil.getMIMEType(file("renamed.xml", BOARD)));
    }

    @Test
    void otherXmlIsNotABoard() throws IOException {
        FileObject other = file("scenario.xml", "<scenario xmlns=\"urn:rally-workbench:scenario:1\"/>");
        assertNull(new BoardMimeResolver().findMIMEType(other));
        FileObject sameNameOtherNamespace = file("board.xml", "<board xmlns=\"urn:other\"/>");
        assertNull(new BoardMimeResolver().findMIMEType(sameNameOtherNamespace));
    }

    @Test
    void aDoctypeIsNotFollowed() throws IOException {
        FileObject hostile = file("hostile.xml", "<!DOCTYPE board [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>" + BOARD);
        // refused or read without resolving: either way no exception escapes
        new BoardMimeResolver().findMIMEType(hostile);
    }

    @Test
    void otherExtensionsAreNotLookedAt() throws IOException {
        assertNull(new BoardMimeResolver().findMIMEType(file("board.txt", BOARD)));
    }

    private FileObject file(String name, String content) throws IOException {
        FileObject fo = folder.createData(name);
        try (OutputStream out = fo.getOutputStream()) {
            out.write(content.getBytes(StandardCharsets.UTF_8));
        }
        return fo;
    }

    @Test
    void saveAsKeepsTheNameABoard() {
        // Save As… takes the name as typed; "my-loop" alone made a file that no longer opened as a board
        assertEquals("my-loop.board.xml", BoardMimeResolver.boardFileName("my-loop"));
        assertEquals("my-loop.board.xml", BoardMimeResolver.boardFileName("my-loop.board"));
        assertEquals("my-loop.board.xml", BoardMimeResolver.boardFileName("my-loop.board.xml"));
        assertEquals("Loop.XML", BoardMimeResolver.boardFileName("Loop.XML"));
    }
}
