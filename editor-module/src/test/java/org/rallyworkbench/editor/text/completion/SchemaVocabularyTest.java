package org.rallyworkbench.editor.text.completion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javax.xml.namespace.QName;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.xml.Namespaces;

/** The vocabularies read from the engine's XSDs: children, attributes, values and documentation, by path. */
class SchemaVocabularyTest {

    private static final String S = Namespaces.SCENARIO;
    private static final String B = Namespaces.BOARD;
    private final SchemaVocabulary scenarios = SchemaVocabulary.scenarios();
    private final SchemaVocabulary boards = SchemaVocabulary.boards();

    private static List<QName> path(String... steps) {
        return java.util.Arrays.stream(steps).map(s -> {
            String[] parts = s.split("\\|");
            return parts.length == 1 ? new QName(S, s) : new QName(parts[0].equals("b") ? B : S, parts[1]);
        }).toList();
    }

    private static List<String> names(List<ElementDecl> elements) {
        return elements.stream().map(e -> e.name() + (e.namespace().equals(B) ? "@board" : "")).toList();
    }

    @Test
    void theRootsAreTheMainSchemasGlobalElements() {
        assertEquals(List.of("scenario"), names(scenarios.roots()));
        assertEquals(List.of("board@board"), names(boards.roots()));
    }

    @Test
    void theChildrenOfScenarioComeInSchemaOrderWithBothBoards() {
        assertEquals(List.of("description", "covers", "board", "board@board", "robot", "turn", "expect"),
                names(scenarios.children(path("scenario"))));
    }

    @Test
    void theSameNameInTwoPlacesHasItsOwnContent() {
        List<String> robotAttributes = attributeNames(scenarios.attributes(path("scenario", "robot")));
        List<String> expectedRobotAttributes = attributeNames(scenarios.attributes(path("scenario", "expect", "robot")));
        assertTrue(robotAttributes.contains("registers"), robotAttributes.toString());
        assertFalse(expectedRobotAttributes.contains("registers"), expectedRobotAttributes.toString());
        assertTrue(expectedRobotAttributes.contains("destroyed"), expectedRobotAttributes.toString());
        assertEquals(List.of("program", "expect"), names(scenarios.children(path("scenario", "turn"))));
    }

    @Test
    void aRobotsAttributesSayWhichAreRequiredAndWhatValuesTheyTake() {
        List<AttributeDecl> attributes = scenarios.attributes(path("scenario", "robot"));
        assertEquals(List.of("name", "x", "y", "facing", "damage", "lives", "next-flag", "archive-x", "archive-y",
                "powered-down", "start", "registers", "reentry-facing", "options"), attributeNames(attributes));
        AttributeDecl facing = scenarios.attribute(path("scenario", "robot"), "facing").orElseThrow();
        assertTrue(facing.required());
        assertEquals(List.of("N", "E", "S", "W"), facing.type().values());
        assertEquals("Direction", facing.type().name());
        AttributeDecl poweredDown = scenarios.attribute(path("scenario", "robot"), "powered-down").orElseThrow();
        assertFalse(poweredDown.required());
        assertEquals("false", poweredDown.defaultValue());
        assertEquals(List.of("true", "false"), poweredDown.type().values(), "xs:boolean");
        AttributeDecl rules = scenarios.attribute(path("scenario"), "rules").orElseThrow();
        assertEquals(List.of("house", "classic-2005"), rules.type().values());
        AttributeDecl x = scenarios.attribute(path("scenario", "robot"), "x").orElseThrow();
        assertEquals("int, 0..255", x.type().summary());
        assertTrue(x.type().values().isEmpty());
    }

    @Test
    void anExtensionInheritsTheBaseTypesAttributes() {
        // RegisterExpect extends Expect: expect in a turn has after-register and Expect's children
        List<QName> registerExpect = path("scenario", "turn", "expect");
        assertTrue(scenarios.attribute(registerExpect, "after-register").orElseThrow().required());
        assertEquals(List.of("robot", "winner"), names(scenarios.children(registerExpect)));
        // Conveyor extends Tile: x and y come first, from the base
        List<AttributeDecl> conveyor = boards.attributes(List.of(new QName(B, "board"), new QName(B, "conveyor")));
        assertEquals(List.of("x", "y", "dir", "express"), attributeNames(conveyor));
        assertTrue(conveyor.get(0).required());
        assertEquals("Column, 0-based, west to east.", conveyor.get(0).documentation());
    }

    @Test
    void anInlineBoardSwitchesToTheBoardSchema() {
        List<QName> inline = path("scenario", "b|board");
        assertEquals(List.of("name", "width", "height"), attributeNames(scenarios.attributes(inline)));
        List<ElementDecl> children = scenarios.children(inline);
        assertEquals(List.of("pit", "conveyor"), names(children).subList(0, 2).stream().map(n -> n.split("@")[0]).toList());
        assertEquals(1, names(children).stream().filter(n -> n.startsWith("description@")).count(),
                "named once although the board's content model names it between two runs of elements");
        assertTrue(children.stream().allMatch(c -> c.namespace().equals(B)), names(children).toString());
        assertTrue(names(children).contains("pusher@board"));
        List<QName> pusher = path("scenario", "b|board", "b|pusher");
        assertEquals(List.of("x", "y", "side", "registers"), attributeNames(scenarios.attributes(pusher)));
        // the board reference in the scenario namespace is another element: it only has href
        assertEquals(List.of("href"), attributeNames(scenarios.attributes(path("scenario", "board"))));
    }

    @Test
    void aPathWithoutNamespacesIsMatchedByLocalNamePreferringTheParentsNamespace() {
        List<QName> unqualified = List.of(new QName("scenario"), new QName("board"));
        assertEquals(List.of("href"), attributeNames(scenarios.attributes(unqualified)));
        assertTrue(scenarios.resolve(List.of(new QName("scenario"), new QName("nonsense"))).isEmpty());
    }

    @Test
    void documentationIsReadWithItsLinesFolded() {
        ElementDecl scenario = scenarios.roots().get(0);
        assertTrue(scenario.documentation().startsWith("A rules scenario: a board, robots in their initial state, then"
                + " turns with programs"), scenario.documentation());
        ElementDecl inlineBoard = scenarios.resolve(path("scenario", "b|board")).orElseThrow();
        assertTrue(inlineBoard.documentation().startsWith("Or the board written inline"), inlineBoard.documentation());
        assertTrue(inlineBoard.documentation().contains("\n\nA board. Its elements, and the optional description"),
                "the referenced global element's documentation follows: " + inlineBoard.documentation());
        assertEquals("A compass direction: N (up, y-1), E (x+1), S (y+1) or W (x-1).",
                scenarios.attribute(path("scenario", "robot"), "facing").orElseThrow().type().documentation());
    }

    @Test
    void repeatabilityFollowsTheEnclosingCompositors() {
        List<ElementDecl> children = scenarios.children(path("scenario"));
        assertFalse(children.get(0).repeatable(), "description");
        assertFalse(children.get(2).repeatable(), "board");
        assertTrue(children.get(4).repeatable(), "robot, maxOccurs unbounded");
        assertTrue(children.get(5).repeatable(), "turn, inside an unbounded choice");
        assertTrue(children.get(2).choice() != 0, "the two boards are alternatives");
        assertEquals(children.get(2).choice(), children.get(3).choice());
        assertEquals(0, children.get(5).choice(), "a repeating choice has no alternatives to rule out");
    }

    @Test
    void everyElementAndAttributeOfBothSchemasIsDocumented() {
        assertDocumented(scenarios.roots(), new java.util.HashSet<>());
        assertDocumented(boards.roots(), new java.util.HashSet<>());
    }

    private static void assertDocumented(List<ElementDecl> elements, java.util.Set<ElementType> seen) {
        for (ElementDecl e : elements) {
            assertFalse(e.documentation().isBlank(), e.name());
            for (AttributeDecl a : e.type().attributes()) {
                assertFalse(a.documentation().isBlank(), e.name() + "/@" + a.name());
            }
            if (seen.add(e.type())) {
                assertDocumented(e.type().children(), seen);
            }
        }
    }

    private static List<String> attributeNames(List<AttributeDecl> attributes) {
        return attributes.stream().map(AttributeDecl::name).toList();
    }
}
