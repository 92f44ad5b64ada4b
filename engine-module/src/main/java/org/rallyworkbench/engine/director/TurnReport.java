package org.rallyworkbench.engine.director;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.rules.GameDirector;
import org.rallyworkbench.engine.scenario.TraceWriter;

/** The readable texts of the game director: the hands dealt, and the report of a played turn. */
public final class TurnReport {

    private TurnReport() { }

    /** Each robot's hand for the coming turn, with its locked registers. */
    public static List<String> hands(GameState dealt) {
        List<String> out = new ArrayList<>();
        out.add("Turn " + dealt.turn() + ": hands dealt");
        for (Robot r : dealt.robots()) {
            StringBuilder sb = new StringBuilder("  ").append(r.name()).append(": ");
            if (!r.inPlay()) {
                sb.append(r.status().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '));
            } else if (r.poweredDown()) {
                sb.append("powered down, no cards");
            } else {
                int unlocked = GameDirector.unlockedRegisters(r.damage());
                sb.append(r.dealt()).append(" cards, damage ").append(r.damage()).append(", fills ")
                        .append(unlocked).append(unlocked == 1 ? " register: " : " registers: ")
                        .append(String.join(" ", r.hand().stream().map(Card::toString).toList()));
                for (int i = unlocked; i < Robot.REGISTERS; i++) {
                    sb.append(i == unlocked ? "; locked: " : " ").append(i + 1).append('=')
                            .append(r.registers().get(i).map(Card::toString).orElse("-"));
                }
            }
            out.add(sb.toString());
        }
        return out;
    }

    /** The report of a played turn: its trace, then every robot's state. */
    public static List<String> report(List<GameEvent> events, GameState after) {
        List<String> out = new ArrayList<>(TraceWriter.trace(events));
        out.add("After turn " + after.turn() + (after.gameOver() ? " (game over)" : ""));
        for (Robot r : after.robots()) {
            out.add("  " + describe(r));
        }
        if (after.gameOver()) {
            out.add("Winner" + (after.winners().size() == 1 ? ": " : "s: ") + String.join(", ", after.winners()));
        }
        return out;
    }

    static String describe(Robot r) {
        String where = switch (r.status()) {
            case IN_PLAY -> "at " + r.position() + " facing " + r.facing();
            case DESTROYED -> "destroyed, re-enters next turn near " + r.archive();
            case OUT_OF_GAME -> "out of the game";
        };
        return r.name() + " " + where + ", damage " + r.damage() + ", lives " + r.lives() + ", next flag "
                + r.nextFlag() + ", archive " + r.archive() + (r.poweredDown() ? ", powered down" : "")
                + (r.powerDownAnnounced() ? ", power down announced" : "")
                + (r.options().isEmpty() ? "" : ", options " + r.options().size())
                + locked(r);
    }

    private static String locked(Robot r) {
        List<String> l = new ArrayList<>();
        for (int i = 0; i < Robot.REGISTERS; i++) {
            Optional<Card> c = r.registers().get(i);
            if (c.isPresent()) {
                l.add((i + 1) + "=" + c.get());
            }
        }
        return l.isEmpty() ? "" : ", locked " + String.join(" ", l);
    }
}
