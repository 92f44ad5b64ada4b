package org.rallyworkbench.editor.board.model;

import org.openide.util.NbBundle.Messages;

/** Every element the palette offers, with the key that picks it in the Design view. */
@Messages({
    "LBL_ItemFloor=Floor (eraser)",
    "LBL_ItemPit=Pit",
    "LBL_ItemConveyor=Conveyor",
    "LBL_ItemExpress=Express conveyor",
    "LBL_ItemGearCw=Gear clockwise",
    "LBL_ItemGearCcw=Gear counter-clockwise",
    "LBL_ItemRepair=Repair",
    "LBL_ItemDoubleRepair=Double repair",
    "LBL_ItemFlag=Flag",
    "LBL_ItemStart=Start",
    "LBL_ItemWall=Wall",
    "LBL_ItemLaser1=Laser, 1 beam",
    "LBL_ItemLaser2=Laser, 2 beams",
    "LBL_ItemLaser3=Laser, 3 beams",
    "LBL_ItemPusher=Pusher",
    "LBL_ItemCrusher=Crusher",
    "LBL_ItemShortFloor=Eraser",
    "LBL_ItemShortExpress=Express",
    "LBL_ItemShortGearCw=Gear ⟳",
    "LBL_ItemShortGearCcw=Gear ⟲",
    "LBL_ItemShortDoubleRepair=Repair ×2",
    "LBL_ItemShortLaser1=Laser 1",
    "LBL_ItemShortLaser2=Laser 2",
    "LBL_ItemShortLaser3=Laser 3"
})
public enum PaletteItem {
    FLOOR('E'),
    PIT('H'),
    CONVEYOR('C'),
    EXPRESS('X'),
    GEAR_CW('G'),
    GEAR_CCW('K'),
    REPAIR('O'),
    DOUBLE_REPAIR('D'),
    FLAG('F'),
    START('S'),
    WALL('W'),
    LASER_1('1'),
    LASER_2('2'),
    LASER_3('3'),
    PUSHER('U'),
    CRUSHER('Q');

    private final char key;

    PaletteItem(char key) {
        this.key = key;
    }

    /** A name short enough for a palette button. */
    public String shortLabel() {
        return switch (this) {
            case FLOOR -> Bundle.LBL_ItemShortFloor();
            case EXPRESS -> Bundle.LBL_ItemShortExpress();
            case GEAR_CW -> Bundle.LBL_ItemShortGearCw();
            case GEAR_CCW -> Bundle.LBL_ItemShortGearCcw();
            case DOUBLE_REPAIR -> Bundle.LBL_ItemShortDoubleRepair();
            case LASER_1 -> Bundle.LBL_ItemShortLaser1();
            case LASER_2 -> Bundle.LBL_ItemShortLaser2();
            case LASER_3 -> Bundle.LBL_ItemShortLaser3();
            default -> label();
        };
    }

    public String label() {
        return switch (this) {
            case FLOOR -> Bundle.LBL_ItemFloor();
            case PIT -> Bundle.LBL_ItemPit();
            case CONVEYOR -> Bundle.LBL_ItemConveyor();
            case EXPRESS -> Bundle.LBL_ItemExpress();
            case GEAR_CW -> Bundle.LBL_ItemGearCw();
            case GEAR_CCW -> Bundle.LBL_ItemGearCcw();
            case REPAIR -> Bundle.LBL_ItemRepair();
            case DOUBLE_REPAIR -> Bundle.LBL_ItemDoubleRepair();
            case FLAG -> Bundle.LBL_ItemFlag();
            case START -> Bundle.LBL_ItemStart();
            case WALL -> Bundle.LBL_ItemWall();
            case LASER_1 -> Bundle.LBL_ItemLaser1();
            case LASER_2 -> Bundle.LBL_ItemLaser2();
            case LASER_3 -> Bundle.LBL_ItemLaser3();
            case PUSHER -> Bundle.LBL_ItemPusher();
            case CRUSHER -> Bundle.LBL_ItemCrusher();
        };
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
