package org.rallyworkbench.engine.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectFile;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.xml.ScenarioXml;

/**
 * A scenario file read by one discovery is not parsed again by the next one while its bytes are the same, and is
 * read again as soon as they differ; files whose result depends on more than their bytes are read every time.
 */
class ScenarioReadCacheTest {

    private static final String INLINE = """
            <?xml version="1.0" encoding="UTF-8"?>
            <scenario xmlns="urn:rally-workbench:scenario:1" name="NAME">
              <board xmlns="urn:rally-workbench:board:1" name="floor" width="5" height="4"/>
              <robot name="red" x="1" y="1" facing="E"/>
              <turn>
                <program robot="red" cards="move1@500"/>
                <expect after-register="1">
                  <robot name="red" x="2" y="1" facing="E"/>
                </expect>
              </turn>
            </scenario>
            """;

    @TempDir
    Path folder;

    private final AtomicInteger reads = new AtomicInteger();
    private final Function<Path, ReadResult<ScenarioSpec>> counting = file -> {
        reads.incrementAndGet();
        return ScenarioXml.load(file);
    };
    private final ScenarioReadCache cache = new ScenarioReadCache();

    /** One discovery's files: a new {@link ScenarioFiles} each time, the cache shared, as the engine does. */
    private ScenarioRead discover(Path file) {
        return new ScenarioFiles(counting, 1, cache).load(ScenarioFiles.normalise(file));
    }

    private Path write(String name, String text) throws IOException {
        return Files.writeString(folder.resolve(name), text, StandardCharsets.UTF_8);
    }

    @Test
    void aFileWhoseBytesAreTheSameIsNotReadAgain() throws IOException {
        Path file = write("a.scenario.xml", INLINE.replace("NAME", "first"));
        ScenarioRead first = discover(file);
        ScenarioRead second = discover(file);
        assertThat(reads).hasValue(1);
        assertThat(second).isSameAs(first);
        assertThat(second.result().asOptional().map(ScenarioSpec::name)).contains("first");
        assertThat(second.variants()).hasSize(4);
    }

    @Test
    void aChangedFileIsReadAgain() throws IOException {
        Path file = write("a.scenario.xml", INLINE.replace("NAME", "first"));
        discover(file);
        write("a.scenario.xml", INLINE.replace("NAME", "second"));
        assertThat(discover(file).result().asOptional().map(ScenarioSpec::name)).contains("second");
        assertThat(reads).hasValue(2);
        // and back: the entry is the newest read's, so the old bytes are read again, not served from an old entry
        write("a.scenario.xml", INLINE.replace("NAME", "first"));
        assertThat(discover(file).result().asOptional().map(ScenarioSpec::name)).contains("first");
        assertThat(reads).hasValue(3);
    }

    @Test
    void aFileThatNamesABoardFileIsReadEveryTimeSoAChangedBoardCounts() throws IOException {
        write("floor.board.xml", "<board xmlns=\"urn:rally-workbench:board:1\" name=\"floor\" width=\"5\" height=\"4\"/>");
        Path file = write("a.scenario.xml", INLINE.replace("NAME", "href")
                .replaceFirst("<board [^>]*/>", "<board href=\"floor.board.xml\"/>"));
        assertThat(discover(file).result().isRead()).isTrue();
        write("floor.board.xml", "<board xmlns=\"urn:rally-workbench:board:1\" name=\"floor\" width=\"1\" height=\"1\"/>");
        ScenarioRead again = discover(file);
        assertThat(reads).hasValue(2);
        assertThat(again.result().isRead()).isFalse();     // red's start (1,1) is off the 1x1 board now
    }

    @Test
    void anUnreadableFileIsReadEveryTimeWithItsProblems() throws IOException {
        Path file = write("a.scenario.xml", INLINE.replace("NAME", "bad").replace("facing=\"E\"/>", "facing=\"Q\"/>"));
        assertThat(discover(file).result().problems()).isNotEmpty();
        assertThat(discover(file).result().problems()).isNotEmpty();
        assertThat(reads).hasValue(2);
    }

    @Test
    void theEnginesSecondDiscoveryTakesTheFirstOnesReadUntilTheFileChanges() throws IOException {
        Path file = write("a.scenario.xml", INLINE.replace("NAME", "first"));
        ScenarioTestEngine engine = new ScenarioTestEngine();
        Function<ScenarioTestEngine, ScenarioSpec> discovered = e -> EngineTestKit.engine(e)
                .selectors(selectFile(file.toFile())).discover().getEngineDescriptor().getChildren().stream()
                .map(ScenarioDescriptor.class::cast).findFirst().orElseThrow().load().asOptional().orElseThrow();
        ScenarioSpec first = discovered.apply(engine);
        assertThat(discovered.apply(engine)).isSameAs(first);
        assertThat(discovered.apply(new ScenarioTestEngine())).isNotSameAs(first);
        write("a.scenario.xml", INLINE.replace("NAME", "second"));
        assertThat(discovered.apply(engine).name()).isEqualTo("second");
    }
}
