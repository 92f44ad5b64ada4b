package org.rallyworkbench.editor.board.design;

import java.util.ArrayList;
import java.util.List;
import javax.swing.KeyStroke;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.board.model.PaletteItem;

/**
 * The Design view's key bindings with modifiers, in one table: the view binds its keys from it, and Help &gt;
 * Keyboard Shortcuts lists it (with the typed keys of the palette, {@link #typedKeys()}), so the list cannot
 * go stale.
 */
@Messages({
    "KEY_Deselect=Clear the selection",
    "KEY_Mirror=Mirror the selection west↔east",
    "KEY_Fit=Fit the board to the window",
    "KEY_Undo=Undo on the board",
    "KEY_Redo=Redo on the board",
    "KEY_Save=Save the board",
    "KEY_Cut=Cut the selection",
    "KEY_Copy=Copy the selection",
    "KEY_Paste=Paste at the selection, else under the mouse",
    "KEY_Delete=Delete the selection",
    "KEY_RotateCw=Rotate the selection, else the element under the mouse, clockwise",
    "KEY_RotateCcw=Rotate the selection, else the element under the mouse, counter-clockwise",
    "# {0} - tool", "KEY_Tool=Tool: {0}",
    "# {0} - element", "KEY_Element=Element: {0}"
})
public enum DesignKey {
    DESELECT("ESCAPE"),
    MIRROR("ctrl M"),
    FIT("ctrl 0"),
    UNDO("ctrl Z"),
    REDO("ctrl Y"),
    SAVE("ctrl S"),
    CUT("ctrl X"),
    COPY("ctrl C"),
    PASTE("ctrl V"),
    DELETE("DELETE");

    private final String stroke;

    DesignKey(String stroke) {
        this.stroke = stroke;
    }

    public KeyStroke keyStroke() {
        return KeyStroke.getKeyStroke(stroke);
    }

    public String description() {
        return switch (this) {
            case DESELECT -> Bundle.KEY_Deselect();
            case MIRROR -> Bundle.KEY_Mirror();
            case FIT -> Bundle.KEY_Fit();
            case UNDO -> Bundle.KEY_Undo();
            case REDO -> Bundle.KEY_Redo();
            case SAVE -> Bundle.KEY_Save();
            case CUT -> Bundle.KEY_Cut();
            case COPY -> Bundle.KEY_Copy();
            case PASTE -> Bundle.KEY_Paste();
            case DELETE -> Bundle.KEY_Delete();
        };
    }

    /** A typed key of the Design view (no Ctrl or Alt) and what it does. */
    public record Typed(String key, String does) {
    }

    /** The keys typed on the board, as {@code DesignController.keyTyped} reads them: rotate, tools, elements. */
    public static List<Typed> typedKeys() {
        List<Typed> keys = new ArrayList<>();
        keys.add(new Typed("R", Bundle.KEY_RotateCw()));
        keys.add(new Typed("Shift+R", Bundle.KEY_RotateCcw()));
        for (Tool t : Tool.values()) {
            keys.add(new Typed("Shift+" + t.key, Bundle.KEY_Tool(t.label())));
        }
        for (PaletteItem i : PaletteItem.values()) {
            keys.add(new Typed(String.valueOf(i.key()), Bundle.KEY_Element(i.label())));
        }
        return keys;
    }
}
