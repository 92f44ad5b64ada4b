package org.rallyworkbench.editor.scenario.design;

import java.lang.reflect.InvocationTargetException;
import java.util.Locale;
import java.util.function.Function;
import org.openide.loaders.DataObject;
import org.openide.nodes.AbstractNode;
import org.openide.nodes.Children;
import org.openide.nodes.PropertySupport;
import org.openide.nodes.Sheet;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.scenario.file.ScenarioText;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.OptionText;
import org.rallyworkbench.engine.model.ScenarioSpec.RobotSpec;

/**
 * A scenario robot in the Properties window: position, facing, damage, lives, next flag, archive and registers; in
 * a second set, the option cards it holds and their counters (FORMATS.md "Option cards in scenarios"). Each change
 * is written into the scenario's XML as one undoable edit; a value that does not read is refused with a message.
 */
@Messages({
    "PROP_x=X", "PROP_y=Y", "PROP_facing=Facing", "HINT_facing=N, E, S or W",
    "PROP_damage=Damage", "PROP_lives=Lives", "PROP_nextFlag=Next flag",
    "PROP_archiveX=Archive X", "PROP_archiveY=Archive Y",
    "PROP_registers=Registers", "HINT_registers=Cards held from the previous turn, register 1 first, e.g. move1@500 left@70",
    "LBL_OptionsSet=Option cards",
    "PROP_options=Holds",
    "HINT_options=The option cards held, e.g. ablative-coat:1 crab-legs (… ticks them); a counter after the colon",
    "PROP_coat=Ablative Coat absorbed", "HINT_coat=Damage absorbed so far, 0..2 (the third point discards it, R-OPT-4)",
    "PROP_howitzer=Mini Howitzer shots", "HINT_howitzer=Shots fired so far, 0..4 (the fifth discards it, R-OPT-26)",
    "PROP_flywheel=Flywheel card", "HINT_flywheel=The card stored on the Flywheel (R-OPT-22), e.g. uturn@10; empty: none"
})
public final class RobotNode extends AbstractNode {

    private final DataObject dob;
    private final RobotSpec robot;

    public RobotNode(DataObject dob, RobotSpec robot) {
        super(Children.LEAF);
        this.dob = dob;
        this.robot = robot;
        setName(robot.name());
        setDisplayName(robot.name());
        setIconBaseWithExtension("org/rallyworkbench/editor/scenario/file/scenario16.png");
    }

    public RobotSpec robot() {
        return robot;
    }

    @Override
    protected Sheet createSheet() {
        Sheet sheet = Sheet.createDefault();
        Sheet.Set set = Sheet.createPropertiesSet();
        set.put(number("x", Bundle.PROP_x(), r -> r.position().x()));
        set.put(number("y", Bundle.PROP_y(), r -> r.position().y()));
        set.put(text("facing", Bundle.PROP_facing(), Bundle.HINT_facing(), r -> r.facing().name(), RobotNode::facing));
        set.put(number("damage", Bundle.PROP_damage(), RobotSpec::damage));
        set.put(number("lives", Bundle.PROP_lives(), RobotSpec::lives));
        set.put(number("next-flag", Bundle.PROP_nextFlag(), RobotSpec::nextFlag));
        set.put(number("archive-x", Bundle.PROP_archiveX(), r -> r.archive().x()));
        set.put(number("archive-y", Bundle.PROP_archiveY(), r -> r.archive().y()));
        set.put(text("registers", Bundle.PROP_registers(), Bundle.HINT_registers(),
                r -> String.join(" ", r.registers().stream().map(Card::toString).toList()), RobotNode::cards));
        sheet.put(set);
        sheet.put(optionSet());
        return sheet;
    }

    /** The options held and, for those that have one, their counters: each edit rewrites {@code options}. */
    private Sheet.Set optionSet() {
        Sheet.Set set = new Sheet.Set();
        set.setName("options");
        set.setDisplayName(Bundle.LBL_OptionsSet());
        String held = OptionText.format(robot.options(), robot.optionState());
        PropertySupport.ReadWrite<String> holds = text("options", Bundle.PROP_options(), Bundle.HINT_options(),
                r -> held, OptionEdits::canonical, OptionsEditor::new);
        set.put(holds);
        if (robot.options().contains(OptionCard.ABLATIVE_COAT)) {
            set.put(counter(OptionCard.ABLATIVE_COAT, "coat", Bundle.PROP_coat(), Bundle.HINT_coat()));
        }
        if (robot.options().contains(OptionCard.MINI_HOWITZER)) {
            set.put(counter(OptionCard.MINI_HOWITZER, "howitzer", Bundle.PROP_howitzer(), Bundle.HINT_howitzer()));
        }
        if (robot.options().contains(OptionCard.FLYWHEEL)) {
            set.put(counter(OptionCard.FLYWHEEL, "flywheel", Bundle.PROP_flywheel(), Bundle.HINT_flywheel()));
        }
        return set;
    }

    private PropertySupport.ReadWrite<String> counter(OptionCard option, String name, String label, String hint) {
        String written = OptionText.format(robot.options(), robot.optionState());
        return new PropertySupport.ReadWrite<>(name, String.class, label, hint) {
            @Override
            public String getValue() {
                return OptionText.counter(option, robot.optionState());
            }

            @Override
            public void setValue(String value) throws InvocationTargetException {
                String changed;
                try {
                    changed = OptionEdits.withCounter(written, option, value);
                } catch (IllegalArgumentException e) {
                    throw new InvocationTargetException(e, e.getMessage());
                }
                write("options", changed);
            }
        };
    }

    private static String facing(String value) {
        return Direction.valueOf(value.trim().toUpperCase(Locale.ROOT)).name();
    }

    private static String cards(String value) {
        return String.join(" ", Card.parseList(value.trim()).stream().map(Card::toString).toList());
    }

    private PropertySupport.ReadWrite<Integer> number(String attribute, String label, Function<RobotSpec, Integer> get) {
        return new PropertySupport.ReadWrite<>(attribute, Integer.class, label, null) {
            @Override
            public Integer getValue() {
                return get.apply(robot);
            }

            @Override
            public void setValue(Integer value) throws InvocationTargetException {
                write(attribute, String.valueOf(value));
            }
        };
    }

    private PropertySupport.ReadWrite<String> text(String attribute, String label, String hint,
                                                   Function<RobotSpec, String> get, Function<String, String> check) {
        return text(attribute, label, hint, get, check, null);
    }

    /** {@code editor}: the property's own editor (null: the sheet's default for text). */
    private PropertySupport.ReadWrite<String> text(String attribute, String label, String hint,
                                                   Function<RobotSpec, String> get, Function<String, String> check,
                                                   java.util.function.Supplier<java.beans.PropertyEditor> editor) {
        return new PropertySupport.ReadWrite<>(attribute, String.class, label, hint) {
            @Override
            public java.beans.PropertyEditor getPropertyEditor() {
                return editor == null ? super.getPropertyEditor() : editor.get();
            }

            @Override
            public String getValue() {
                return get.apply(robot);
            }

            @Override
            public void setValue(String value) throws InvocationTargetException {
                String checked;
                try {
                    checked = check.apply(value);
                } catch (IllegalArgumentException e) {
                    throw new InvocationTargetException(e, e.getMessage());
                }
                write(attribute, checked.isEmpty() ? null : checked);
            }
        };
    }

    private void write(String attribute, String value) {
        TextEdits.apply(dob, RobotAttributeEdit.of(robot.name(), attribute, value, text -> ScenarioText.load(dob, text)));
    }
}
