package org.rallyworkbench.engine.xml;

import java.nio.file.Path;

/** Where the test files are: relative to the module directory, which is Surefire's working directory. */
public final class TestFiles {

    public static final Path RESOURCES = Path.of("src", "test", "resources");
    public static final Path BOARDS = RESOURCES.resolve("boards");
    public static final Path BROKEN = RESOURCES.resolve("broken");
    public static final Path HOSTILE = RESOURCES.resolve("hostile");
    public static final Path SCENARIOS = RESOURCES.resolve("scenarios");
    /** The sample boards of the {@code scenarios} module, once they exist. */
    public static final Path SAMPLE_BOARDS = Path.of("..", "scenarios", "boards");

    private TestFiles() {
    }
}
