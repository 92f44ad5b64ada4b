/**
 * A JUnit Platform TestEngine that discovers {@code *.scenario.xml} files and reports each scenario, variant and expectation as a test, with file and line as its source; {@link org.rallyworkbench.engine.junit.RallyScenariosTest} is the marker class build tools select. Discovery runs on the Platform's {@code EngineDiscoveryRequestResolver} (one resolver a selector kind), execution on its {@code HierarchicalTestEngine}; with parallel execution on, scenarios run on its fork-join executor and discovery reads the files ahead on threads of its own. A file read by one discovery is taken from the engine's {@code ScenarioReadCache} by the next (Surefire discovers twice) while its bytes hash the same.
 *
 * <p>May use: model, scenario, xml, junit-platform-engine.
 */
package org.rallyworkbench.engine.junit;
