package org.rallyworkbench.engine.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathResource;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathRoots;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectFile;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectPackage;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.discovery.FilePosition;
import org.junit.platform.engine.discovery.PackageNameFilter;
import org.junit.platform.launcher.TagFilter;
import org.junit.platform.engine.support.descriptor.FileSource;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;

/** The scenario TestEngine: discovery for each selector type, sources, and what it reports. */
class ScenarioTestEngineTest {

    private static Path resources() {
        try {
            return Paths.get(ScenarioTestEngineTest.class.getResource("/junit").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A scenario of the engine's test resources ({@code /junit}). */
    static Path file(String name) {
        return resources().resolve(name);
    }

    private static Set<String> scenarioFiles(DiscoverySelector... selectors) {
        return scenarioFiles(EngineTestKit.engine(new ScenarioTestEngine()).selectors(selectors));
    }

    private static Set<String> scenarioFiles(EngineTestKit.Builder builder) {
        TestDescriptor engine = builder.discover().getEngineDescriptor();
        return engine.getDescendants().stream().filter(ScenarioDescriptor.class::isInstance)
                .map(d -> ((FileSource) d.getSource().orElseThrow()).getFile().getName())
                .collect(Collectors.toSet());
    }

    private static final Set<String> ALL = Set.of("passing.scenario.xml", "failing.scenario.xml",
            "stops-early.scenario.xml");

    @Test
    void discoversAFile() {
        assertThat(scenarioFiles(selectFile(file("passing.scenario.xml").toFile())))
                .containsExactly("passing.scenario.xml");
    }

    @Test
    void ignoresFilesThatAreNotScenarios() {
        assertThat(scenarioFiles(selectFile(resources().resolve("../boards/tiny.board.xml").toFile()))).isEmpty();
    }

    @Test
    void discoversADirectoryTree() {
        assertThat(scenarioFiles(selectDirectory(resources().toFile()))).isEqualTo(ALL);
    }

    @Test
    void discoversAPackage() {
        assertThat(scenarioFiles(selectPackage("junit"))).isEqualTo(ALL);
        assertThat(scenarioFiles(selectPackage("junit.more"))).containsExactly("stops-early.scenario.xml");
    }

    @Test
    void discoversAClasspathResource() {
        assertThat(scenarioFiles(selectClasspathResource("junit/failing.scenario.xml")))
                .containsExactly("failing.scenario.xml");
    }

    @Test
    void discoversAClasspathRoot() {
        Path root = resources().getParent();
        assertThat(scenarioFiles(selectClasspathRoots(Set.of(root)).toArray(DiscoverySelector[]::new)))
                .containsAll(ALL);
    }

    @Test
    void theMarkerClassSelectsTheConfiguredRoots() {
        EngineTestKit.Builder builder = EngineTestKit.engine(new ScenarioTestEngine())
                .selectors(selectClass(RallyScenariosTest.class))
                .configurationParameter(ScenarioDiscovery.ROOTS_PARAMETER, resources().resolve("more").toString());
        assertThat(scenarioFiles(builder)).containsExactly("stops-early.scenario.xml");
        TestDescriptor suite = builder.discover().getEngineDescriptor().getChildren().iterator().next();
        assertThat(suite.getSource()).contains(org.junit.platform.engine.support.descriptor.ClassSource
                .from(RallyScenariosTest.class));
    }

    @Test
    void otherClassesSelectNothing() {
        assertThat(scenarioFiles(selectClass(ScenarioTestEngineTest.class))).isEmpty();
    }

    @Test
    void rediscoversAScenarioByItsUniqueId() {
        TestDescriptor engine = EngineTestKit.engine(new ScenarioTestEngine())
                .selectors(selectFile(file("passing.scenario.xml").toFile())).discover().getEngineDescriptor();
        TestDescriptor expect = engine.getChildren().iterator().next().getChildren().iterator().next();
        assertThat(scenarioFiles(selectUniqueId(expect.getUniqueId()))).containsExactly("passing.scenario.xml");
    }

    @Test
    void aScenarioHasItsExpectationsAndFourVariantsAsChildren() {
        TestDescriptor scenario = only(selectFile(file("passing.scenario.xml").toFile()));
        assertThat(scenario.getDisplayName()).isEqualTo("one step east");
        List<String> children = scenario.getChildren().stream().map(TestDescriptor::getDisplayName).toList();
        assertThat(children).containsExactly("expect after turn 1, register 1 (line 8)",
                "expect after turn 1 (line 12)", "one step east (rotated 90°)", "one step east (rotated 180°)",
                "one step east (rotated 270°)", "one step east (mirrored)");
        scenario.getChildren().stream().skip(2)
                .forEach(variant -> assertThat(variant.getChildren()).hasSize(2));
    }

    @Test
    void anAsymmetricScenarioHasNoVariants() {
        TestDescriptor scenario = only(selectFile(file("more/stops-early.scenario.xml").toFile()));
        assertThat(scenario.getChildren()).hasSize(2)
                .allMatch(child -> child.getDisplayName().startsWith("expect"));
    }

    @Test
    void sourcesAreFileAndLine() {
        TestDescriptor scenario = only(selectFile(file("passing.scenario.xml").toFile()));
        FileSource source = fileSource(scenario.getSource().orElseThrow());
        assertThat(source.getFile().toPath()).isEqualTo(file("passing.scenario.xml"));
        assertThat(source.getPosition().orElseThrow().getLine()).isEqualTo(2);
        TestDescriptor expect = scenario.getChildren().iterator().next();
        assertThat(fileSource(expect.getSource().orElseThrow()).getPosition().orElseThrow().getLine())
                .isEqualTo(8);
    }

    @Test
    void aPassingScenarioPassesWithEveryVariant() {
        Events tests = execute(file("passing.scenario.xml")).testEvents();
        // the scenario, 4 variants, 2 expectations each of the 5
        assertThat(tests.succeeded().count()).isEqualTo(1 + 4 + 10);
        assertThat(tests.failed().count()).isZero();
    }

    @Test
    void aFailingExpectationReportsFileLineAttributesAndEvents() {
        Events events = execute(file("failing.scenario.xml")).testEvents();
        events.failed().assertThatEvents().hasSize(5).first().satisfies(e -> {
            String text = e.getPayload(org.junit.platform.engine.TestExecutionResult.class).orElseThrow()
                    .getThrowable().orElseThrow().getMessage();
            assertThat(text).contains("failing.scenario.xml:11:")
                    .contains("red x: expected 3, actual 2")
                    .contains("red facing: expected S, actual E")
                    .contains("events:");
        });
        // the expectation after register 1 holds in the scenario and in every variant; the script ran, so the
        // scenario and its variants pass as containers
        assertThat(events.succeeded().count()).isEqualTo(5 + 5);
    }

    @Test
    void aStoppedScriptFailsTheScenarioAndTheExpectationsItNeverReached() {
        Events all = execute(file("more/stops-early.scenario.xml")).allEvents();
        all.assertThatEvents()
                .haveExactly(2, finishedWithFailure(message(m -> m.contains("0 unlocked registers in turn 2"))))
                .haveExactly(1, finishedWithFailure(message(m -> m.contains("expectation not checked")
                        && m.contains("0 unlocked registers in turn 2"))))
                .haveAtLeast(1, finishedSuccessfully());
    }

    @Test
    void aScenarioWithoutExpectationsFailsAsUncheckedNeverPasses() {
        Path unchecked = resources().resolve("../unchecked/no-expectations.scenario.xml");
        Events all = execute(unchecked).allEvents();
        all.assertThatEvents().haveExactly(1, finishedWithFailure(message(m -> m.contains("no expectations"))));
        assertThat(all.succeeded().count()).isEqualTo(1);   // the engine itself, nothing of the scenario
    }

    @Test
    void anUnreadableScenarioFailsWithItsProblems() {
        Path broken = resources().resolve("../broken/unknown-robot.scenario.xml");
        Events all = execute(broken).allEvents();
        assertThat(all.failed().count()).isEqualTo(1);
    }

    @Test
    void aFileAndTheLineOfAnExpectRunOnlyThatExpect() {
        Events tests = EngineTestKit.engine(new ScenarioTestEngine())
                .selectors(selectFile(file("failing.scenario.xml").toFile(), FilePosition.from(11))).execute()
                .testEvents();
        // the scenario is played (and reported) for it; no other expect, no variant
        assertThat(tests.finished().stream().map(e -> e.getTestDescriptor().getDisplayName()))
                .containsExactlyInAnyOrder("expect after turn 1 (line 11)", "a wrong expectation");
        assertThat(tests.failed().stream().map(e -> e.getTestDescriptor().getDisplayName()))
                .containsExactly("expect after turn 1 (line 11)");
    }

    @Test
    void aLineInsideTheBodyOfAnExpectRunsOnlyThatExpect() {
        for (int line : List.of(12, 13)) {      // a robot expectation inside it, its end tag
            Events tests = EngineTestKit.engine(new ScenarioTestEngine())
                    .selectors(selectFile(file("failing.scenario.xml").toFile(), FilePosition.from(line))).execute()
                    .testEvents();
            assertThat(tests.finished().stream().map(e -> e.getTestDescriptor().getDisplayName()))
                    .as("line %d", line)
                    .containsExactlyInAnyOrder("expect after turn 1 (line 11)", "a wrong expectation");
        }
        TestDescriptor inTurn = only(selectFile(file("failing.scenario.xml").toFile(), FilePosition.from(8)));
        assertThat(inTurn.getChildren()).extracting(TestDescriptor::getDisplayName)
                .containsExactly("expect after turn 1, register 1 (line 7)");
    }

    @Test
    void aLineBetweenExpectsSelectsTheWholeScenario() {
        TestDescriptor scenario = only(selectFile(file("passing.scenario.xml").toFile(), FilePosition.from(11)));
        assertThat(scenario.getChildren()).hasSize(2 + 4);
    }

    @Test
    void aFileSelectedWithTheMarkerClassIsReportedOnce() {
        TestDescriptor engine = withTheSuiteOfFolderMore(resources().resolve("more/stops-early.scenario.xml"));
        assertThat(engine.getDescendants().stream().filter(ScenarioDescriptor.class::isInstance)).hasSize(1);
        assertThat(engine.getChildren()).singleElement().isInstanceOf(SuiteDescriptor.class);
    }

    @Test
    void aFileOutsideTheMarkerClassRootsStaysUnderTheEngine() {
        TestDescriptor engine = withTheSuiteOfFolderMore(file("passing.scenario.xml"));
        assertThat(engine.getDescendants().stream().filter(ScenarioDescriptor.class::isInstance)).hasSize(2);
    }

    /** Discovery of the marker class (its root: the folder {@code more}) and {@code file} in one request. */
    private static TestDescriptor withTheSuiteOfFolderMore(Path file) {
        return EngineTestKit.engine(new ScenarioTestEngine())
                .selectors(selectClass(RallyScenariosTest.class), selectFile(file.toFile()))
                .configurationParameter(ScenarioDiscovery.ROOTS_PARAMETER, resources().resolve("more").toString())
                .discover().getEngineDescriptor();
    }

    @Test
    void aLineThatIsNoExpectSelectsTheWholeScenario() {
        TestDescriptor scenario = only(selectFile(file("passing.scenario.xml").toFile(), FilePosition.from(5)));
        assertThat(scenario.getChildren()).hasSize(2 + 4);
    }

    @Test
    void theUniqueIdOfAnExpectRunsOnlyThatExpect() {
        TestDescriptor scenario = only(selectFile(file("passing.scenario.xml").toFile()));
        TestDescriptor variantExpect = scenario.getChildren().stream().skip(3).findFirst().orElseThrow()
                .getChildren().iterator().next();
        Events tests = EngineTestKit.engine(new ScenarioTestEngine())
                .selectors(selectUniqueId(variantExpect.getUniqueId())).execute().testEvents();
        assertThat(tests.succeeded().stream().map(e -> e.getTestDescriptor().getUniqueId()))
                .containsExactlyInAnyOrder(variantExpect.getUniqueId(),
                        variantExpect.getUniqueId().removeLastSegment(),
                        scenario.getUniqueId());
        assertThat(tests.failed().count()).isZero();
    }

    @Test
    void aTagFilterOnARuleIdSelectsTheScenariosCoveringIt() {
        EngineTestKit.Builder builder = EngineTestKit.engine(new ScenarioTestEngine())
                .selectors(selectDirectory(resources().toFile()))
                .filters(TagFilter.includeTags("R-MOVE-2"));
        assertThat(scenarioFiles(builder)).containsExactly("passing.scenario.xml");
        assertThat(builder.execute().testEvents().succeeded().count()).isEqualTo(1 + 4 + 10);
    }

    @Test
    void ruleIdsAreSanitisedIntoTags() {
        assertThat(RuleTags.of(List.of("R-MOVE-2", "R OPT(3)", " "))).extracting(TestTag::getName)
                .containsExactlyInAnyOrder("R-MOVE-2", "R_OPT_3_");
    }

    @Test
    void aPackageFilterKeepsOnlyItsPackages() {
        EngineTestKit.Builder builder = EngineTestKit.engine(new ScenarioTestEngine())
                .selectors(selectPackage("junit"))
                .filters(PackageNameFilter.includePackageNames("junit.more"));
        assertThat(scenarioFiles(builder)).containsExactly("stops-early.scenario.xml");
    }

    /** With parallel execution on, every scenario, variant and expectation ends as it does one at a time. */
    @Test
    void inParallelEveryTestEndsAsItDoesSequentially() {
        java.util.Map<String, String> sequential = outcomes(EngineTestKit.engine(new ScenarioTestEngine()));
        java.util.Map<String, String> parallel = outcomes(EngineTestKit.engine(new ScenarioTestEngine())
                .configurationParameter(ScenarioTestEngine.PARALLEL_ENABLED, "true")
                .configurationParameter(ScenarioTestEngine.PARALLEL_CONFIG_PREFIX + "strategy", "fixed")
                .configurationParameter(ScenarioTestEngine.PARALLEL_CONFIG_PREFIX + "fixed.parallelism", "4"));
        assertThat(sequential).hasSizeGreaterThan(30).containsValue("FAILED").containsValue("SUCCESSFUL");
        assertThat(parallel).isEqualTo(sequential);
    }

    private static java.util.Map<String, String> outcomes(EngineTestKit.Builder builder) {
        java.util.Map<String, String> outcomes = new java.util.TreeMap<>();
        builder.selectors(selectDirectory(resources().toFile()), selectFile(
                resources().resolve("../broken/unknown-robot.scenario.xml").toFile())).execute().allEvents()
                .finished().stream().forEach(e -> outcomes.put(e.getTestDescriptor().getUniqueId().toString(),
                        e.getPayload(org.junit.platform.engine.TestExecutionResult.class).orElseThrow()
                                .getStatus().toString()));
        return outcomes;
    }

    private static org.junit.platform.testkit.engine.EngineExecutionResults execute(Path file) {
        return EngineTestKit.engine(new ScenarioTestEngine()).selectors(selectFile(file.toFile())).execute();
    }

    private static TestDescriptor only(DiscoverySelector selector) {
        TestDescriptor engine = EngineTestKit.engine(new ScenarioTestEngine()).selectors(selector).discover()
                .getEngineDescriptor();
        assertThat(engine.getChildren()).hasSize(1);
        return engine.getChildren().iterator().next();
    }

    private static FileSource fileSource(TestSource source) {
        return (FileSource) source;
    }
}
