package org.rallyworkbench.application;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.logging.Level;
import junit.framework.Test;
import org.netbeans.junit.NbModuleSuite;
import org.netbeans.junit.NbTestCase;
import org.netbeans.spi.sendopts.OptionProcessor;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.openide.util.Lookup;

/**
 * Boots the assembled application's module system (headless) and checks that our registrations are
 * live there: the board file type, its two views, the command line, File &gt; Open.
 */
public class ApplicationTest extends NbTestCase {

    private static final String MIME = "text/x-rally-board+xml";

    public ApplicationTest(String name) {
        super(name);
    }

    public static Test suite() {
        return NbModuleSuite.createConfiguration(ApplicationTest.class)
                .gui(false)
                .clusters(".*")
                .enableModules("org.rallyworkbench.*")
                .failOnMessage(Level.SEVERE)
                .suite();
    }

    public void testBoardFilesOpenAsBoardDataObjects() throws IOException {
        FileObject fo = FileUtil.createMemoryFileSystem().getRoot().createData("tiny.board.xml");
        try (OutputStream out = fo.getOutputStream()) {
            out.write("<board xmlns=\"urn:rally-workbench:board:1\" name=\"Tiny\" width=\"2\" height=\"2\"/>"
                    .getBytes(StandardCharsets.UTF_8));
        }
        assertEquals(MIME, fo.getMIMEType());
        assertEquals("org.rallyworkbench.editor.file.BoardDataObject", DataObject.find(fo).getClass().getName());
    }

    public void testDesignAndSourceViewsAreRegistered() {
        FileObject views = FileUtil.getConfigFile("Editors/" + MIME + "/MultiView");
        assertNotNull("no MultiView folder for " + MIME, views);
        assertEquals(2, views.getChildren().length);
    }

    public void testCommandLineProcessorIsRegistered() {
        assertTrue(Lookup.getDefault().lookupAll(OptionProcessor.class).stream()
                .anyMatch(p -> p.getClass().getName().equals("org.rallyworkbench.editor.open.BoardOptionProcessor")));
    }

    public void testOpenBoardIsInTheFileMenu() {
        assertNotNull(FileUtil.getConfigFile("Menu/File/org-rallyworkbench-editor-open-OpenBoardAction.shadow"));
    }
}
