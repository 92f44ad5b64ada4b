package org.rallyworkbench.editor.text.completion;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javax.xml.namespace.QName;
import org.openide.util.NbBundle.Messages;

/**
 * The suggestions for a caret in XML text, from a schema vocabulary: child elements, attributes not yet written,
 * enumerated values, or the end tag to write. Each carries the exact edit choosing it makes, so the popup only
 * shows them and applies the chosen one.
 */
@Messages({
    "# {0} - type",
    "LBL_RequiredType=required {0}",
    "LBL_EndTag=end tag",
    "# {0} - element",
    "LBL_Closes=Closes &lt;{0}&gt;"
})
public final class Completions {

    private Completions() {
    }

    public static List<CompletionItem> at(SchemaVocabulary vocabulary, CharSequence text, int caret) {
        CaretContext context = CaretContextAnalyzer.at(text, caret);
        if (context instanceof CaretContext.ElementName e) {
            return elements(vocabulary, e, caret);
        }
        if (context instanceof CaretContext.AttributeName a) {
            return attributes(vocabulary, a, text, caret);
        }
        if (context instanceof CaretContext.AttributeValue v) {
            return values(vocabulary, v, caret);
        }
        if (context instanceof CaretContext.EndTag t) {
            return endTag(vocabulary, t, text, caret);
        }
        return List.of();
    }

    // ---- elements

    private static List<CompletionItem> elements(SchemaVocabulary vocabulary, CaretContext.ElementName context, int caret) {
        Optional<ElementDecl> parent = context.parents().isEmpty() ? Optional.empty()
                : vocabulary.resolve(context.parents());
        String defaultNamespace = defaultNamespace(context, parent);
        List<CompletionItem> items = new ArrayList<>();
        List<ElementDecl> children = vocabulary.children(context.parents());
        for (ElementDecl child : children) {
            if (!child.repeatable() && taken(child, children, context.siblings())) {
                continue;
            }
            String written = writtenName(child, context.namespaces(), defaultNamespace);
            if (!matches(context.prefix(), written) && !matches(context.prefix(), child.name())) {
                continue;
            }
            StringBuilder insert = new StringBuilder(context.inContent() ? "<" : "").append(written);
            boolean declare = written.equals(child.name()) && !child.namespace().equals(defaultNamespace);
            if (declare) {
                insert.append(" xmlns=\"").append(child.namespace()).append('"');
            }
            int caretInText = -1;
            for (AttributeDecl a : child.type().attributes()) {
                if (a.required()) {
                    insert.append(' ').append(a.name()).append("=\"");
                    caretInText = caretInText < 0 ? insert.length() : caretInText;
                    insert.append('"');
                }
            }
            boolean switchesNamespace = parent.map(p -> !p.namespace().equals(child.namespace())).orElse(false);
            items.add(new CompletionItem(CompletionItem.Kind.ELEMENT, written,
                    switchesNamespace ? child.namespace() : "", CompletionDocs.element(child, switchesNamespace),
                    context.start(), caret, insert.toString(), caretInText < 0 ? insert.length() : caretInText));
        }
        return items;
    }

    /**
     * The namespace an unprefixed name is in at the caret: the text's default namespace, unless the parent was only
     * recognised by its local name (a file that left out its xmlns): then its schema namespace, so completion does
     * not add an xmlns to every child.
     */
    private static String defaultNamespace(CaretContext.ElementName context, Optional<ElementDecl> parent) {
        String declared = context.namespaces().getOrDefault("", "");
        if (parent.isEmpty()) {
            return declared;
        }
        QName written = context.parents().get(context.parents().size() - 1);
        return written.getNamespaceURI().equals(parent.get().namespace()) ? declared : parent.get().namespace();
    }

    /** The name to write: local in the default namespace, prefixed where a prefix is bound, else local (declared). */
    private static String writtenName(ElementDecl element, Map<String, String> namespaces, String defaultNamespace) {
        if (element.namespace().equals(defaultNamespace)) {
            return element.name();
        }
        for (Map.Entry<String, String> binding : namespaces.entrySet()) {
            if (!binding.getKey().isEmpty() && binding.getValue().equals(element.namespace())) {
                return binding.getKey() + ":" + element.name();
            }
        }
        return element.name();
    }

    /**
     * True when a once-only child is already there, or another alternative of its choice is (a sibling whose
     * namespace is unknown counts by its local name).
     */
    private static boolean taken(ElementDecl child, List<ElementDecl> children, List<QName> siblings) {
        for (QName sibling : siblings) {
            for (ElementDecl other : children) {
                boolean isSibling = other.name().equals(sibling.getLocalPart())
                        && (other.namespace().equals(sibling.getNamespaceURI()) || sibling.getNamespaceURI().isEmpty());
                if (isSibling && (other == child || child.choice() != 0 && other.choice() == child.choice())) {
                    return true;
                }
            }
        }
        return false;
    }

    // ---- attributes

    private static List<CompletionItem> attributes(SchemaVocabulary vocabulary, CaretContext.AttributeName context,
            CharSequence text, int caret) {
        String element = context.element().get(context.element().size() - 1).getLocalPart();
        boolean blankBefore = context.start() == 0 || Character.isWhitespace(text.charAt(context.start() - 1));
        boolean blankAfter = caret >= text.length() || " \t\r\n>/".indexOf(text.charAt(caret)) >= 0;
        List<CompletionItem> items = new ArrayList<>();
        for (AttributeDecl a : vocabulary.attributes(context.element())) {
            if (context.present().contains(a.name()) || !matches(context.prefix(), a.name())) {
                continue;
            }
            String insert = (blankBefore ? "" : " ") + a.name() + "=\"\"" + (blankAfter ? "" : " ");
            int caretInText = (blankBefore ? 0 : 1) + a.name().length() + 2;
            String detail = a.required() ? Bundle.LBL_RequiredType(a.type().name()) : a.type().name();
            items.add(new CompletionItem(CompletionItem.Kind.ATTRIBUTE, a.name(), detail,
                    CompletionDocs.attribute(element, a), context.start(), caret, insert, caretInText));
        }
        return items;
    }

    // ---- values

    private static List<CompletionItem> values(SchemaVocabulary vocabulary, CaretContext.AttributeValue context, int caret) {
        Optional<AttributeDecl> attribute = vocabulary.attribute(context.element(), context.attribute());
        List<CompletionItem> items = new ArrayList<>();
        attribute.ifPresent(a -> {
            for (String value : a.type().values()) {
                if (matches(context.prefix(), value)) {
                    items.add(new CompletionItem(CompletionItem.Kind.VALUE, value, a.type().name(),
                            CompletionDocs.value(value, a), context.start(), caret, value, value.length()));
                }
            }
        });
        return items;
    }

    // ---- end tag

    private static List<CompletionItem> endTag(SchemaVocabulary vocabulary, CaretContext.EndTag context, CharSequence text,
            int caret) {
        if (!matches(context.prefix(), context.name())) {
            return List.of();
        }
        // a name already written on after the caret is replaced too, and so is a '>' there (not doubled)
        int end = XmlNames.end(text, caret);
        if (end < text.length() && text.charAt(end) == '>') {
            end++;
        }
        String insert = context.name() + ">";
        String doc = vocabulary.resolve(context.element())
                .map(e -> CompletionDocs.element(e, false)).orElse("<html>" + Bundle.LBL_Closes(context.name()));
        return List.of(new CompletionItem(CompletionItem.Kind.END_TAG, "/" + context.name(), Bundle.LBL_EndTag(), doc,
                context.start(), end, insert, insert.length()));
    }

    private static boolean matches(String prefix, String candidate) {
        return candidate.toLowerCase(Locale.ROOT).startsWith(prefix.toLowerCase(Locale.ROOT));
    }
}
