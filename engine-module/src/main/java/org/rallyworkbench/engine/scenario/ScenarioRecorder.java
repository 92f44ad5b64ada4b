package org.rallyworkbench.engine.scenario;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.ScenarioSpec;

/**
 * Approval-style recording ({@code rally run --record}): runs a scenario and returns a copy of its file in which
 * every {@code expect} is replaced by the actual outcome — after each turn, one {@code expect} with every robot's
 * state and the winners. Everything else stays byte for byte as written (attribute order, comments, layout), so
 * the copy diffs cleanly against the original. The file is edited as text, which assumes the scenario namespace is
 * the default one (no prefix), as in every example of FORMATS.md.
 */
public final class ScenarioRecorder {

    private static final Pattern COMMENT = Pattern.compile("<!--.*?-->|<!\\[CDATA\\[.*?]]>", Pattern.DOTALL);
    private static final Pattern EXPECT = Pattern.compile("[ \\t]*(\\r?\\n)?[ \\t]*<expect\\b[^>]*?(/>|>.*?</expect\\s*>)",
            Pattern.DOTALL);
    private static final Pattern TURN_END = Pattern.compile("</turn\\s*>|<turn\\b[^>]*?/>");

    private ScenarioRecorder() { }

    /** The recorded copy of the scenario file as XML text; script errors and unreadable files throw. */
    public static String record(Path file) throws ScenarioException, IOException {
        ScenarioSpec spec = ScenarioFiles.load(file);
        List<GameState> afterTurns = new ArrayList<>();
        Verdict v = new ScenarioRunner().run(spec, afterTurns::add);
        if (!v.errors().isEmpty()) {
            throw new ScenarioException(v.errors());
        }
        String text = withoutExpectations(Files.readString(file, StandardCharsets.UTF_8));
        StringBuilder out = new StringBuilder();
        Matcher turns = TURN_END.matcher(masked(text));
        int copied = 0;
        int turn = 0;
        while (turns.find() && turn < afterTurns.size()) {
            out.append(text, copied, turns.end()).append(expectation(afterTurns.get(turn++)));
            copied = turns.end();
        }
        return out.append(text.substring(copied)).toString();
    }

    private static String withoutExpectations(String text) {
        StringBuilder out = new StringBuilder();
        Matcher m = EXPECT.matcher(masked(text));
        int copied = 0;
        while (m.find()) {
            out.append(text, copied, m.start());
            copied = m.end();
        }
        return out.append(text.substring(copied)).toString();
    }

    /** The text with comments and CDATA blanked out (same length), so matches never start inside them. */
    private static String masked(String text) {
        StringBuilder sb = new StringBuilder(text);
        Matcher m = COMMENT.matcher(text);
        while (m.find()) {
            for (int i = m.start(); i < m.end(); i++) {
                if (sb.charAt(i) != '\n') {
                    sb.setCharAt(i, ' ');
                }
            }
        }
        return sb.toString();
    }

    private static String expectation(GameState s) {
        StringBuilder sb = new StringBuilder("\n  <expect>");
        for (Robot r : s.robots()) {
            sb.append("\n    <robot name=\"").append(r.name()).append('"');
            if (!r.status().offBoard()) {
                attr(sb, "x", r.position().x());
                attr(sb, "y", r.position().y());
                attr(sb, "facing", r.facing());
            }
            attr(sb, "damage", r.damage());
            attr(sb, "lives", r.lives());
            attr(sb, "next-flag", r.nextFlag());
            attr(sb, "archive-x", r.archive().x());
            attr(sb, "archive-y", r.archive().y());
            attr(sb, "destroyed", r.status().offBoard());
            attr(sb, "powered-down", r.poweredDown());
            attr(sb, "options", r.options().size());
            sb.append("/>");
        }
        for (String w : s.winners()) {
            sb.append("\n    <winner robot=\"").append(w).append("\"/>");
        }
        return sb.append("\n  </expect>").toString();
    }

    private static void attr(StringBuilder sb, String name, Object value) {
        sb.append(' ').append(name).append("=\"").append(value).append('"');
    }
}
