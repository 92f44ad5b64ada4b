package org.rallyworkbench.engine.junit;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.platform.engine.support.hierarchical.Node;
import org.opentest4j.AssertionFailedError;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.UniqueId;
import org.rallyworkbench.engine.model.BoardTransform;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.ExpectSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.TurnSpec;

/**
 * One scenario file: a test of its own (it fails when the file is invalid or the script is wrong), with its
 * expectations as children, and one container per symmetry variant holding the transformed expectations. Its
 * {@code covers} rule ids are its tags (and its children's), so tag filters select scenarios by rule.
 */
final class ScenarioDescriptor extends TaggedDescriptor implements Node<ScenarioContext> {

    static final String SEGMENT_TYPE = "scenario";

    private final Path file;
    private final FileSources sources;
    private final ReadResult<ScenarioSpec> load;
    private final Map<BoardTransform, ScenarioSpec> variants;

    private ScenarioDescriptor(UniqueId id, FileSources sources, ScenarioRead read) {
        super(id, read.result().asOptional().map(ScenarioSpec::name).orElse(sources.file().getFileName().toString()),
                sources.at(read.result().asOptional().map(s -> s.location().line()).orElse(1)),
                read.result().asOptional().map(s -> RuleTags.of(s.covers())).orElse(Set.of()));
        this.file = sources.file();
        this.sources = sources;
        this.load = read.result();
        this.variants = read.variants();
    }

    /** The scenario alone; its children are added by the resolvers, all of them or only those selected. */
    static ScenarioDescriptor of(UniqueId parent, Path file, ScenarioRead read) {
        return new ScenarioDescriptor(parent.append(SEGMENT_TYPE, file.toUri().toString()), new FileSources(file), read);
    }

    /**
     * Adds every child, as a scenario that is itself selected has them: each expectation, then each variant with its
     * expectations (none for an unreadable file). Made here rather than through a unique-id selector each, which the
     * Platform would resolve one by one (some 9,000 for the suite).
     */
    void addAllChildren() {
        load.asOptional().ifPresent(spec -> {
            expectLines(spec).forEach(line -> expect(line).ifPresent(this::addChild));
            variants.keySet().forEach(t -> variant(t.describe()).ifPresent(v -> {
                v.addAllChildren();
                addChild(v);
            }));
        });
    }

    /** The expectation written at this line (its start tag's), if there is one. */
    Optional<ExpectDescriptor> expect(int line) {
        return load.asOptional().flatMap(spec -> ExpectDescriptor.find(this, sources, spec, line, getTags()));
    }

    /** The variant of that name, if the scenario is symmetric and it is one of {@link ScenarioRead#VARIANTS}. */
    Optional<VariantDescriptor> variant(String name) {
        return variants.entrySet().stream().filter(v -> v.getKey().describe().equals(name)).findFirst()
                .map(v -> new VariantDescriptor(getUniqueId(), sources, v.getKey(), v.getValue(), getTags()));
    }

    static List<Integer> expectLines(ScenarioSpec spec) {
        List<Integer> lines = new ArrayList<>();
        for (ScenarioSpec.Step step : spec.steps()) {
            if (step instanceof TurnSpec t) {
                t.expects().forEach(e -> lines.add(e.location().line()));
            } else {
                lines.add(((ExpectSpec) step).location().line());
            }
        }
        return lines;
    }

    /**
     * Also gone when a filter (tags, say) removed every expectation of it and of its variants: it is a test of its
     * own, which the Platform's pruning keeps, but no longer one anybody selected.
     */
    @Override
    public void prune() {
        if (filtered() && getChildren().stream().allMatch(c -> c instanceof VariantDescriptor v && v.emptied())) {
            removeFromHierarchy();
        } else {
            super.prune();
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

    /**
     * An unreadable file fails with every problem, a scenario without expectations as unchecked; else the scenario
     * is played for its expectation children.
     */
    @Override
    public ScenarioContext execute(ScenarioContext context, DynamicTestExecutor dynamicTestExecutor) {
        if (!load.isRead()) {
            throw new AssertionFailedError(load.problems().stream().map(Object::toString)
                    .collect(Collectors.joining("\n")));
        }
        ScenarioSpec spec = load.asOptional().orElseThrow();
        if (expectLines(spec).isEmpty()) {
            // as `./rally verify` and Test Results say UNCHECKED: a scenario that checks nothing never passes
            throw new AssertionFailedError(file.getFileName() + " (" + spec.name()
                    + "): no expectations: add an <expect> after a register or after the turn");
        }
        return context.with(ScenarioOutcome.of(spec));
    }

    /** The scenario fails only when its script cannot run, after its expectations reported on their own. */
    @Override
    public void after(ScenarioContext context) {
        failOnScriptErrors(context);
    }

    static void failOnScriptErrors(ScenarioContext context) {
        context.outcome().ifPresent(outcome -> {
            if (!outcome.errors().isEmpty()) {
                throw new AssertionFailedError(String.join("\n", outcome.errors()));
            }
        });
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
    static final class VariantDescriptor extends TaggedDescriptor implements Node<ScenarioContext> {
        static final String SEGMENT_TYPE = "variant";
        private final FileSources sources;
        private final ScenarioSpec spec;
        private final String legacyName;

        VariantDescriptor(UniqueId parent, FileSources sources, BoardTransform transform, ScenarioSpec spec,
                Set<TestTag> tags) {
            super(idOf(parent, transform), spec.name(), sources.at(spec.location().line()), tags);
            this.sources = sources;
            this.spec = spec;
            this.legacyName = legacyName(sources.file(), spec.name());
        }

        static UniqueId idOf(UniqueId scenario, BoardTransform transform) {
            return scenario.append(SEGMENT_TYPE, transform.describe());
        }

        /** Adds every expectation of the variant, as a variant that is itself selected has them. */
        void addAllChildren() {
            expectLines(spec).forEach(line -> expect(line).ifPresent(this::addChild));
        }

        /** The transformed expectation written at this line of the file, if there is one. */
        Optional<ExpectDescriptor> expect(int line) {
            return ExpectDescriptor.find(this, sources, spec, line, getTags());
        }

        /** Every expectation removed by a filter. */
        boolean emptied() {
            return filtered() && getChildren().isEmpty();
        }

        @Override
        public void prune() {
            if (emptied()) {
                removeFromHierarchy();
            } else {
                super.prune();
            }
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

        @Override
        public ScenarioContext execute(ScenarioContext context, DynamicTestExecutor dynamicTestExecutor) {
            return context.with(ScenarioOutcome.of(spec));
        }

        @Override
        public void after(ScenarioContext context) {
            failOnScriptErrors(context);
        }
    }

    /** One {@code expect} element: passes when every attribute written matches the actual state. */
    static final class ExpectDescriptor extends TaggedDescriptor implements Node<ScenarioContext> {
        static final String SEGMENT_TYPE = "expect";
        private final ExpectSpec expect;
        private final String legacyName;
    
        private ExpectDescriptor(TestDescriptor parent, FileSources sources, int turn, ExpectSpec expect,
                Set<TestTag> tags) {
            super(idOf(parent.getUniqueId(), expect.location().line()), describe(turn, expect),
                    sources.at(expect.location().line(), expect.location().column()), tags);
            this.expect = expect;
            this.legacyName = parent.getLegacyReportingName() + " " + getDisplayName();
        }

        static UniqueId idOf(UniqueId parent, int line) {
            return parent.append(SEGMENT_TYPE, Integer.toString(line));
        }

        /** The expectation of {@code spec} written at {@code line}, with its turn number for the display name. */
        static Optional<ExpectDescriptor> find(TestDescriptor parent, FileSources sources, ScenarioSpec spec, int line,
                Set<TestTag> tags) {
            int turn = 0;
            for (ScenarioSpec.Step step : spec.steps()) {
                List<ExpectSpec> expects;
                if (step instanceof TurnSpec t) {
                    turn++;
                    expects = t.expects();
                } else {
                    expects = List.of((ExpectSpec) step);
                }
                for (ExpectSpec e : expects) {
                    if (e.location().line() == line) {
                        return Optional.of(new ExpectDescriptor(parent, sources, turn, e, tags));
                    }
                }
            }
            return Optional.empty();
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

        /** Checked against the outcome its scenario (or variant) node played; cheap, so on that node's thread. */
        @Override
        public ExecutionMode getExecutionMode() {
            return ExecutionMode.SAME_THREAD;
        }

        @Override
        public ScenarioContext execute(ScenarioContext context, DynamicTestExecutor dynamicTestExecutor) {
            Optional<String> failure = context.outcome().orElseThrow().failureOf(expect);
            if (failure.isPresent()) {
                throw new AssertionFailedError(failure.get());
            }
            return context;
        }
    }

}
