package org.rallyworkbench.editor.text.completion;

import java.util.List;
import java.util.stream.Collectors;
import org.openide.util.NbBundle.Messages;

/** The HTML documentation shown beside the selected suggestion, from the schema's xs:documentation. */
@Messages({
    "# {0} - element name",
    "LBL_ElementDoc=<b>&lt;{0}&gt;</b> element",
    "# {0} - namespace",
    "LBL_InNamespace=in namespace <tt>{0}</tt>",
    "LBL_Attributes=Attributes:",
    "LBL_Required=required",
    "LBL_Contains=Contains:",
    "# {0} - attribute",
    "# {1} - element",
    "LBL_AttributeOf=<b>{0}</b> attribute of &lt;{1}&gt; —",
    "LBL_Optional=optional",
    "# {0} - default value",
    "LBL_DefaultValue=default \"{0}\"",
    "# {0} - value",
    "# {1} - attribute",
    "LBL_ValueOf=<b>\"{0}\"</b> value of {1}",
    "LBL_TheDefault=the default",
    "LBL_Type=Type"
})
final class CompletionDocs {

    private CompletionDocs() {
    }

    static String element(ElementDecl e, boolean otherNamespace) {
        StringBuilder html = new StringBuilder("<html>").append(Bundle.LBL_ElementDoc(esc(e.name())));
        if (otherNamespace) {
            html.append(' ').append(Bundle.LBL_InNamespace(esc(e.namespace())));
        }
        paragraphs(html, e.documentation());
        List<AttributeDecl> attributes = e.type().attributes();
        if (!attributes.isEmpty()) {
            html.append("<p><i>").append(Bundle.LBL_Attributes()).append("</i> ").append(attributes.stream()
                    .map(a -> esc(a.name()) + (a.required() ? " (" + Bundle.LBL_Required() + ")" : ""))
                    .collect(Collectors.joining(", ")));
        }
        List<ElementDecl> children = e.type().children();
        if (!children.isEmpty()) {
            html.append("<p><i>").append(Bundle.LBL_Contains()).append("</i> ").append(children.stream().map(c -> esc(c.name())).distinct()
                    .collect(Collectors.joining(", ")));
        }
        return html.toString();
    }

    static String attribute(String element, AttributeDecl a) {
        StringBuilder html = new StringBuilder("<html>").append(Bundle.LBL_AttributeOf(esc(a.name()), esc(element)))
                .append(' ');
        if (a.required()) {
            html.append("<b>").append(Bundle.LBL_Required()).append("</b>");
        } else {
            html.append(Bundle.LBL_Optional());
            if (a.defaultValue() != null) {
                html.append(", ").append(Bundle.LBL_DefaultValue(esc(a.defaultValue())));
            }
        }
        paragraphs(html, a.documentation());
        type(html, a.type());
        return html.toString();
    }

    static String value(String value, AttributeDecl a) {
        StringBuilder html = new StringBuilder("<html>").append(Bundle.LBL_ValueOf(esc(value), esc(a.name())));
        if (value.equals(a.defaultValue())) {
            html.append(" (").append(Bundle.LBL_TheDefault()).append(')');
        }
        type(html, a.type());
        paragraphs(html, a.documentation());
        return html.toString();
    }

    private static void type(StringBuilder html, ValueType type) {
        html.append("<p><i>").append(Bundle.LBL_Type()).append("</i> ").append(esc(type.name()));
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
