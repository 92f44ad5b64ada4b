package org.rallyworkbench.editor.text.completion;

/**
 * One suggestion: what the list shows ({@code label}, a grey {@code detail}), the documentation shown beside it
 * (HTML), and what choosing it does: the text from {@code start} to {@code end} is replaced by {@code text}, and the
 * caret goes to {@code start + caretInText}.
 */
public record CompletionItem(Kind kind, String label, String detail, String documentation, int start, int end,
        String text, int caretInText) {

    public enum Kind {
        ELEMENT, ATTRIBUTE, VALUE, END_TAG
    }
}
