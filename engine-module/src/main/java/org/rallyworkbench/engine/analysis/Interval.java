package org.rallyworkbench.engine.analysis;

import java.util.Locale;

/**
 * An estimate with its 95% interval: a share (Wilson score interval) or a mean (normal approximation).
 * NaN throughout when there is nothing to estimate from.
 */
public record Interval(double value, double low, double high) {

    private static final double Z = 1.959964;

    /** The share {@code k / n} with Wilson's 95% interval. */
    public static Interval share(long k, long n) {
        if (n == 0) {
            return new Interval(Double.NaN, Double.NaN, Double.NaN);
        }
        double p = (double) k / n;
        double z2 = Z * Z;
        double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
        double half = Z * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
        return new Interval(p, Math.max(0, centre - half), Math.min(1, centre + half));
    }

    /** The mean of {@code n} values with this sum and sum of squares, ± 1.96 standard errors. */
    public static Interval mean(long n, double sum, double squares) {
        if (n == 0) {
            return new Interval(Double.NaN, Double.NaN, Double.NaN);
        }
        double mean = sum / n;
        double variance = n < 2 ? 0 : Math.max(0, (squares - n * mean * mean) / (n - 1));
        double half = Z * Math.sqrt(variance / n);
        return new Interval(mean, mean - half, mean + half);
    }

    /** As percentages: {@code 12.5% [10.1, 15.2]}. */
    public String percent() {
        return Double.isNaN(value) ? "-" : String.format(Locale.ROOT, "%.1f%% [%.1f, %.1f]", 100 * value, 100 * low,
                100 * high);
    }

    /** As plain numbers with one decimal: {@code 9.4 [9.1, 9.7]}. */
    public String plain() {
        return Double.isNaN(value) ? "-" : String.format(Locale.ROOT, "%.1f [%.1f, %.1f]", value, low, high);
    }
}
