package org.rallyworkbench.engine.model;

import java.util.ArrayList;
import java.util.List;

/** A set of register numbers 1..5, as used by pushers and crushers (R-BOARD-6). Stored as a bit mask. */
public record Registers(int mask) {

    public static final Registers NONE = new Registers(0);
    public static final Registers ALL = new Registers(0b11111);

    public Registers {
        if ((mask & ~0b11111) != 0) {
            throw new IllegalArgumentException("register mask out of range: " + mask);
        }
    }

    public static Registers of(int... registers) {
        int m = 0;
        for (int r : registers) {
            if (r < 1 || r > 5) {
                throw new IllegalArgumentException("register must be 1..5: " + r);
            }
            m |= 1 << (r - 1);
        }
        return new Registers(m);
    }

    /** Parses a blank-separated list such as {@code "1 3 5"}. */
    public static Registers parse(String text) {
        String trimmed = text.trim();
        if (trimmed.isEmpty()) {
            return NONE;
        }
        String[] parts = trimmed.split("\\s+");
        int[] values = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                values[i] = Integer.parseInt(parts[i]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("not a register number: '" + parts[i] + "'");
            }
        }
        return of(values);
    }

    public boolean contains(int register) {
        return register >= 1 && register <= 5 && (mask & (1 << (register - 1))) != 0;
    }

    public List<Integer> asList() {
        List<Integer> list = new ArrayList<>();
        for (int r = 1; r <= 5; r++) {
            if (contains(r)) {
                list.add(r);
            }
        }
        return List.copyOf(list);
    }

    /** The canonical text form, e.g. {@code "1 3 5"}. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int r : asList()) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(r);
        }
        return sb.toString();
    }
}
