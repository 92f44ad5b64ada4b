package org.rallyworkbench.engine.xml;

import jakarta.xml.bind.annotation.XmlAttribute;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlElements;
import jakarta.xml.bind.annotation.XmlList;
import jakarta.xml.bind.annotation.XmlRootElement;
import jakarta.xml.bind.annotation.XmlType;
import java.util.ArrayList;
import java.util.List;

/**
 * JAXB binding of {@code scenario-1.xsd}. Values are kept as written (optional attributes as null);
 * {@link ScenarioMapping} applies the defaults of FORMATS.md. Child elements without an explicit namespace
 * take the scenario namespace of their enclosing type.
 */
@XmlRootElement(name = "scenario", namespace = Namespaces.SCENARIO)
@XmlType(name = "Scenario", namespace = Namespaces.SCENARIO,
        propOrder = {"description", "covers", "boardRef", "inlineBoard", "robots", "steps"})
final class ScenarioDocument {

    @XmlAttribute(required = true)
    String name;
    @XmlAttribute
    String rules;
    @XmlAttribute
    Long seed;
    @XmlAttribute
    Boolean symmetric;

    @XmlElement
    String description;
    @XmlElement
    @XmlList
    List<String> covers;
    @XmlElement(name = "board")
    BoardRef boardRef;
    @XmlElement(name = "board", namespace = Namespaces.BOARD)
    BoardDocument inlineBoard;
    @XmlElement(name = "robot")
    List<RobotElement> robots = new ArrayList<>();
    @XmlElements({
        @XmlElement(name = "turn", type = TurnElement.class),
        @XmlElement(name = "expect", type = ExpectElement.class)
    })
    List<Object> steps = new ArrayList<>();

    @XmlType(name = "BoardRef", namespace = Namespaces.SCENARIO)
    static final class BoardRef {
        @XmlAttribute(required = true)
        String href;
    }

    @XmlType(name = "Robot", namespace = Namespaces.SCENARIO)
    static final class RobotElement {
        @XmlAttribute(required = true)
        String name;
        @XmlAttribute(required = true)
        int x;
        @XmlAttribute(required = true)
        int y;
        @XmlAttribute(required = true)
        String facing;
        @XmlAttribute
        Integer damage;
        @XmlAttribute
        Integer lives;
        @XmlAttribute(name = "next-flag")
        Integer nextFlag;
        @XmlAttribute(name = "archive-x")
        Integer archiveX;
        @XmlAttribute(name = "archive-y")
        Integer archiveY;
        @XmlAttribute(name = "powered-down")
        Boolean poweredDown;
        @XmlAttribute
        Integer start;
        @XmlAttribute
        @XmlList
        List<String> registers;
        @XmlAttribute(name = "reentry-facing")
        String reentryFacing;
        /** The options held, with counters (R-OPT-1, FORMATS.md), as written. */
        @XmlAttribute
        String options;
    }

    @XmlType(name = "Turn", namespace = Namespaces.SCENARIO)
    static final class TurnElement {
        @XmlElements({
            @XmlElement(name = "program", type = ProgramElement.class),
            @XmlElement(name = "expect", type = ExpectElement.class)
        })
        List<Object> items = new ArrayList<>();
    }

    @XmlType(name = "Program", namespace = Namespaces.SCENARIO)
    static final class ProgramElement {
        @XmlAttribute(required = true)
        String robot;
        @XmlAttribute
        @XmlList
        List<String> cards;
        @XmlAttribute(name = "power-down")
        Boolean powerDown;
        @XmlAttribute(name = "reentry-facing")
        String reentryFacing;
        @XmlAttribute(name = "double-repair")
        String doubleRepair;
        @XmlAttribute(name = "reentry-x")
        Integer reentryX;
        @XmlAttribute(name = "reentry-y")
        Integer reentryY;
        /** The sacrifice list (R-OPT-2); null when not written, empty when written empty. */
        @XmlAttribute
        @XmlList
        List<String> sacrifice;
        @XmlElement(name = "use")
        List<UseElement> uses = new ArrayList<>();
    }

    /** One option use declaration (R-OPT-13 … R-OPT-29). */
    @XmlType(name = "Use", namespace = Namespaces.SCENARIO)
    static final class UseElement {
        @XmlAttribute(required = true)
        String option;
        @XmlAttribute
        @XmlList
        List<Integer> registers;
        @XmlAttribute(name = "lock-register")
        Integer lockRegister;
        @XmlAttribute
        String destroy;
        @XmlAttribute
        String card;
    }

    /** An expectation: inside a turn it has {@code after-register}, after a turn it has none. */
    @XmlType(name = "Expect", namespace = Namespaces.SCENARIO)
    static final class ExpectElement {
        @XmlAttribute(name = "after-register")
        Integer afterRegister;
        @XmlElements({
            @XmlElement(name = "robot", type = RobotExpectationElement.class),
            @XmlElement(name = "winner", type = WinnerElement.class)
        })
        List<Object> checks = new ArrayList<>();
    }

    @XmlType(name = "RobotExpectation", namespace = Namespaces.SCENARIO)
    static final class RobotExpectationElement {
        @XmlAttribute(required = true)
        String name;
        @XmlAttribute
        Integer x;
        @XmlAttribute
        Integer y;
        @XmlAttribute
        String facing;
        @XmlAttribute
        Integer damage;
        @XmlAttribute
        Integer lives;
        @XmlAttribute(name = "next-flag")
        Integer nextFlag;
        @XmlAttribute(name = "archive-x")
        Integer archiveX;
        @XmlAttribute(name = "archive-y")
        Integer archiveY;
        @XmlAttribute
        Boolean destroyed;
        @XmlAttribute(name = "powered-down")
        Boolean poweredDown;
        @XmlAttribute
        Integer dealt;
        @XmlAttribute
        Integer options;
        @XmlAttribute
        String holds;
    }

    @XmlType(name = "Winner", namespace = Namespaces.SCENARIO)
    static final class WinnerElement {
        @XmlAttribute(required = true)
        String robot;
    }
}
