package org.rallyworkbench.editor.board.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Set;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.openide.util.lookup.Lookups;
import org.rallyworkbench.editor.board.file.BoardDataObject;
import org.rallyworkbench.editor.board.model.PaletteItem;

/** Help > Keyboard Shortcuts lists DesignKey: the real Design view binds exactly those keys, and every typed one. */
class DesignKeyTest {

    @Test
    void theDesignViewBindsExactlyTheKeysOfItsTable() throws Exception {
        FileObject fo = FileUtil.createMemoryFileSystem().getRoot().createData("keys.board.xml");
        try (OutputStream out = fo.getOutputStream()) {
            out.write("<board xmlns=\"urn:rally-workbench:board:1\" name=\"Keys\" width=\"3\" height=\"3\"/>"
                    .getBytes(StandardCharsets.UTF_8));
        }
        BoardDataObject dob = (BoardDataObject) DataObject.find(fo);
        Set<KeyStroke> bound = new HashSet<>();
        SwingUtilities.invokeAndWait(() -> {
            BoardDesignElement view = new BoardDesignElement(Lookups.fixed(dob));
            KeyStroke[] keys = view.boardKeys().keys();
            bound.addAll(Set.of(keys == null ? new KeyStroke[0] : keys));
        });
        Set<KeyStroke> listed = new HashSet<>();
        for (DesignKey k : DesignKey.values()) {
            listed.add(k.keyStroke());
        }
        assertEquals(listed, bound, "a key bound on the board but not in DesignKey would be missing from Help");
    }

    @Test
    void everyToolAndElementKeyIsListed() {
        Set<String> typed = new HashSet<>();
        DesignKey.typedKeys().forEach(t -> assertTrue(typed.add(t.key()), "listed twice: " + t.key()));
        for (Tool t : Tool.values()) {
            assertTrue(typed.contains("Shift+" + t.key), t.name());
        }
        for (PaletteItem i : PaletteItem.values()) {
            assertTrue(typed.contains(String.valueOf(i.key())), i.name());
        }
        assertTrue(typed.contains("R") && typed.contains("Shift+R"));
    }
}
