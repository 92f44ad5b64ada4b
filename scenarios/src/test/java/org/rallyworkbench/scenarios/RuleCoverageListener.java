package org.rallyworkbench.scenarios;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.FileSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Collects the scenario results of a test run and writes the rule coverage table to the file named by the system
 * property {@code rally.coverage.report} (the build sets {@code target/rule-coverage.md}; without it, nothing is
 * written). Registered in {@code META-INF/services}, so Surefire and IDEs pick it up.
 */
public final class RuleCoverageListener implements TestExecutionListener {

    static final String REPORT_PROPERTY = "rally.coverage.report";

    private final ScenarioResults results = new ScenarioResults();

    @Override
    public void executionFinished(TestIdentifier id, TestExecutionResult result) {
        id.getSource().filter(FileSource.class::isInstance).map(FileSource.class::cast)
                .filter(s -> s.getFile().getName().endsWith(".scenario.xml"))
                .ifPresent(s -> results.record(s.getFile().toPath(),
                        result.getStatus() != TestExecutionResult.Status.SUCCESSFUL,
                        id.getUniqueIdObject().getLastSegment().getType().equals("variant")));
    }

    @Override
    public void testPlanExecutionFinished(TestPlan plan) {
        String report = System.getProperty(REPORT_PROPERTY);
        if (report == null || results.byFile().isEmpty()) {
            return;
        }
        Path file = Path.of(report);
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.writeString(file, CoverageTable.markdown(RuleIds.committed(), RuleIds.notImplemented(),
                    SuiteFiles.covers(), results.byFile()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the coverage table " + file, e);
        }
    }
}
