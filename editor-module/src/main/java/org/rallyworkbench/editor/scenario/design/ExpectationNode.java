package org.rallyworkbench.editor.scenario.design;

import java.lang.reflect.InvocationTargetException;
import java.util.OptionalInt;
import java.util.function.Function;
import org.openide.loaders.DataObject;
import org.openide.nodes.AbstractNode;
import org.openide.nodes.Children;
import org.openide.nodes.PropertySupport;
import org.openide.nodes.Sheet;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.scenario.file.ScenarioDataObject;
import org.rallyworkbench.editor.scenario.file.ScenarioText;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.model.ScenarioSpec.RobotExpectation;
import org.rallyworkbench.engine.model.SourceLocation;
import org.rallyworkbench.engine.scenario.SourceText;

/**
 * One robot's expectation in the Properties window: what is checked of it (position, facing, damage, lives,
 * destroyed). An empty value is not checked; each change is written into the XML as one undoable edit, refused
 * when the scenario would no longer read.
 */
@Messages({
    "PROP_ExpectX=X", "PROP_ExpectY=Y", "PROP_ExpectFacing=Facing", "PROP_ExpectDamage=Damage",
    "PROP_ExpectLives=Lives", "PROP_ExpectDestroyed=Destroyed",
    "HINT_Expect=Empty: not checked",
    "# {0} - robot", "# {1} - when", "LBL_ExpectationNode=Expected {0} {1}"
})
public final class ExpectationNode extends AbstractNode {

    private final DataObject dob;
    private final RobotExpectation expected;

    public ExpectationNode(DataObject dob, RobotExpectation expected, String when) {
        super(Children.LEAF);
        this.dob = dob;
        this.expected = expected;
        setName(expected.name());
        setDisplayName(Bundle.LBL_ExpectationNode(expected.name(), when));
        setIconBaseWithExtension(ScenarioDataObject.ICON);
    }

    public RobotExpectation expected() {
        return expected;
    }

    @Override
    protected Sheet createSheet() {
        Sheet sheet = Sheet.createDefault();
        Sheet.Set set = Sheet.createPropertiesSet();
        set.put(property("x", Bundle.PROP_ExpectX(), e -> text(e.x())));
        set.put(property("y", Bundle.PROP_ExpectY(), e -> text(e.y())));
        set.put(property("facing", Bundle.PROP_ExpectFacing(), e -> e.facing().map(Enum::name).orElse("")));
        set.put(property("damage", Bundle.PROP_ExpectDamage(), e -> text(e.damage())));
        set.put(property("lives", Bundle.PROP_ExpectLives(), e -> text(e.lives())));
        set.put(property("destroyed", Bundle.PROP_ExpectDestroyed(),
                e -> e.destroyed().map(String::valueOf).orElse("")));
        sheet.put(set);
        return sheet;
    }

    private static String text(OptionalInt v) {
        return v.isPresent() ? String.valueOf(v.getAsInt()) : "";
    }

    private PropertySupport.ReadWrite<String> property(String attribute, String label,
                                                       Function<RobotExpectation, String> get) {
        return new PropertySupport.ReadWrite<>(attribute, String.class, label, Bundle.HINT_Expect()) {
            @Override
            public String getValue() {
                return get.apply(expected);
            }

            @Override
            public void setValue(String value) throws InvocationTargetException {
                String v = value == null || value.isBlank() ? null : value.trim();
                if ("facing".equals(attribute) && v != null) {
                    v = v.toUpperCase(java.util.Locale.ROOT);
                }
                String written = v;
                SourceLocation at = expected.location();
                TextEdits.apply(dob, text -> {
                    String changed = StepEdits.setExpectedAttribute(text,
                            SourceText.offset(text, at.line(), at.column()), attribute, written);
                    if (ScenarioText.load(dob, changed) instanceof ReadResult.Failed<ScenarioSpec> failed
                            && ScenarioText.load(dob, text) instanceof ReadResult.Read<ScenarioSpec>) {
                        throw new IllegalArgumentException(failed.problems().get(0).message());
                    }
                    return changed;
                });
            }
        };
    }
}
