package org.rallyworkbench.engine.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.rallyworkbench.engine.bot.PathField;
import org.rallyworkbench.engine.bot.Planner;
import org.rallyworkbench.engine.event.EventSink;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.rules.GameDirector;

/**
 * The planning bot's workloads of {@code rally bench}: one greedy choice for a full 9-card hand (each robot of
 * the first turn of seeded 8-robot games on the sample boards), timed one by one on one thread, reported as
 * the median time of a choice.
 */
public final class BotWorkloads {

    private final List<GameState> dealt = new ArrayList<>();
    private final List<String> robots = new ArrayList<>();
    private final List<Planner> planners = new ArrayList<>();

    /** {@code games} first turns on each board, 8 robots each. */
    public BotWorkloads(List<Board> boards, int games) {
        GameDirector director = new GameDirector();
        for (Board b : boards) {
            Planner planner = new Planner(PathField.of(b));
            for (int g = 0; g < games; g++) {
                GameState state = director.deal(GameSetup.newGame(b, 8, 1000 + g), EventSink.NONE);
                for (Robot r : state.robots()) {
                    if (r.hand().size() == 9) {
                        dealt.add(state);
                        robots.add(r.name());
                        planners.add(planner);
                    }
                }
            }
        }
        if (dealt.isEmpty()) {
            throw new IllegalArgumentException("no full hand dealt on " + boards);
        }
    }

    /** How many hands the workload cycles through. */
    public int hands() { return dealt.size(); }

    /**
     * The median time of one greedy choice in microseconds, over {@code samples} choices after
     * {@code warmupSeconds} of unmeasured ones.
     */
    public double medianChoiceMicros(Measurement.Clock clock, double warmupSeconds, int samples) {
        long end = System.nanoTime() + (long) (warmupSeconds * 1e9);
        int i = 0;
        long sink = 0;
        while (System.nanoTime() < end) {
            sink += choose(i++);
        }
        double[] micros = new double[samples];
        for (int k = 0; k < samples; k++) {
            long t0 = clock.now();
            sink += choose(i++);
            micros[k] = (clock.now() - t0) / 1e3;
        }
        Arrays.sort(micros);
        return micros[samples / 2] + (sink == 42 ? 1e-9 : 0);
    }

    private int choose(int i) {
        int k = i % dealt.size();
        return planners.get(k).choose(dealt.get(k), robots.get(k), Map.of()).size();
    }
}
