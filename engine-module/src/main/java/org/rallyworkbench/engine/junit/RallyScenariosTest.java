package org.rallyworkbench.engine.junit;

/**
 * A marker that lets Maven Surefire run scenarios with no Java in the user's project. Surefire only asks
 * engines about classes it found itself; listing the engine jar in {@code <dependenciesToScan>} makes it
 * find this class, and {@link ScenarioTestEngine} answers a selector for it with every scenario under the
 * folders of the {@value ScenarioDiscovery#ROOTS_PARAMETER} configuration parameter (default
 * {@value ScenarioDiscovery#DEFAULT_ROOT}).
 */
public final class RallyScenariosTest {

    private RallyScenariosTest() {
    }
}
