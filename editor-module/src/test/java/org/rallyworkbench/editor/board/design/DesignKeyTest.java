package org.rallyworkbench.editor.board.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.openide.util.lookup.Lookups;
import org.rallyworkbench.editor.board.file.BoardDataObject;
import org.rallyworkbench.editor.board.file.MemoryBoards;
import org.rallyworkbench.editor.board.model.PaletteItem;
import org.rallyworkbench.engine.model.Board;

/** Help > Keyboard Shortcuts lists DesignKey: the real Design view binds exactly those keys, and every typed one. */
class DesignKeyTest {

    @Test
    void theDesignViewBindsExactlyTheKeysOfItsTable() throws Exception {
        BoardDataObject dob = MemoryBoards.open("keys.board.xml", Board.builder("Keys", 3, 3).build());
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
