package org.rallyworkbench.engine.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.event.GameEvent.LaserSource;
import org.rallyworkbench.engine.event.Phase;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Position;

/**
 * The human-readable trace of an event log: turn by turn, register by register, phase by phase, one line per
 * thing that happened ("red moves E from (1,2) to (3,2)"). Consecutive steps of one move are joined.
 */
public final class TraceWriter {

    private TraceWriter() { }

    /** The whole trace with turn, register and phase headings. */
    public static List<String> trace(List<GameEvent> events) {
        List<String> out = new ArrayList<>();
        int turn = -1;
        int register = -1;
        Phase phase = null;
        for (int i = 0; i < events.size(); i++) {
            GameEvent e = events.get(i);
            if (e.turn() != turn) {
                turn = e.turn();
                register = -1;
                phase = null;
                out.add("Turn " + turn);
            }
            if (e.register() != register && e.register() > 0) {
                register = e.register();
                phase = null;
                out.add("  Register " + register);
            }
            if (e instanceof GameEvent.RegisterStarted) {
                continue;
            }
            if (e.phase() != phase) {
                phase = e.phase();
                out.add((e.register() > 0 ? "    " : "  ") + capitalised(phase.label()));
            }
            String indent = e.register() > 0 ? "      " : "    ";
            i = joinMoves(events, i, out, indent);
        }
        return out;
    }

    /** The events as lines, without headings but with each line's register and phase. */
    public static List<String> lines(List<GameEvent> events) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < events.size(); i++) {
            GameEvent e = events.get(i);
            if (e instanceof GameEvent.RegisterStarted) {
                continue;
            }
            String prefix = "turn " + e.turn() + (e.register() > 0 ? " register " + e.register() : "") + ", "
                    + e.phase().label() + ": ";
            i = joinMoves(events, i, out, prefix);
        }
        return out;
    }

    /**
     * The events' lines as the trace prints them, without headings or indent: one phase's events, as the
     * workbench's Replay lists them beside the board.
     */
    public static List<String> sentences(List<GameEvent> events) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < events.size(); i++) {
            if (!(events.get(i) instanceof GameEvent.RegisterStarted)) {
                i = joinMoves(events, i, out, "");
            }
        }
        return out;
    }

    /** Adds event {@code i} (joined with the following steps of the same move); returns the last index used. */
    private static int joinMoves(List<GameEvent> events, int i, List<String> out, String prefix) {
        GameEvent e = events.get(i);
        if (e instanceof GameEvent.Moved m) {
            Position to = m.to();
            int j = i;
            while (j + 1 < events.size() && events.get(j + 1) instanceof GameEvent.Moved n
                    && n.robot().equals(m.robot()) && n.dir() == m.dir() && n.from().equals(to)) {
                to = n.to();
                j++;
            }
            out.add(prefix + m.robot() + " moves " + m.dir() + " from " + m.from() + " to " + to);
            return j;
        }
        out.add(prefix + describe(e));
        return i;
    }

    /** One event as a sentence. */
    public static String describe(GameEvent event) {
        if (event instanceof GameEvent.ReEntered e) {
            String where = e.onArchive() ? " (its archive)"
                    : e.onNamedTile() ? ", the tile its player named," : " (beside its archive)";
            return e.robot() + " re-enters at " + e.position() + where + " facing " + e.facing() + " with "
                    + e.damage() + " damage";
        } else if (event instanceof GameEvent.PoweredDown e) {
            return e.robot() + " is powered down and repairs " + e.repaired() + " damage";
        } else if (event instanceof GameEvent.PoweredUp e) {
            return e.robot() + " powers up";
        } else if (event instanceof GameEvent.PowerDownAnnounced e) {
            return e.robot() + " announces a power down for the next turn";
        } else if (event instanceof GameEvent.Dealt e) {
            return e.robot() + " is dealt " + e.cards().size() + (e.cards().size() == 1 ? " card" : " cards")
                    + (e.cards().isEmpty() ? "" : ": " + cards(e.cards()));
        } else if (event instanceof GameEvent.Locked e) {
            return e.robot() + "'s register " + e.slot() + " is locked with " + e.card()
                    + (e.drawn() ? " (top card of the deck)" : "");
        } else if (event instanceof GameEvent.Programmed e) {
            return e.robot() + " programs " + registers(e.registers());
        } else if (event instanceof GameEvent.RandomProgram e) {
            return e.robot() + " sent no program: random cards " + cards(e.cards());
        } else if (event instanceof GameEvent.ReentryTileDeclared e) {
            return e.robot() + " names " + e.tile() + " as its re-entry tile";
        } else if (event instanceof GameEvent.FacingDeclared e) {
            return e.robot() + " declares re-entry facing " + e.facing();
        } else if (event instanceof GameEvent.Warning e) {
            return "warning: " + e.robot() + " " + e.message();
        } else if (event instanceof GameEvent.RegisterStarted e) {
            return "register " + e.register() + " begins";
        } else if (event instanceof GameEvent.CardPlayed e) {
            return e.robot() + " plays " + e.card();
        } else if (event instanceof GameEvent.Moved e) {
            return e.robot() + " moves " + e.dir() + " from " + e.from() + " to " + e.to();
        } else if (event instanceof GameEvent.Blocked e) {
            return e.robot() + " is blocked at " + e.at() + " going " + e.dir();
        } else if (event instanceof GameEvent.Pushed e) {
            return e.robot() + " pushed " + e.dir() + " to " + e.to() + " by " + e.by();
        } else if (event instanceof GameEvent.Turned e) {
            return e.robot() + " turned from " + e.from() + " to " + e.to() + switch (e.cause()) {
                case CARD -> "";
                case GEAR -> " by a gear";
                case CONVEYOR -> " by a conveyor curve";
            };
        } else if (event instanceof GameEvent.Conveyed e) {
            return e.robot() + " conveyed from " + e.from() + " to " + e.to() + (e.express() ? " (express)" : "");
        } else if (event instanceof GameEvent.Fell e) {
            return e.robot() + (e.cause() == GameEvent.Cause.EDGE ? " leaves the board at " : " falls into the pit at ")
                    + e.position();
        } else if (event instanceof GameEvent.Destroyed e) {
            return e.robot() + " is destroyed (" + e.cause().name().toLowerCase(java.util.Locale.ROOT) + "), "
                    + e.livesLeft() + (e.livesLeft() == 1 ? " life" : " lives") + " left";
        } else if (event instanceof GameEvent.OutOfGame e) {
            return e.robot() + " is out of the game";
        } else if (event instanceof GameEvent.Hit e) {
            String source = e.source() instanceof LaserSource.BoardLaser b
                    ? "board laser at " + b.position() : ((LaserSource.RobotLaser) e.source()).robot() + "'s laser";
            return source + " hits " + e.robot() + ": " + e.beams() + " damage";
        } else if (event instanceof GameEvent.Damaged e) {
            return e.robot() + " takes " + e.amount() + " damage (now " + e.damage() + ")";
        } else if (event instanceof GameEvent.Touched e) {
            String what = switch (e.checkpoint()) {
                case FLAG -> "a flag";
                case REPAIR -> "a repair site";
                case DOUBLE_REPAIR -> "a double repair site";
            };
            return e.robot() + " touches " + what + " at " + e.position()
                    + (e.archiveChanged() ? ": archive moved there" : "");
        } else if (event instanceof GameEvent.FlagReached e) {
            return e.robot() + " touches flag " + e.flag() + " (next flag " + e.nextFlag() + ")";
        } else if (event instanceof GameEvent.Won e) {
            return String.join(" and ", e.robots()) + (e.robots().size() == 1 ? " wins" : " win") + " the game";
        } else if (event instanceof GameEvent.Repaired e) {
            return e.robot() + " repairs " + e.amount() + " damage (now " + e.damage() + ")";
        } else if (event instanceof GameEvent.OptionTaken e) {
            return e.robot() + " takes option card " + e.option().displayName();
        }
        return optionLine(event);
    }

    /** The trace lines of the option events (R-OPT-…). */
    private static String optionLine(GameEvent event) {
        if (event instanceof GameEvent.OptionUsed e) {
            return e.robot() + " uses " + e.option().displayName() + ": " + e.detail();
        } else if (event instanceof GameEvent.DamageAbsorbed e) {
            return e.robot() + "'s " + e.option().displayName() + " absorbs 1 damage"
                    + e.from().map(d -> " from " + d).orElse("");
        } else if (event instanceof GameEvent.OptionSacrificed e) {
            return e.robot() + " sacrifices " + e.option().displayName() + " to prevent 1 damage";
        } else if (event instanceof GameEvent.OptionLost e) {
            return e.robot() + " loses option card " + e.option().displayName() + " (destroyed)";
        } else if (event instanceof GameEvent.OptionDiscarded e) {
            return e.robot() + " discards option card " + e.option().displayName() + " (" + e.reason() + ")";
        } else if (event instanceof GameEvent.FiredInstead e) {
            return e.robot() + " fires " + e.option().displayName() + " at " + e.target() + " instead of its laser";
        } else if (event instanceof GameEvent.RegisterLocked e) {
            return e.robot() + "'s register " + e.slot() + " is locked for the next turn by " + e.by()
                    + "'s Fire Control";
        } else if (event instanceof GameEvent.CardScrambled e) {
            return e.robot() + "'s register " + e.slot() + " scrambled by " + e.by() + ": " + e.from() + " becomes "
                    + e.to();
        } else if (event instanceof GameEvent.RadioControlled e) {
            return e.robot() + " is radio-controlled by " + e.by() + " from register " + e.from() + " on";
        }
        return event.toString();
    }

    private static String cards(List<Card> cards) {
        return String.join(" ", cards.stream().map(Card::toString).toList());
    }

    private static String registers(List<Optional<Card>> registers) {
        return String.join(" ", registers.stream().map(c -> c.map(Card::toString).orElse("-")).toList());
    }

    private static String capitalised(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
