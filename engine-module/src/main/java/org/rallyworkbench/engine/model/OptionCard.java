package org.rallyworkbench.engine.model;

import java.util.List;

/**
 * The 26 classic option cards (R-OPT-1). A robot holds any number of them; their effects are in the engine's
 * rules package (docs/engine.md maps each R-OPT id to its class). In files an option is written by its
 * {@link #id()}: the card name in lower case with hyphens ({@code ablative-coat}).
 */
public enum OptionCard {
    ABLATIVE_COAT("Ablative Coat"), ABORT_SWITCH("Abort Switch"), BRAKES("Brakes"),
    CIRCUIT_BREAKER("Circuit Breaker"), CONDITIONAL_PROGRAM("Conditional Program"), CRAB_LEGS("Crab Legs"),
    DOUBLE_BARRELED_LASER("Double-Barreled Laser"), DUAL_PROCESSOR("Dual Processor"),
    EXTRA_MEMORY("Extra Memory"), FIRE_CONTROL("Fire Control"), FLYWHEEL("Flywheel"), FOURTH_GEAR("Fourth Gear"),
    GYROSCOPIC_STABILIZER("Gyroscopic Stabilizer"), HIGH_POWER_LASER("High-Power Laser"),
    MECHANICAL_ARM("Mechanical Arm"), MINI_HOWITZER("Mini Howitzer"), POWER_DOWN_SHIELD("Power-Down Shield"),
    PRESSOR_BEAM("Pressor Beam"), RADIO_CONTROL("Radio Control"), RAMMING_GEAR("Ramming Gear"),
    REAR_FIRING_LASER("Rear-Firing Laser"), RECOMPILE("Recompile"), REVERSE_GEAR("Reverse Gear"),
    SCRAMBLER("Scrambler"), SUPERIOR_ARCHIVE("Superior Archive"), TRACTOR_BEAM("Tractor Beam");

    private static final List<OptionCard> ALL = List.of(values());

    private final String displayName;
    private final String id;

    OptionCard(String displayName) {
        this.displayName = displayName;
        this.id = displayName.toLowerCase(java.util.Locale.ROOT).replace(' ', '-');
    }

    public String displayName() { return displayName; }

    /** The id written in files (RULES.md, FORMATS.md): {@code ablative-coat}, {@code double-barreled-laser}. */
    public String id() { return id; }

    /** The option written {@code id} in files, if there is one. */
    public static java.util.Optional<OptionCard> byId(String id) {
        for (OptionCard o : ALL) {
            if (o.id.equals(id)) {
                return java.util.Optional.of(o);
            }
        }
        return java.util.Optional.empty();
    }

    /** The ids of all 26 options, blank-separated, for messages. */
    public static String ids() {
        StringBuilder sb = new StringBuilder();
        for (OptionCard o : ALL) {
            sb.append(sb.length() == 0 ? "" : " ").append(o.id);
        }
        return sb.toString();
    }

    /** The 26 options in their canonical (unshuffled) order. */
    public static List<OptionCard> all() { return ALL; }

    /** Parses a name written either as the enum constant or as the display name. */
    public static OptionCard parse(String text) {
        for (OptionCard o : ALL) {
            if (o.name().equals(text) || o.displayName.equalsIgnoreCase(text) || o.id.equals(text)) {
                return o;
            }
        }
        throw new IllegalArgumentException("unknown option card '" + text + "'");
    }
}
