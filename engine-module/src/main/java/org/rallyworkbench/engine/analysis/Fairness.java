package org.rallyworkbench.engine.analysis;

import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Whether the starts are fair: the spread between the best and the worst start's win share, against the
 * spread chance alone gives when every start is equally likely to win. The chance spreads come from
 * {@value #DRAWS} seeded draws of the same number of won games spread uniformly over the starts; the starts
 * are called unfair when the measured spread is beyond 95% of them.
 *
 * @param spread       best minus worst win share (of the games won)
 * @param chanceSpread the spread that chance alone stays under in 95% of draws
 * @param best         the index (robot order) of the start with the highest share
 * @param worst        the index of the start with the lowest share
 * @param pValue       the share of chance draws with a spread at least as large as the one measured
 */
public record Fairness(double spread, double chanceSpread, int best, int worst, double pValue) {

    static final int DRAWS = 2000;
    private static final long MAX_GAMES = 20_000;

    /** {@code wins[i]}: the games start i won; the total is the games won. */
    static Fairness of(long[] wins, long seed) {
        int k = wins.length;
        long n = Arrays.stream(wins).sum();
        if (k < 2 || n == 0) {
            return new Fairness(0, 0, 0, 0, 1);
        }
        int best = 0;
        int worst = 0;
        for (int i = 1; i < k; i++) {
            best = wins[i] > wins[best] ? i : best;
            worst = wins[i] < wins[worst] ? i : worst;
        }
        double spread = (double) (wins[best] - wins[worst]) / n;
        // Chance spreads shrink as 1/sqrt(games): beyond MAX_GAMES, draw that many and scale.
        long drawn = Math.min(n, MAX_GAMES);
        double scale = Math.sqrt((double) drawn / n);
        SplittableRandom random = new SplittableRandom(seed);
        double[] spreads = new double[DRAWS];
        long[] counts = new long[k];
        int atLeast = 0;
        for (int d = 0; d < DRAWS; d++) {
            Arrays.fill(counts, 0);
            for (long g = 0; g < drawn; g++) {
                counts[random.nextInt(k)]++;
            }
            long max = Arrays.stream(counts).max().orElse(0);
            long min = Arrays.stream(counts).min().orElse(0);
            spreads[d] = scale * (max - min) / drawn;
            atLeast += spreads[d] >= spread - 1e-12 ? 1 : 0;
        }
        Arrays.sort(spreads);
        return new Fairness(spread, spreads[(int) (0.95 * DRAWS) - 1], best, worst, (double) atLeast / DRAWS);
    }

    public boolean fair() { return spread <= chanceSpread; }

    /** One line for people, naming starts by their numbers in {@code startNumbers}. */
    public String verdict(int[] startNumbers) {
        String name = startNumbers.length == 0 ? "" : String.format(Locale.ROOT,
                " (best start %d, worst start %d)", startNumbers[best], startNumbers[worst]);
        return String.format(Locale.ROOT, "%s: win-share spread %.1f points%s; chance alone stays under %.1f"
                        + " points in 95%% of games like these (p = %.3f)",
                fair() ? "fair" : "unfair", 100 * spread, name, 100 * chanceSpread, pValue);
    }
}
