package org.rallyworkbench.editor.help;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import javax.swing.Action;
import javax.swing.KeyStroke;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;
import org.openide.util.NbBundle.Messages;
import org.openide.util.Utilities;
import org.rallyworkbench.editor.board.design.DesignKey;

/**
 * Every keyboard shortcut, read from where the keys are bound: the global keymap (the layer's {@code Shortcuts}
 * folder, whatever module put a key there) and the Design view's key table, so the list cannot go stale.
 */
@Messages({
    "LBL_Everywhere=Everywhere",
    "LBL_BoardDesign=Board Design view"
})
public final class Shortcuts {

    private Shortcuts() {
    }

    /** All shortcuts: the global ones sorted by what they do, then the Design view's. */
    public static List<Shortcut> all() {
        List<Shortcut> list = new ArrayList<>(global());
        for (DesignKey k : DesignKey.values()) {
            list.add(new Shortcut(text(k.keyStroke()), k.description(), Bundle.LBL_BoardDesign()));
        }
        for (DesignKey.Typed t : DesignKey.typedKeys()) {
            list.add(new Shortcut(t.key(), t.does(), Bundle.LBL_BoardDesign()));
        }
        return list;
    }

    /** The global keymap: each file of {@code Shortcuts} is named by its keys and points at its action. */
    static List<Shortcut> global() {
        FileObject folder = FileUtil.getConfigFile("Shortcuts");
        List<Shortcut> list = new ArrayList<>();
        if (folder == null) {
            return list;
        }
        for (FileObject f : folder.getChildren()) {
            KeyStroke key = Utilities.stringToKey(f.getName());
            String does = actionName(f);
            if (key != null && does != null) {
                list.add(new Shortcut(text(key), does, Bundle.LBL_Everywhere()));
            }
        }
        list.sort(Comparator.comparing(Shortcut::does, String.CASE_INSENSITIVE_ORDER));
        return list;
    }

    /** The action's name as its menu shows it, without the mnemonic's {@code &} or a trailing ellipsis. */
    private static String actionName(FileObject binding) {
        Object original = binding.getAttribute("originalFile");
        Action action = original instanceof String path
                ? FileUtil.getConfigObject(path, Action.class) : FileUtil.getConfigObject(binding.getPath(), Action.class);
        Object name = action == null ? null : action.getValue(Action.NAME);
        if (!(name instanceof String s) || s.isBlank()) {
            return null;
        }
        return s.replace("&", "").replaceAll("(\\.\\.\\.|…)$", "").trim();
    }

    /** "Ctrl+Shift+N", as menus show keys. */
    static String text(KeyStroke key) {
        String mods = InputEvent.getModifiersExText(key.getModifiers());
        String name = KeyEvent.getKeyText(key.getKeyCode());
        return mods.isEmpty() ? name : mods + "+" + name;
    }
}
