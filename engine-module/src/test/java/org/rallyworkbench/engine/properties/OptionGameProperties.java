package org.rallyworkbench.engine.properties;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.UnaryOperator;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.OptionState;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.properties.GameGenerators.GamePlan;
import org.rallyworkbench.engine.rules.GameDirector;

/**
 * Random games in which the robots start holding 0..4 random options each (issue 12), played like the other
 * property games (programs from the hands dealt, double repair choices, both rule sets): every invariant of
 * {@link Invariants} still holds, and every option card is in exactly one place (the option deck, which holds
 * the discarded ones under it, or one robot), with its counters in range.
 */
class OptionGameProperties {

    @Provide
    Arbitrary<GamePlan> games() {
        return GameGenerators.games();
    }

    @Property
    void invariantsHoldWithOptions(@ForAll("games") GamePlan plan, @ForAll long optionSeed) {
        GameState initial = withOptions(plan.initialState(), optionSeed);
        Invariants invariants = new Invariants();
        GamePlayer.play(plan, initial, UnaryOperator.identity(), (moment, s) -> {
            invariants.observe(moment, s);
            checkOptions(moment, s);
        });
    }

    /** The same game with each robot holding a few of the 26 options, dealt from a shuffled list. */
    private static GameState withOptions(GameState s, long seed) {
        Random random = new Random(seed);
        List<OptionCard> all = new ArrayList<>(OptionCard.all());
        Collections.shuffle(all, random);
        List<Robot> robots = new ArrayList<>();
        int next = 0;
        for (Robot r : s.robots()) {
            int n = Math.min(random.nextInt(5), all.size() - next);
            robots.add(r.withOptions(all.subList(next, next + n)));
            next += n;
        }
        return GameDirector.newGame(s.board(), s.rules(), robots, s.seed());
    }

    private static void checkOptions(String moment, GameState s) {
        Map<OptionCard, String> place = new EnumMap<>(OptionCard.class);
        for (OptionCard o : s.optionDeck()) {
            put(place, o, "the option deck", moment);
        }
        for (Robot r : s.robots()) {
            for (OptionCard o : r.options()) {
                put(place, o, r.name(), moment);
            }
            OptionState os = r.optionState();
            check(os.coatAbsorbed() == 0 || r.options().contains(OptionCard.ABLATIVE_COAT),
                    moment + ": " + r.name() + " counts coat damage without a coat");
            check(os.howitzerShots() == 0 || r.options().contains(OptionCard.MINI_HOWITZER),
                    moment + ": " + r.name() + " counts howitzer shots without a howitzer");
            check(r.damage() >= 0 && r.damage() <= 10, moment + ": " + r.name() + " has damage " + r.damage());
        }
        check(place.size() == OptionCard.all().size(), moment + ": " + place.size() + " option cards accounted for");
    }

    private static void put(Map<OptionCard, String> place, OptionCard o, String where, String moment) {
        String before = place.put(o, where);
        check(before == null, moment + ": " + o.id() + " is held by " + before + " and by " + where);
    }

    private static void check(boolean ok, String message) {
        if (!ok) {
            throw new AssertionError(message);
        }
    }
}
