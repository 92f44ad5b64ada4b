package org.rallyworkbench.engine.bot;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.DoubleRepairChoice;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.Submission;

/**
 * The programs bots send for a dealt turn, each robot at its own {@link PlayerLevel}. A random player sends
 * nothing, so the director fills its registers at random (R-PROG-3); a planning bot also declares the re-entry
 * facing that points its archive towards its next flag (R-PROG-4). One instance per thread.
 */
public final class BotPlayers {

    private final Planner planner;

    public BotPlayers(PathField field) {
        this.planner = new Planner(field);
    }

    public Planner planner() { return planner; }

    /** The submissions for the robots named in {@code levels} (robots not named send nothing). */
    public Map<String, Submission> programs(GameState dealt, Map<String, PlayerLevel> levels) {
        // Every planning bot's greedy program: what greedy bots play, and what anticipating ones expect of
        // the other bots (a random player's program cannot be foreseen: it counts as standing still).
        Map<String, List<Card>> greedy = new HashMap<>();
        for (Robot r : dealt.robots()) {
            PlayerLevel level = levels.get(r.name());
            if ((level == PlayerLevel.GREEDY || level == PlayerLevel.ANTICIPATING) && r.inPlay() && !r.poweredDown()) {
                greedy.put(r.name(), planner.choose(dealt, r.name(), Map.of()));
            }
        }
        Map<String, Submission> out = new LinkedHashMap<>();
        for (Robot r : dealt.robots()) {
            PlayerLevel level = levels.get(r.name());
            if (level == null || level == PlayerLevel.RANDOM || !r.inPlay() || r.poweredDown()) {
                continue;
            }
            List<Card> cards;
            if (level == PlayerLevel.ANTICIPATING) {
                Map<String, List<Card>> others = new HashMap<>(greedy);
                others.remove(r.name());
                cards = planner.choose(dealt, r.name(), others);
            } else {
                cards = greedy.get(r.name());
            }
            out.put(r.name(), new Submission(r.name(), cards, false, reentryFacing(r), DoubleRepairChoice.REPAIR));
        }
        return out;
    }

    /** The facing on the archive tile from which the next flag is nearest (R-START-1's declared facing). */
    private Optional<Direction> reentryFacing(Robot r) {
        PathField field = planner.field();
        int flag = Math.min(r.nextFlag(), field.board().lastFlagNumber());
        if (flag < 1 || !field.board().contains(r.archive())) {
            return Optional.empty();
        }
        Direction best = r.archiveFacing();
        int bestDistance = field.distance(flag, r.archive().x(), r.archive().y(), best);
        for (Direction d : Direction.values()) {
            int dist = field.distance(flag, r.archive().x(), r.archive().y(), d);
            if (dist < bestDistance) {
                best = d;
                bestDistance = dist;
            }
        }
        return Optional.of(best);
    }
}
