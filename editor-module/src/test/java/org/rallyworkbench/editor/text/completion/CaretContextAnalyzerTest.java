package org.rallyworkbench.editor.text.completion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import javax.xml.namespace.QName;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.xml.Namespaces;

/** The caret's context in raw, often half-typed XML; '|' marks the caret in each text. */
class CaretContextAnalyzerTest {

    private static final String S = Namespaces.SCENARIO;
    private static final String B = Namespaces.BOARD;
    private static final String HEAD = "<?xml version=\"1.0\"?>\n<scenario xmlns=\"" + S + "\" name=\"n\">\n";

    private static CaretContext at(String marked) {
        int caret = marked.indexOf('|');
        return CaretContextAnalyzer.at(marked.substring(0, caret) + marked.substring(caret + 1), caret);
    }

    private static List<String> local(List<QName> path) {
        return path.stream().map(QName::getLocalPart).toList();
    }

    @Test
    void afterALessThanAnElementNameGoesInTheEnclosingElement() {
        CaretContext.ElementName c = assertInstanceOf(CaretContext.ElementName.class, at(HEAD + "  <|"));
        assertEquals(List.of(new QName(S, "scenario")), c.parents());
        assertEquals("", c.prefix());
        assertEquals(false, c.inContent());
        assertEquals(HEAD.length() + 3, c.start());
    }

    @Test
    void theTypedPartOfTheNameIsThePrefix() {
        CaretContext.ElementName c = assertInstanceOf(CaretContext.ElementName.class, at(HEAD + "  <rob|"));
        assertEquals("rob", c.prefix());
        CaretContext.ElementName middle = assertInstanceOf(CaretContext.ElementName.class,
                at(HEAD + "  <rob|ot name=\"x\"/>"));
        assertEquals("rob", middle.prefix());
    }

    @Test
    void inElementContentTheLessThanIsStillToWrite() {
        CaretContext.ElementName c = assertInstanceOf(CaretContext.ElementName.class,
                at(HEAD + "  <turn>\n    |\n  </turn>\n</scenario>"));
        assertEquals(List.of("scenario", "turn"), local(c.parents()));
        assertTrue(c.inContent());
        assertEquals("", c.prefix());
    }

    @Test
    void closedAndSelfClosedElementsAreSiblingsNotParents() {
        String text = HEAD + "  <description>d</description>\n  <robot name=\"a\" x=\"1\" y=\"1\" facing=\"N\"/>\n"
                + "  <turn><program robot=\"a\"/></turn>\n  <|";
        CaretContext.ElementName c = assertInstanceOf(CaretContext.ElementName.class, at(text));
        assertEquals(List.of("scenario"), local(c.parents()));
        assertEquals(List.of("description", "robot", "turn"), local(c.siblings()));
    }

    @Test
    void insideAStartTagAfterItsNameTheAttributesNotYetWritten() {
        CaretContext.AttributeName c = assertInstanceOf(CaretContext.AttributeName.class,
                at(HEAD + "  <robot name=\"red\" | x=\"1\"/>"));
        assertEquals(List.of("scenario", "robot"), local(c.element()));
        assertEquals(Set.of("name", "x"), c.present(), "attributes after the caret count too");
        assertEquals("", c.prefix());
        CaretContext.AttributeName typed = assertInstanceOf(CaretContext.AttributeName.class,
                at(HEAD + "  <robot name=\"red\" fa|"));
        assertEquals("fa", typed.prefix());
        assertEquals(Set.of("name"), typed.present(), "the attribute being typed is not present yet");
    }

    @Test
    void rightAfterAClosingQuoteAnAttributeMayStart() {
        assertInstanceOf(CaretContext.AttributeName.class, at(HEAD + "  <robot name=\"red\"|/>"));
        assertInstanceOf(CaretContext.AttributeName.class, at(HEAD + "  <robot name=\"red\"|>"));
    }

    @Test
    void insideQuotesTheValueOfThatAttribute() {
        CaretContext.AttributeValue c = assertInstanceOf(CaretContext.AttributeValue.class,
                at(HEAD + "  <robot name=\"red\" facing=\"|\"/>"));
        assertEquals("facing", c.attribute());
        assertEquals(List.of("scenario", "robot"), local(c.element()));
        assertEquals("", c.prefix());
        CaretContext.AttributeValue single = assertInstanceOf(CaretContext.AttributeValue.class,
                at(HEAD + "  <program robot='red' double-repair='op|'/>"));
        assertEquals("op", single.prefix());
        assertEquals("double-repair", single.attribute());
    }

    @Test
    void anUnclosedValueEndsWhereTheNextTagBegins() {
        CaretContext.AttributeValue c = assertInstanceOf(CaretContext.AttributeValue.class,
                at(HEAD + "  <robot facing=\"|\n  <robot name=\"blue\" x=\"1\"/>\n</scenario>"));
        assertEquals("facing", c.attribute());
        // and the broken tag does not swallow what follows
        CaretContext.ElementName after = assertInstanceOf(CaretContext.ElementName.class,
                at(HEAD + "  <robot facing=\"\n  <turn>\n    <|"));
        assertEquals(List.of("scenario", "turn"), local(after.parents()));
    }

    @Test
    void aQuotedGreaterThanDoesNotEndTheTag() {
        CaretContext.AttributeName c = assertInstanceOf(CaretContext.AttributeName.class,
                at(HEAD + "  <robot name=\"a>b\" |"));
        assertEquals(Set.of("name"), c.present());
        CaretContext.ElementName content = assertInstanceOf(CaretContext.ElementName.class,
                at(HEAD + "  <turn x='>'>\n    <|"));
        assertEquals(List.of("scenario", "turn"), local(content.parents()));
    }

    @Test
    void afterLessThanSlashTheElementToClose() {
        CaretContext.EndTag c = assertInstanceOf(CaretContext.EndTag.class, at(HEAD + "  <turn>\n  </|"));
        assertEquals("turn", c.name());
        assertEquals(List.of("scenario", "turn"), local(c.element()));
        CaretContext.EndTag prefixed = assertInstanceOf(CaretContext.EndTag.class,
                at("<s:scenario xmlns:s=\"" + S + "\"></s:sc|"));
        assertEquals("s:scenario", prefixed.name(), "the name as written in the start tag");
        assertEquals("s:sc", prefixed.prefix());
        assertSame(CaretContext.NONE, at("</|"), "nothing open, nothing to close");
    }

    @Test
    void anEndTagClosesItsElementAndWhatWasLeftOpenInside() {
        CaretContext.ElementName c = assertInstanceOf(CaretContext.ElementName.class,
                at(HEAD + "  <turn>\n    <expect after-register=\"1\">\n  </turn>\n  <|"));
        assertEquals(List.of("scenario"), local(c.parents()));
        CaretContext.ElementName stray = assertInstanceOf(CaretContext.ElementName.class,
                at(HEAD + "  <turn>\n  </nonsense>\n  <|"));
        assertEquals(List.of("scenario", "turn"), local(stray.parents()), "an end tag matching nothing is ignored");
    }

    @Test
    void commentsCdataAndProcessingInstructionsAreSkipped() {
        assertSame(CaretContext.NONE, at(HEAD + "  <!-- a <robot | -->"));
        assertSame(CaretContext.NONE, at(HEAD + "  <![CDATA[ <|"));
        assertSame(CaretContext.NONE, at(HEAD + "  <?pi <|?>"));
        assertSame(CaretContext.NONE, at(HEAD + "  <!-- unfinished <|"));
        CaretContext.ElementName c = assertInstanceOf(CaretContext.ElementName.class,
                at(HEAD + "  <!-- <turn> -->\n  <![CDATA[<turn>]]>\n  <?pi <turn>?>\n  <|"));
        assertEquals(List.of("scenario"), local(c.parents()), "tags inside them open nothing");
        CaretContext.ElementName afterDoctype = assertInstanceOf(CaretContext.ElementName.class,
                at("<!DOCTYPE scenario [ <!ENTITY e \">\"> ]>\n<|"));
        assertEquals(List.of(), afterDoctype.parents());
    }

    @Test
    void placesWithNothingToComplete() {
        assertSame(CaretContext.NONE, at(HEAD + "  <robot name=|\"x\"/>"), "after '=' before the quote");
        assertSame(CaretContext.NONE, at(HEAD + "  <robot name=\"x\"/|>"), "inside '/>'");
        assertSame(CaretContext.NONE, at(HEAD + "  <turn>\n  </turn |>"), "an end tag after its name");
        assertSame(CaretContext.NONE, at(HEAD + "  < |"), "a '<' with no name before the blank");
    }

    @Test
    void namespacesAreResolvedFromTheDeclarationsInScope() {
        String text = HEAD + "  <board xmlns=\"" + B + "\" name=\"b\" width=\"3\" height=\"3\">\n    <pit |";
        CaretContext.AttributeName c = assertInstanceOf(CaretContext.AttributeName.class, at(text));
        assertEquals(List.of(new QName(S, "scenario"), new QName(B, "board"), new QName(B, "pit")), c.element());
        CaretContext.ElementName prefixed = assertInstanceOf(CaretContext.ElementName.class,
                at("<scenario xmlns=\"" + S + "\" xmlns:b=\"" + B + "\">\n<b:board>\n<|"));
        assertEquals(List.of(new QName(S, "scenario"), new QName(B, "board")), prefixed.parents());
        assertEquals(B, prefixed.namespaces().get("b"));
        assertEquals(S, prefixed.namespaces().get(""));
        CaretContext.ElementName afterBoard = assertInstanceOf(CaretContext.ElementName.class,
                at(text.replace("<pit |", "</board>\n  <|")));
        assertEquals(S, afterBoard.namespaces().get(""), "the board's default namespace ends with it");
    }

    @Test
    void theStartOfAnEmptyDocumentTakesARootElement() {
        CaretContext.ElementName c = assertInstanceOf(CaretContext.ElementName.class, at("|"));
        assertEquals(List.of(), c.parents());
        assertTrue(c.inContent());
        assertInstanceOf(CaretContext.ElementName.class, at("<?xml version=\"1.0\"?>\n<|"));
    }

    @Test
    void everyCaretPositionOfARealScenarioHasAContextAndNeverThrows() throws Exception {
        String text = new String(getClass().getResourceAsStream(
                "/org/rallyworkbench/editor/scenario/run/failing-push.scenario.xml").readAllBytes(),
                java.nio.charset.StandardCharsets.UTF_8);
        int values = 0;
        for (int caret = 0; caret <= text.length(); caret++) {
            CaretContext c = CaretContextAnalyzer.at(text, caret);
            values += c instanceof CaretContext.AttributeValue ? 1 : 0;
            // and every prefix of it, as typed so far
            CaretContextAnalyzer.at(text.substring(0, caret), caret);
        }
        assertTrue(values > 50, "the carets inside attribute values: " + values);
    }
}
