package org.rallyworkbench.engine.junit;

import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.descriptor.ClassSource;

/**
 * The scenarios found through the marker class {@link RallyScenariosTest}, grouped under that class. Build tools
 * that report by class (Surefire's XML and text reports) then show them as a test set of their own instead of
 * appending them to whatever class ran before.
 */
final class SuiteDescriptor extends AbstractTestDescriptor {

    static final String SEGMENT_TYPE = "suite";

    SuiteDescriptor(UniqueId parent, String roots) {
        super(idUnder(parent), "Rally scenarios in " + roots, ClassSource.from(RallyScenariosTest.class));
    }

    /** The suite's unique id under the engine's. */
    static UniqueId idUnder(UniqueId engine) {
        return engine.append(SEGMENT_TYPE, "roots");
    }

    @Override
    public String getLegacyReportingName() {
        return RallyScenariosTest.class.getName();
    }

    @Override
    public Type getType() {
        return Type.CONTAINER;
    }
}
