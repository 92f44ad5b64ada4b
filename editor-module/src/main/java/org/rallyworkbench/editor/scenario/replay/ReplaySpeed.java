package org.rallyworkbench.editor.scenario.replay;

import java.util.Locale;

/** How fast the replay plays: a few fixed steps from a quarter to four times the normal speed. */
public final class ReplaySpeed {

    private static final double[] FACTORS = {0.25, 0.5, 1, 2, 4};
    private static final int NORMAL = 2;

    private int step = NORMAL;

    public double factor() {
        return FACTORS[step];
    }

    public boolean canGoSlower() {
        return step > 0;
    }

    public boolean canGoFaster() {
        return step < FACTORS.length - 1;
    }

    public void slower() {
        step = Math.max(0, step - 1);
    }

    public void faster() {
        step = Math.min(FACTORS.length - 1, step + 1);
    }

    /** How long something that takes {@code millis} at normal speed takes now. */
    public double scale(int millis) {
        return millis / factor();
    }

    /** {@code 0.5×}, {@code 1×}, {@code 4×}. */
    public String label() {
        double f = factor();
        return (f == Math.rint(f) ? String.valueOf((int) f) : String.format(Locale.ROOT, "%s", f)) + "×";
    }
}
