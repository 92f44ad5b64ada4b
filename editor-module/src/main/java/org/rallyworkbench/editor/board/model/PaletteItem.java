package org.rallyworkbench.editor.board.model;

/** Every element the palette offers, with the key that picks it in the Design view. */
public enum PaletteItem {
    FLOOR("Floor (eraser)", 'E'),
    PIT("Pit", 'H'),
    CONVEYOR("Conveyor", 'C'),
    EXPRESS("Express conveyor", 'X'),
    GEAR_CW("Gear clockwise", 'G'),
    GEAR_CCW("Gear counter-clockwise", 'K'),
    REPAIR("Repair", 'O'),
    DOUBLE_REPAIR("Double repair", 'D'),
    FLAG("Flag", 'F'),
    START("Start", 'S'),
    WALL("Wall", 'W'),
    LASER_1("Laser, 1 beam", '1'),
    LASER_2("Laser, 2 beams", '2'),
    LASER_3("Laser, 3 beams", '3'),
    PUSHER("Pusher", 'U'),
    CRUSHER("Crusher", 'Q');

    private final String label;
    private final char key;

    PaletteItem(String label, char key) {
        this.label = label;
        this.key = key;
    }

    /** A name short enough for a palette button. */
    public String shortLabel() {
        return switch (this) {
            case FLOOR -> "Eraser";
            case EXPRESS -> "Express";
            case GEAR_CW -> "Gear ⟳";
            case GEAR_CCW -> "Gear ⟲";
            case DOUBLE_REPAIR -> "Repair ×2";
            case LASER_1 -> "Laser 1";
            case LASER_2 -> "Laser 2";
            case LASER_3 -> "Laser 3";
            default -> label;
        };
    }

    public String label() {
        return label;
    }

    /** The shortcut key (typed without modifiers in the Design view). */
    public char key() {
        return key;
    }

    public static java.util.Optional<PaletteItem> forKey(char c) {
        char upper = Character.toUpperCase(c);
        for (PaletteItem item : values()) {
            if (item.key == upper) {
                return java.util.Optional.of(item);
            }
        }
        return java.util.Optional.empty();
    }
}
