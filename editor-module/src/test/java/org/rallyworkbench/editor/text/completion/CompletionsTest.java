package org.rallyworkbench.editor.text.completion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.xml.Namespaces;

/** The suggestions at a caret ('|') and the text each one puts in. */
class CompletionsTest {

    private static final String S = Namespaces.SCENARIO;
    private static final String B = Namespaces.BOARD;
    private static final String HEAD = "<scenario xmlns=\"" + S + "\" name=\"n\">\n";

    private static List<CompletionItem> at(SchemaVocabulary vocabulary, String marked) {
        int caret = marked.indexOf('|');
        return Completions.at(vocabulary, marked.substring(0, caret) + marked.substring(caret + 1), caret);
    }

    private static List<String> labels(List<CompletionItem> items) {
        return items.stream().map(CompletionItem::label).toList();
    }

    /**
     * Asserts that the scenario completions at the '|' of {@code marked} are {@code labels} and that choosing the
     * first gives {@code afterFirst} (with '|' at the caret); the items offered.
     */
    private static List<CompletionItem> offered(String marked, List<String> labels, String afterFirst) {
        List<CompletionItem> items = at(SchemaVocabulary.scenarios(), marked);
        assertEquals(labels, labels(items));
        assertEquals(afterFirst, chosen(marked, items.get(0)));
        return items;
    }

    /** The text after choosing the item, with '|' where the caret goes. */
    private static String chosen(String marked, CompletionItem item) {
        String text = marked.replace("|", "");
        return text.substring(0, item.start()) + item.text().substring(0, item.caretInText()) + "|"
                + item.text().substring(item.caretInText()) + text.substring(item.end());
    }

    @Test
    void childrenOfScenarioLeaveOutOnceOnlyChildrenAlreadyWritten() {
        List<CompletionItem> items = at(SchemaVocabulary.scenarios(), HEAD + "  <description>d</description>\n  <|");
        assertEquals(List.of("covers", "board", "board", "robot", "turn", "expect"), labels(items));
        assertEquals(List.of("", B), items.subList(1, 3).stream().map(CompletionItem::detail).toList(),
                "the inline board is marked with its namespace");
    }

    @Test
    void onceOneBoardIsWrittenNeitherBoardIsOfferedAgain() {
        String inline = HEAD + "  <board xmlns=\"" + B + "\" name=\"b\" width=\"2\" height=\"2\"/>\n  <|";
        assertEquals(List.of("description", "covers", "robot", "turn", "expect"),
                labels(at(SchemaVocabulary.scenarios(), inline)));
        String reference = HEAD + "  <board href=\"b.board.xml\"/>\n  <|";
        assertEquals(List.of("description", "covers", "robot", "turn", "expect"),
                labels(at(SchemaVocabulary.scenarios(), reference)));
    }

    @Test
    void anElementWithRequiredAttributesComesWithTheirSkeleton() {
        String text = HEAD + "  <ro|";
        offered(text, List.of("robot"), HEAD + "  <robot name=\"|\" x=\"\" y=\"\" facing=\"\"");
    }

    @Test
    void anElementWithoutRequiredAttributesIsJustItsName() {
        String text = HEAD + "  <tu|";
        assertEquals(HEAD + "  <turn|", chosen(text, at(SchemaVocabulary.scenarios(), text).get(0)));
    }

    @Test
    void inContentTheLessThanIsWrittenToo() {
        String text = HEAD + "  <turn>\n    |\n  </turn>";
        offered(text, List.of("program", "expect"), HEAD + "  <turn>\n    <program robot=\"|\"\n  </turn>");
    }

    @Test
    void theInlineBoardDeclaresItsNamespaceAndItsChildrenNeedNone() {
        String text = HEAD + "  <|";
        CompletionItem inline = at(SchemaVocabulary.scenarios(), text).stream().filter(i -> i.detail().equals(B))
                .findFirst().orElseThrow();
        assertEquals(HEAD + "  <board xmlns=\"" + B + "\" width=\"|\" height=\"\"", chosen(text, inline));
        assertTrue(inline.documentation().contains("Or the board written inline"), inline.documentation());
        String inside = HEAD + "  <board xmlns=\"" + B + "\" name=\"b\" width=\"3\" height=\"3\">\n    <pi|";
        List<CompletionItem> items = at(SchemaVocabulary.scenarios(), inside);
        assertEquals(List.of("pit"), labels(items));
        assertEquals("pit x=\"\" y=\"\"", items.get(0).text());
    }

    @Test
    void aPrefixBoundToTheBoardNamespaceIsUsed() {
        String text = "<scenario xmlns=\"" + S + "\" xmlns:b=\"" + B + "\" name=\"n\">\n  <b:board name=\"b\">\n"
                + "    <b:co|";
        List<CompletionItem> items = at(SchemaVocabulary.scenarios(), text);
        assertEquals(List.of("b:conveyor"), labels(items));
        assertEquals("b:conveyor x=\"\" y=\"\" dir=\"\"", items.get(0).text());
    }

    @Test
    void anEmptyDocumentGetsTheRootWithItsNamespace() {
        List<CompletionItem> items = at(SchemaVocabulary.boards(), "<|");
        assertEquals(List.of("board"), labels(items));
        assertEquals("board xmlns=\"" + B + "\" width=\"\" height=\"\"", items.get(0).text());
    }

    @Test
    void attributesNotYetWrittenWithTheCaretBetweenTheQuotes() {
        String text = HEAD + "  <robot name=\"red\" x=\"1\" | facing=\"E\"/>";
        List<CompletionItem> items = at(SchemaVocabulary.scenarios(), text);
        assertEquals(List.of("y", "damage", "lives", "next-flag", "archive-x", "archive-y", "powered-down", "start",
                "registers", "reentry-facing", "options"), labels(items));
        assertEquals("required Coordinate", items.get(0).detail());
        assertEquals(HEAD + "  <robot name=\"red\" x=\"1\" y=\"|\" facing=\"E\"/>", chosen(text, items.get(0)));
        String typed = HEAD + "  <robot name=\"red\"|/>";
        CompletionItem facing = at(SchemaVocabulary.scenarios(), typed).stream()
                .filter(i -> i.label().equals("facing")).findFirst().orElseThrow();
        assertEquals(HEAD + "  <robot name=\"red\" facing=\"|\"/>", chosen(typed, facing), "a blank is added");
        assertTrue(facing.documentation().contains("required"), facing.documentation());
        assertTrue(facing.documentation().contains("one of N, E, S, W"), facing.documentation());
    }

    @Test
    void valuesAreTheEnumerationsFilteredByWhatIsTyped() {
        String text = HEAD + "  <robot name=\"red\" facing=\"|\"/>";
        assertEquals(List.of("N", "E", "S", "W"), labels(at(SchemaVocabulary.scenarios(), text)));
        String typed = HEAD + "  <turn><program robot=\"red\" double-repair=\"o|\"/>";
        List<CompletionItem> items = offered(typed, List.of("option"),
                HEAD + "  <turn><program robot=\"red\" double-repair=\"option|\"/>");
        assertTrue(items.get(0).documentation().contains("DoubleRepair"), items.get(0).documentation());
        assertEquals(List.of(), labels(at(SchemaVocabulary.scenarios(), HEAD + "  <robot x=\"|\"/>")),
                "no values to suggest for a number");
    }

    @Test
    void theEndTagClosesTheInnermostOpenElement() {
        String text = HEAD + "  <turn>\n    <expect after-register=\"1\">\n    </|";
        offered(text, List.of("/expect"), HEAD + "  <turn>\n    <expect after-register=\"1\">\n    </expect>|");
        String closed = HEAD + "  <turn>\n  </t|>";
        assertEquals(HEAD + "  <turn>\n  </turn>|", chosen(closed, at(SchemaVocabulary.scenarios(), closed).get(0)),
                "an existing '>' is kept, not doubled");
    }

    @Test
    void nothingInCommentsOrUnknownElements() {
        assertEquals(List.of(), at(SchemaVocabulary.scenarios(), HEAD + "<!-- <|  -->"));
        assertEquals(List.of(), at(SchemaVocabulary.scenarios(), HEAD + "<nonsense>\n  <|"));
    }
}
