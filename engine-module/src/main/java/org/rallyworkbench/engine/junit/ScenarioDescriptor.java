package org.rallyworkbench.engine.junit;

import java.nio.file.Path;
import java.util.List;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.descriptor.FilePosition;
import org.junit.platform.engine.support.descriptor.FileSource;
import org.rallyworkbench.engine.model.BoardTransform;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.ExpectSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.TurnSpec;
import org.rallyworkbench.engine.scenario.ScenarioTransform;
import org.rallyworkbench.engine.xml.ScenarioXml;

/**
 * One scenario file: a test of its own (it fails when the file is invalid or the script is wrong), with its
 * expectations as children, and one container per symmetry variant holding the transformed expectations.
 */
final class ScenarioDescriptor extends AbstractTestDescriptor {

    static final String SEGMENT_TYPE = "scenario";
    static final List<BoardTransform> VARIANTS = List.of(BoardTransform.ROTATE_90, BoardTransform.ROTATE_180,
            BoardTransform.ROTATE_270, BoardTransform.MIRROR);

    private final Path file;
    private final ReadResult<ScenarioSpec> load;

    private ScenarioDescriptor(UniqueId id, Path file, ReadResult<ScenarioSpec> load) {
        super(id, load.asOptional().map(ScenarioSpec::name).orElse(file.getFileName().toString()),
                FileSource.from(file.toFile(), FilePosition.from(load.asOptional().map(s -> s.location().line()).orElse(1))));
        this.file = file;
        this.load = load;
    }

    static ScenarioDescriptor of(UniqueId parent, Path file) {
        ReadResult<ScenarioSpec> load = ScenarioXml.load(file);
        ScenarioDescriptor scenario = new ScenarioDescriptor(
                parent.append(SEGMENT_TYPE, file.toUri().toString()), file, load);
        load.asOptional().ifPresent(spec -> {
            scenario.addExpectations(scenario, spec);
            // a scenario whose outcome depends on compass directions (R-START-2's search order) runs only as written
            if (spec.symmetric()) {
                for (BoardTransform t : VARIANTS) {
                    VariantDescriptor variant = new VariantDescriptor(scenario.getUniqueId(), file, t,
                            ScenarioTransform.apply(t, spec));
                    scenario.addExpectations(variant, variant.spec());
                    scenario.addChild(variant);
                }
            }
        });
        return scenario;
    }

    private void addExpectations(AbstractTestDescriptor parent, ScenarioSpec spec) {
        int turn = 0;
        for (ScenarioSpec.Step step : spec.steps()) {
            if (step instanceof TurnSpec t) {
                turn++;
                for (ExpectSpec e : t.expects()) {
                    parent.addChild(new ExpectDescriptor(parent, file, turn, e));
                }
            } else {
                parent.addChild(new ExpectDescriptor(parent, file, turn, (ExpectSpec) step));
            }
        }
    }

    Path file() {
        return file;
    }

    ReadResult<ScenarioSpec> load() {
        return load;
    }

    @Override
    public Type getType() {
        return Type.CONTAINER_AND_TEST;
    }

    /** Reports that flatten the tree (Surefire's) show the file name with the scenario's name. */
    @Override
    public String getLegacyReportingName() {
        return legacyName(file, getDisplayName());
    }

    static String legacyName(Path file, String what) {
        return file.getParent().getFileName() + "/" + file.getFileName() + " (" + what + ")";
    }

    /** A rotated or mirrored copy of the scenario, with its own expectation children. */
    static final class VariantDescriptor extends AbstractTestDescriptor {
        private final ScenarioSpec spec;
        private final String legacyName;

        VariantDescriptor(UniqueId parent, Path file, BoardTransform transform, ScenarioSpec spec) {
            super(parent.append("variant", transform.describe()), spec.name(),
                    FileSource.from(file.toFile(), FilePosition.from(spec.location().line())));
            this.spec = spec;
            this.legacyName = legacyName(file, spec.name());
        }

        @Override
        public String getLegacyReportingName() {
            return legacyName;
        }

        ScenarioSpec spec() {
            return spec;
        }

        @Override
        public Type getType() {
            return Type.CONTAINER_AND_TEST;
        }
    }

    /** One {@code expect} element: passes when every attribute written matches the actual state. */
    static final class ExpectDescriptor extends AbstractTestDescriptor {
        private final ExpectSpec expect;
        private final String legacyName;

        ExpectDescriptor(AbstractTestDescriptor parent, Path file, int turn, ExpectSpec expect) {
            this(parent.getUniqueId(), file, turn, expect, parent.getLegacyReportingName());
        }

        private ExpectDescriptor(UniqueId parent, Path file, int turn, ExpectSpec expect, String parentName) {
            super(parent.append("expect", Integer.toString(expect.location().line())), describe(turn, expect),
                    FileSource.from(file.toFile(),
                            FilePosition.from(expect.location().line(), expect.location().column())));
            this.expect = expect;
            this.legacyName = parentName + " " + getDisplayName();
        }

        @Override
        public String getLegacyReportingName() {
            return legacyName;
        }

        private static String describe(int turn, ExpectSpec e) {
            String when = e.afterRegister().isPresent()
                    ? "after turn " + turn + ", register " + e.afterRegister().getAsInt()
                    : turn == 0 ? "at the start" : "after turn " + turn;
            return "expect " + when + " (line " + e.location().line() + ")";
        }

        ExpectSpec expect() {
            return expect;
        }

        @Override
        public Type getType() {
            return Type.TEST;
        }
    }

}
