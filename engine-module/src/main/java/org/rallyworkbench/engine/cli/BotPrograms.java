package org.rallyworkbench.engine.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.rallyworkbench.engine.bot.BotPlayers;
import org.rallyworkbench.engine.bot.PathField;
import org.rallyworkbench.engine.bot.PlayerLevel;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Submission;
import org.rallyworkbench.engine.rules.GameDirector;

/**
 * {@code rally turn play --bot NAME=LEVEL}: planning bots program the robots whose players have left. A robot
 * with neither a program nor a bot still gets R-PROG-3's random program from the director.
 */
final class BotPrograms {

    private BotPrograms() { }

    /**
     * Adds the bots' programs to {@code programs}; reports on {@code err} and returns false when a name is
     * unknown, a level is unknown, or the robot's player sent a program too.
     */
    static boolean add(GameState dealt, Map<String, String> bots, Map<String, Submission> programs,
                       Path submissions, PrintWriter err) {
        Map<String, PlayerLevel> levels = new LinkedHashMap<>();
        boolean ok = true;
        for (Map.Entry<String, String> e : bots.entrySet()) {
            String name = e.getKey();
            if (dealt.robot(name).isEmpty()) {
                err.println("--bot " + name + "=" + e.getValue() + ": no robot named '" + name + "' in the game");
                ok = false;
            } else if (programs.containsKey(name)) {
                err.println("--bot " + name + "=" + e.getValue() + ": " + submissions + " holds a program for "
                        + name + " already");
                ok = false;
            } else {
                try {
                    levels.put(name, PlayerLevel.parse(e.getValue()));
                } catch (IllegalArgumentException x) {
                    err.println("--bot " + name + "=" + e.getValue() + ": " + x.getMessage());
                    ok = false;
                }
            }
        }
        if (!ok || levels.isEmpty()) {
            return ok;
        }
        Map<String, Submission> chosen = new BotPlayers(PathField.of(dealt.board())).programs(dealt, levels);
        for (Submission s : chosen.values()) {
            if (!GameDirector.check(dealt, s).isEmpty()) {
                throw new IllegalStateException("the bot's program for " + s.robot() + " is wrong: "
                        + GameDirector.check(dealt, s));
            }
        }
        programs.putAll(chosen);
        return true;
    }
}
