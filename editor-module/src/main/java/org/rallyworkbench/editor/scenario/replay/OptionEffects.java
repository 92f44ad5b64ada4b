package org.rallyworkbench.editor.scenario.replay;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.OptionCard;

/**
 * What the option cards did in one frame, as the Replay draws it, read from the engine's option events: a beam of
 * the option's own colour for each laser alternative fired ({@code FiredInstead}) and for the High-Power and
 * Double-Barreled main lasers' hits, an arrow for each push or pull of a Pressor Beam, Mini Howitzer or Tractor
 * Beam, a shield for each point a Power-Down Shield or Ablative Coat absorbed or a sacrifice prevented, and the
 * cards the Scrambler replaced.
 */
public record OptionEffects(List<OptionBeam> beams, List<Shove> shoves, List<Shield> shields,
                            List<Scramble> scrambles) {

    /** A beam from {@code from}'s robot to {@code to}'s, drawn in {@code kind}'s colour. */
    public record OptionBeam(String from, String to, OptionCard kind) { }

    /** {@code robot} pushed (away from {@code by}) or pulled (towards it) one tile towards {@code dir}. */
    public record Shove(String robot, String by, Direction dir, boolean pull) { }

    /** {@code robot}'s {@code option} took {@code points} of damage away (absorbed, or the card sacrificed). */
    public record Shield(String robot, OptionCard option, int points, boolean sacrificed) { }

    /** The Scrambler replaced {@code robot}'s card of register {@code slot}. */
    public record Scramble(String robot, int slot, Card from, Card to, String by) { }

    public static final OptionEffects NONE = new OptionEffects(List.of(), List.of(), List.of(), List.of());

    public OptionEffects {
        beams = List.copyOf(beams);
        shoves = List.copyOf(shoves);
        shields = List.copyOf(shields);
        scrambles = List.copyOf(scrambles);
    }

    /** The effects among {@code frame}'s events; {@code held} says who holds a High-Power or Double-Barreled laser. */
    public static OptionEffects of(Frame frame, HeldOptions held) {
        List<OptionBeam> beams = new ArrayList<>();
        List<Shove> shoves = new ArrayList<>();
        Map<String, Shield> shields = new LinkedHashMap<>();
        List<Scramble> scrambles = new ArrayList<>();
        Map<String, OptionCard> firedAt = new LinkedHashMap<>();
        for (GameEvent e : frame.events()) {
            if (e instanceof GameEvent.FiredInstead f) {
                beams.add(new OptionBeam(f.robot(), f.target(), f.option()));
                firedAt.put(f.robot() + "\u0000" + f.target(), f.option());
            }
        }
        for (GameEvent e : frame.events()) {
            if (e instanceof GameEvent.Hit hit && hit.source() instanceof GameEvent.LaserSource.RobotLaser r
                    && !firedAt.containsKey(r.robot() + "\u0000" + hit.robot())) {
                OptionCard variant = held.holds(r.robot(), OptionCard.HIGH_POWER_LASER) ? OptionCard.HIGH_POWER_LASER
                        : hit.beams() >= 2 && held.holds(r.robot(), OptionCard.DOUBLE_BARRELED_LASER)
                        ? OptionCard.DOUBLE_BARRELED_LASER : null;
                if (variant != null) {
                    beams.add(new OptionBeam(r.robot(), hit.robot(), variant));
                }
            } else if (e instanceof GameEvent.Pushed p) {
                OptionCard by = firedAt.get(p.by() + "\u0000" + p.robot());
                if (by == OptionCard.PRESSOR_BEAM || by == OptionCard.MINI_HOWITZER || by == OptionCard.TRACTOR_BEAM) {
                    shoves.add(new Shove(p.robot(), p.by(), p.dir(), by == OptionCard.TRACTOR_BEAM));
                }
            } else if (e instanceof GameEvent.DamageAbsorbed a) {
                shields.merge(a.robot() + "\u0000" + a.option(), new Shield(a.robot(), a.option(), 1, false),
                        (x, y) -> new Shield(x.robot(), x.option(), x.points() + 1, false));
            } else if (e instanceof GameEvent.OptionSacrificed s) {
                shields.put(s.robot() + "\u0000" + s.option(), new Shield(s.robot(), s.option(), 1, true));
            } else if (e instanceof GameEvent.CardScrambled s) {
                scrambles.add(new Scramble(s.robot(), s.slot(), s.from(), s.to(), s.by()));
            }
        }
        return new OptionEffects(beams, shoves, new ArrayList<>(shields.values()), scrambles);
    }

    /**
     * Whether a robot laser's hit of {@code target} by {@code shooter} is drawn here in an option's colour, so the
     * plain beam flash leaves it out.
     */
    public boolean drawsHit(String shooter, String target) {
        return beams.stream().anyMatch(b -> b.from().equals(shooter) && b.to().equals(target));
    }

    public boolean isEmpty() {
        return beams.isEmpty() && shoves.isEmpty() && shields.isEmpty() && scrambles.isEmpty();
    }
}
