package org.rallyworkbench.engine.xml;

import java.util.List;
import java.util.Map;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.RuleSetId;
import org.rallyworkbench.engine.model.Submission;

/**
 * Writes a game that was played (its robots as they began, the programs sent each turn, the state it ended in)
 * as a scenario file of FORMATS.md: the board inline, a {@code <turn>} per turn played with the programs sent
 * (a robot without one gets R-PROG-3's random program from the scenario's seed, as it did in the game), and
 * one final {@code <expect>}: every robot's end state and the winners. Replayed, the scenario plays the same
 * game, so it passes. Option declarations and re-entry tiles are refused (bots send none).
 */
public final class RecordedGameXml {

    private RecordedGameXml() { }

    /** The scenario's text. */
    public static String toXml(String name, String description, Board board, RuleSetId rules, long seed,
                               List<Robot> robots, List<Map<String, Submission>> turns, GameState end) {
        StringBuilder sb = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        sb.append("<scenario xmlns=\"").append(Namespaces.SCENARIO).append("\" name=\"")
                .append(XmlEscaping.attribute(name)).append("\" rules=\"").append(rules.xmlName())
                .append("\" seed=\"").append(seed).append("\">\n");
        sb.append("  <description>").append(XmlEscaping.text(description)).append("</description>\n");
        String inline = BoardXml.toXml(board);
        for (String line : inline.substring(inline.indexOf("<board")).split("\n")) {
            sb.append(line.stripLeading().startsWith("<") ? "  " : "").append(line).append('\n');
        }
        for (Robot r : robots) {
            sb.append("  <robot name=\"").append(XmlEscaping.attribute(r.name())).append("\" x=\"")
                    .append(r.position().x()).append("\" y=\"").append(r.position().y()).append("\" facing=\"")
                    .append(r.facing()).append("\" lives=\"").append(r.lives()).append("\" start=\"")
                    .append(r.start()).append("\"/>\n");
        }
        for (Map<String, Submission> turn : turns) {
            sb.append("  <turn>\n");
            for (Robot r : robots) {
                Submission s = turn.get(r.name());
                if (s != null) {
                    program(sb, s);
                }
            }
            sb.append("  </turn>\n");
        }
        sb.append("  <expect>\n");
        for (Robot r : end.robots()) {
            sb.append("    <robot name=\"").append(XmlEscaping.attribute(r.name())).append('"');
            if (r.inPlay()) {
                sb.append(" x=\"").append(r.position().x()).append("\" y=\"").append(r.position().y())
                        .append("\" facing=\"").append(r.facing()).append('"');
            }
            sb.append(" damage=\"").append(r.damage()).append("\" lives=\"").append(r.lives())
                    .append("\" next-flag=\"").append(r.nextFlag()).append("\" destroyed=\"").append(!r.inPlay())
                    .append("\"/>\n");
        }
        for (String winner : end.winners()) {
            sb.append("    <winner robot=\"").append(XmlEscaping.attribute(winner)).append("\"/>\n");
        }
        sb.append("  </expect>\n</scenario>\n");
        return sb.toString();
    }

    private static void program(StringBuilder sb, Submission s) {
        if (!s.options().isEmpty() || s.reentryTile().isPresent()) {
            throw new IllegalArgumentException(s.robot() + "'s option declarations or re-entry tile cannot be recorded");
        }
        sb.append("    <program robot=\"").append(XmlEscaping.attribute(s.robot())).append("\" cards=\"");
        List<Card> cards = s.cards();
        for (int k = 0; k < cards.size(); k++) {
            sb.append(k == 0 ? "" : " ").append(cards.get(k));
        }
        sb.append('"');
        if (s.powerDown()) {
            sb.append(" power-down=\"true\"");
        }
        s.reentryFacing().ifPresent(d -> sb.append(" reentry-facing=\"").append(d).append('"'));
        if (s.doubleRepair() != org.rallyworkbench.engine.model.DoubleRepairChoice.REPAIR) {
            sb.append(" double-repair=\"option\"");
        }
        sb.append("/>\n");
    }
}
