package org.rallyworkbench.editor.director;

import java.util.Locale;

/**
 * The name Save Next State… proposes: the opened game's, with the turn number in place of its own
 * ({@code g0.game.xml} → {@code g1.game.xml}, {@code g1-dealt.game.xml} while dealt), so the state a turn started
 * from is kept, as {@code ./rally turn} never writes over its input.
 */
final class GameFileNames {

    private static final String DEALT = "-dealt";

    private GameFileNames() {
    }

    static String nextState(String openedName, int turn, boolean dealt) {
        String base = openedName == null ? "game" : openedName;
        if (base.toLowerCase(Locale.ROOT).endsWith(DirectorTopComponent.GAME_SUFFIX)) {
            base = base.substring(0, base.length() - DirectorTopComponent.GAME_SUFFIX.length());
        }
        if (base.endsWith(DEALT)) {
            base = base.substring(0, base.length() - DEALT.length());
        }
        base = base.replaceAll("\\d+$", "");
        return base + turn + (dealt ? DEALT : "") + DirectorTopComponent.GAME_SUFFIX;
    }
}
