package org.rallyworkbench.engine.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.rallyworkbench.engine.cli.VerifyAndRunCommandTest.rally;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.engine.scenario.ScenarioFiles;
import org.rallyworkbench.engine.scenario.Verdict;

/** {@code rally run --record}: the actual outcome written as expectations into a copy, approval style. */
class RecordCommandTest {

    static final String SCENARIO = """
            <?xml version="1.0" encoding="UTF-8"?>
            <scenario xmlns="urn:rally-workbench:scenario:1" name="record me">
              <!-- a comment that must survive -->
              <board xmlns="urn:rally-workbench:board:1" name="b" width="4" height="4">
                <pit x="3" y="2"/>
              </board>
              <robot name="red" x="1" y="1" facing="E"/>
              <robot name="blue" x="1" y="2" facing="E"/>
              <turn>
                <program robot="red" cards="move1@500"/>
                <program robot="blue" cards="move2@700"/>
                <expect after-register="1"><robot name="red" x="3" y="3"/></expect>
              </turn>
              <expect><robot name="red" x="0"/></expect>
              <turn>
                <program robot="red" cards="right@80"/>
                <program robot="blue" cards=""/>
              </turn>
            </scenario>
            """;

    @Test
    void writesTheActualOutcomeIntoACopy(@TempDir Path dir) throws Exception {
        Path scenario = dir.resolve("s.scenario.xml");
        Files.writeString(scenario, SCENARIO);
        RallyRun r = rally("run", "--record", scenario.toString());
        assertThat(r.code()).as(r.err()).isZero();
        Path copy = dir.resolve("s.recorded.xml");
        assertThat(Files.readString(scenario)).isEqualTo(SCENARIO);
        String recorded = Files.readString(copy);
        assertThat(recorded).contains("<!-- a comment that must survive -->")
                .contains("<program robot=\"blue\" cards=\"move2@700\"/>")
                .contains("<board xmlns=\"urn:rally-workbench:board:1\" name=\"b\" width=\"4\" height=\"4\">")
                .doesNotContain("x=\"3\" y=\"3\"")
                .contains("<robot name=\"red\" x=\"2\" y=\"1\" facing=\"E\"")
                .contains("<robot name=\"blue\" damage=\"0\" lives=\"2\"")
                .contains("  </turn>\n  <expect>\n    <robot name=\"red\"")
                .contains("<robot name=\"red\" x=\"2\" y=\"1\" facing=\"S\"");
        Verdict v = ScenarioFiles.run(copy);
        assertThat(v.passed()).as(v.report()).isTrue();
        assertThat(v.checked()).hasSize(2);
    }

    @Test
    void writesWhereAsked(@TempDir Path dir) throws Exception {
        Path scenario = dir.resolve("s.scenario.xml");
        Files.writeString(scenario, SCENARIO);
        Path out = dir.resolve("approved.scenario.xml");
        assertThat(rally("run", "--record", scenario.toString(), "-o", out.toString()).code()).isZero();
        assertThat(ScenarioFiles.run(out).passed()).isTrue();
    }

    @Test
    void neverOverwritesTheScenarioUnlessAsked(@TempDir Path dir) throws Exception {
        Path scenario = dir.resolve("s.scenario.xml");
        Files.writeString(scenario, SCENARIO);
        RallyRun refused = rally("run", "--record", scenario.toString(), "-o", scenario.toString());
        assertThat(refused.code()).isEqualTo(RallyCli.EXIT_INVALID);
        assertThat(refused.err()).contains("--overwrite");
        assertThat(Files.readString(scenario)).isEqualTo(SCENARIO);

        assertThat(rally("run", "--record", scenario.toString(), "-o", scenario.toString(), "--overwrite").code())
                .isZero();
        assertThat(ScenarioFiles.run(scenario).passed()).isTrue();
    }

    @Test
    void aBrokenScriptIsReportedNotRecorded(@TempDir Path dir) throws Exception {
        Path scenario = dir.resolve("s.scenario.xml");
        Files.writeString(scenario, SCENARIO.replace("cards=\"right@80\"", "cards=\"a b\""));
        RallyRun r = rally("run", "--record", scenario.toString());
        assertThat(r.code()).isNotZero();
        assertThat(dir.resolve("s.recorded.xml")).doesNotExist();
    }
}
