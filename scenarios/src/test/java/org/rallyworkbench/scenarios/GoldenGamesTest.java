package org.rallyworkbench.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rallyworkbench.engine.scenario.EventXmlWriter;
import org.rallyworkbench.engine.scenario.ScenarioFiles;
import org.rallyworkbench.engine.scenario.Verdict;

/**
 * Golden games: whole games on every 12×12 sample board, both rule sets, eight robots playing seeded random
 * programs for twelve turns ({@code golden/*.golden.xml}, scenario format). Each game's event log is pinned in
 * {@code golden/*.events.xml}; any change of the engine's behaviour shows as an XML diff. Regenerate after an
 * intended change with {@code -Drally.golden.update=true}.
 */
class GoldenGamesTest {

    static final int MINIMUM_TURNS = 10;

    static List<Path> games() {
        try (Stream<Path> files = Files.list(SuiteFiles.root().resolve("golden"))) {
            return files.filter(f -> f.getFileName().toString().endsWith(".golden.xml")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void theEventLogIsTheGoldenOneAndLastsTenTurns(Path game) throws IOException {
        Verdict v = ScenarioFiles.run(game);
        assertTrue(v.errors().isEmpty(), v::report);
        int last = v.events().isEmpty() ? 0 : v.events().get(v.events().size() - 1).turn();
        assertTrue(last >= MINIMUM_TURNS, game + " ends in turn " + last);
        String xml = EventXmlWriter.write(v.scenario(), v.events());
        GoldenFile golden = new GoldenFile(eventsFile(game));
        if (GoldenFile.updating()) {
            golden.write(xml);
            return;
        }
        golden.differences(xml).ifPresent(message -> fail(message));
    }

    @Test
    void everyTwelveByTwelveSampleBoardHasBothRuleSets() {
        List<String> boards = sampleBoards12x12();
        List<String> pinned = games().stream().map(p -> p.getFileName().toString()).toList();
        for (String board : boards) {
            assertTrue(pinned.contains(board + ".house.golden.xml"), board + " house");
            assertTrue(pinned.contains(board + ".classic-2005.golden.xml"), board + " classic-2005");
        }
        assertEquals(2 * boards.size(), pinned.size());
    }

    private static List<String> sampleBoards12x12() {
        try (Stream<Path> files = Files.list(SuiteFiles.root().resolve("boards"))) {
            return files.filter(f -> f.getFileName().toString().endsWith(".board.xml"))
                    .filter(GoldenGamesTest::isTwelveByTwelve)
                    .map(f -> f.getFileName().toString().replace(".board.xml", "")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean isTwelveByTwelve(Path board) {
        try {
            String head = Files.readString(board);
            return head.contains("width=\"12\" height=\"12\"");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Path eventsFile(Path game) {
        return game.resolveSibling(game.getFileName().toString().replace(".golden.xml", ".events.xml"));
    }
}
