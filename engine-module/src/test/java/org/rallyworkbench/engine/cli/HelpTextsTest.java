package org.rallyworkbench.engine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import picocli.CommandLine;

/**
 * Every command's {@code --help} is formatted: picocli formats descriptions with {@code String.format}, so a bare
 * {@code %} in one (such as "95% interval") makes it warn on standard error and print the text unformatted.
 */
class HelpTextsTest {

    @TestFactory
    List<DynamicTest> everyHelpIsFormattedWithoutWarnings() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String name : new CommandLine(new RallyCli()).getSubcommands().keySet()) {
            tests.add(DynamicTest.dynamicTest(name + " --help", () -> {
                PrintStream stderr = System.err;
                ByteArrayOutputStream warnings = new ByteArrayOutputStream();
                RallyRun help;
                System.setErr(new PrintStream(warnings, true, StandardCharsets.UTF_8));
                try {
                    help = RallyRun.of(name, "--help");
                } finally {
                    System.setErr(stderr);
                }
                assertEquals(0, help.code(), help.err());
                assertEquals("", warnings.toString(StandardCharsets.UTF_8), "picocli's warnings on standard error");
                assertFalse(help.out().contains("%n"), "an unformatted line break in:\n" + help.out());
            }));
        }
        return tests;
    }
}
