package org.rallyworkbench.engine.render;

import java.awt.Color;

/** The colours of the factory floor, in one place so the editor and the exports agree. */
final class Palette {

    static final Color FLOOR = new Color(0x8E949B);
    static final Color FLOOR_LIGHT = new Color(0xA7ADB3);
    static final Color FLOOR_SEAM = new Color(0x6A7077);
    static final Color RIVET = new Color(0x777D84);

    static final Color HAZARD_YELLOW = new Color(0xF2C12E);
    static final Color HAZARD_BLACK = new Color(0x1E1E1E);
    static final Color PIT_EDGE = new Color(0x2E2E30);
    static final Color PIT_DEEP = new Color(0x000000);

    static final Color BELT = new Color(0xE2B33C);
    static final Color BELT_RAIL = new Color(0x8A6A1A);
    static final Color BELT_ARROW = new Color(0x5C4610);
    static final Color EXPRESS = new Color(0x2F6FD0);
    static final Color EXPRESS_RAIL = new Color(0x1A3F7A);
    static final Color EXPRESS_ARROW = new Color(0xEAF2FF);

    static final Color GEAR_CW = new Color(0x3D9E4A);
    static final Color GEAR_CCW = new Color(0xC8413B);
    static final Color GEAR_EDGE = new Color(0x23272B);
    static final Color GEAR_ARROW = new Color(0xF5F5F5);

    static final Color REPAIR_PLATE = new Color(0x2D3640);
    static final Color REPAIR_RING = new Color(0xF2C12E);
    static final Color REPAIR_RING_DOUBLE = new Color(0xFF7A1A);
    static final Color WRENCH = new Color(0xE9EDF1);

    static final Color STEEL = new Color(0xB9C0C8);
    static final Color STEEL_DARK = new Color(0x3A3F45);
    static final Color LAMP_ON = new Color(0xFFE14D);
    static final Color LAMP_OFF = new Color(0x4E5257);
    static final Color PUSHER = new Color(0xF2A81D);
    static final Color LABEL = new Color(20, 22, 26, 200);

    static final Color WALL_EDGE = new Color(0x151515);
    static final Color EMITTER = new Color(0x30343A);
    static final Color LENS = new Color(0xFF3B30);
    static final Color BEAM_GLOW = new Color(255, 40, 30, 110);
    static final Color BEAM_CORE = new Color(0xFF2A1F);

    static final Color POLE = new Color(0x2A2A2A);
    static final Color SHADOW = new Color(0, 0, 0, 70);
    static final Color TEXT = Color.WHITE;
    static final Color TEXT_SHADOW = new Color(0, 0, 0, 150);
    static final Color START_PLATE = new Color(20, 30, 40, 90);
    static final Color START_LINE = new Color(0xF4F6F8);

    /** Flag pennants, by number (1 first); numbers beyond wrap around. */
    private static final Color[] FLAGS = {
        new Color(0xE53935), new Color(0x1E88E5), new Color(0x43A047), new Color(0x8E24AA),
        new Color(0xFB8C00), new Color(0x00ACC1), new Color(0xD81B60), new Color(0x6D4C41),
    };

    private Palette() {
    }

    static Color flag(int number) {
        return FLAGS[Math.floorMod(number - 1, FLAGS.length)];
    }
}
