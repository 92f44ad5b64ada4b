package org.rallyworkbench.editor.scenario.design;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.rallyworkbench.editor.scenario.design.XmlSpans.Span;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.OptionPlan;
import org.rallyworkbench.engine.model.OptionUse;
import org.rallyworkbench.engine.model.ProgramText;
import org.rallyworkbench.engine.scenario.XmlText;

/**
 * The card picker's edit of one robot's {@code <program>} in one turn, on the scenario's XML text (FORMATS.md
 * "Option cards in scenarios"): its {@code cards} with two-card registers written {@code A+B}, its
 * {@code sacrifice} list, and its {@code <use>} declarations, one a line in the canonical attribute order. The
 * program's other attributes and comments stay as written. Plain Java, tested without the UI.
 */
public final class ProgramEdits {

    private static final Pattern USE = Pattern.compile("<use\\b[^>]*?(/>|>.*?</use\\s*>)", Pattern.DOTALL);

    private ProgramEdits() {
    }

    /**
     * {@code robot}'s program in a new turn after the last, where every other robot of {@code robots} gets an empty
     * program as Add Turn writes it: nothing random happens in the new turn until they are programmed too.
     */
    public static String setProgramInNewTurn(String text, List<String> robots, String robot, List<Card> cards,
                                             OptionPlan plan) {
        String added = StepEdits.addTurn(text, robots);
        return setProgram(added, XmlSpans.turns(added).size(), robot, cards, plan);
    }

    /**
     * Sets {@code robot}'s program in turn {@code turn} (1-based): {@code cards} (register order) with the second
     * cards, sacrifice list and uses of {@code plan}. A sacrifice list that {@code plan} does not write is removed
     * (the list in force stays, R-OPT-2); the program element is added at the start of the turn when it has none.
     */
    public static String setProgram(String text, int turn, String robot, List<Card> cards, OptionPlan plan) {
        Span t = XmlSpans.turn(text, turn);
        String masked = XmlText.masked(text);
        if (masked.substring(t.start(), t.end()).endsWith("/>")) {       // <turn/>: open it up first
            String indent = XmlSpans.indentOf(text, t.start());
            String opened = text.substring(0, t.end() - 2).stripTrailing() + ">\n" + indent + "</turn>"
                    + text.substring(t.end());
            return setProgram(opened, turn, robot, cards, plan);
        }
        Matcher m = Pattern.compile("<program\\b[^>]*?\\brobot\\s*=\\s*([\"'])" + Pattern.quote(robot)
                + "\\1[^>]*?(/>|>.*?</program\\s*>)", Pattern.DOTALL).matcher(masked);
        m.region(t.start(), t.end());
        if (m.find()) {
            Span program = new Span(m.start(), m.end());
            return text.substring(0, program.start())
                    + element(text.substring(program.start(), program.end()), XmlSpans.indentOf(text, program.start()),
                            cards, plan)
                    + text.substring(program.end());
        }
        int afterOpen = text.indexOf('>', t.start()) + 1;
        String indent = XmlSpans.indentOf(text, t.start()) + "  ";
        String empty = "<program robot=\"" + XmlSpans.escape(robot) + "\" cards=\"\"/>";
        return text.substring(0, afterOpen) + "\n" + indent + element(empty, indent, cards, plan)
                + text.substring(afterOpen);
    }

    /** The program element {@code written} (start tag to end) with new cards and options, indented at {@code indent}. */
    private static String element(String written, String indent, List<Card> cards, OptionPlan plan) {
        int tagEnd = XmlText.masked(written).indexOf('>') + 1;
        String tag = written.substring(0, tagEnd);
        boolean selfClosing = tag.endsWith("/>");
        tag = XmlSpans.withAttribute(tag, "cards", ProgramText.format(cards, plan));
        tag = XmlSpans.withAttribute(tag, "sacrifice", plan.sacrifice().map(ProgramText::ids).orElse(null));
        String body = selfClosing ? "" : written.substring(tagEnd, XmlText.masked(written).lastIndexOf("</program"));
        List<Span> oldUses = new ArrayList<>();
        Matcher u = USE.matcher(XmlText.masked(body));
        while (u.find()) {
            oldUses.add(new Span(u.start(), u.end()));
        }
        body = XmlSpans.removeAll(body, oldUses);
        StringBuilder uses = new StringBuilder();
        for (OptionUse use : plan.uses()) {
            uses.append('\n').append(indent).append("  <use ").append(ProgramText.useAttributes(use)).append("/>");
        }
        String open = selfClosing ? tag.substring(0, tag.length() - 2).stripTrailing() + ">" : tag;
        if (body.isBlank()) {
            return uses.isEmpty() ? open.substring(0, open.length() - 1) + "/>"
                    : open + uses + "\n" + indent + "</program>";
        }
        String kept = body.stripTrailing();
        return open + kept + uses + "\n" + indent + "</program>";
    }
}
