package org.rallyworkbench.editor.text.completion;

import java.util.List;
import java.util.stream.Collectors;

/** The HTML documentation shown beside the selected suggestion, from the schema's xs:documentation. */
final class CompletionDocs {

    private CompletionDocs() {
    }

    static String element(ElementDecl e, boolean otherNamespace) {
        StringBuilder html = new StringBuilder("<html><b>&lt;").append(esc(e.name())).append("&gt;</b> element");
        if (otherNamespace) {
            html.append(" in namespace <tt>").append(esc(e.namespace())).append("</tt>");
        }
        paragraphs(html, e.documentation());
        List<AttributeDecl> attributes = e.type().attributes();
        if (!attributes.isEmpty()) {
            html.append("<p><i>Attributes:</i> ").append(attributes.stream()
                    .map(a -> esc(a.name()) + (a.required() ? " (required)" : "")).collect(Collectors.joining(", ")));
        }
        List<ElementDecl> children = e.type().children();
        if (!children.isEmpty()) {
            html.append("<p><i>Contains:</i> ").append(children.stream().map(c -> esc(c.name())).distinct()
                    .collect(Collectors.joining(", ")));
        }
        return html.toString();
    }

    static String attribute(String element, AttributeDecl a) {
        StringBuilder html = new StringBuilder("<html><b>").append(esc(a.name())).append("</b> attribute of &lt;")
                .append(esc(element)).append("&gt; — ");
        if (a.required()) {
            html.append("<b>required</b>");
        } else {
            html.append("optional");
            if (a.defaultValue() != null) {
                html.append(", default \"").append(esc(a.defaultValue())).append('"');
            }
        }
        paragraphs(html, a.documentation());
        type(html, a.type());
        return html.toString();
    }

    static String value(String value, AttributeDecl a) {
        StringBuilder html = new StringBuilder("<html><b>\"").append(esc(value)).append("\"</b> value of ")
                .append(esc(a.name()));
        if (value.equals(a.defaultValue())) {
            html.append(" (the default)");
        }
        type(html, a.type());
        paragraphs(html, a.documentation());
        return html.toString();
    }

    private static void type(StringBuilder html, ValueType type) {
        html.append("<p><i>Type</i> ").append(esc(type.name()));
        if (!type.summary().isEmpty()) {
            html.append(": ").append(esc(type.summary()));
        }
        if (!type.documentation().isEmpty()) {
            html.append(". ").append(esc(type.documentation()));
        }
    }

    private static void paragraphs(StringBuilder html, String documentation) {
        for (String paragraph : documentation.split("\n\n")) {
            if (!paragraph.isBlank()) {
                html.append("<p>").append(esc(paragraph));
            }
        }
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
