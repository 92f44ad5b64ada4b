package org.rallyworkbench.editor.board.file;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.util.List;
import org.junit.jupiter.api.Test;

class CommandLineFilesTest {

    @Test
    void relativeArgumentsResolveAgainstTheCallersDirectory() {
        File cwd = new File("/home/ada/rally");
        File absolute = new File("/tmp/b.board.xml");
        assertEquals(List.of(new File(cwd, "boards/a.board.xml"), absolute),
                CommandLineFiles.resolve(cwd, "boards/a.board.xml", absolute.getPath(), " "));
    }
}
