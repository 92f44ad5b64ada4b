package org.rallyworkbench.editor.text.completion;

import java.util.ArrayList;
import java.util.List;
import javax.xml.namespace.QName;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/** Small helpers for walking an XSD's DOM: its xs: children, qualified names, occurrence and documentation. */
final class XsdDom {

    private XsdDom() {
    }

    /** The xs: element children named {@code localName} (all xs: children when null), in document order. */
    static List<Element> children(Element parent, String localName) {
        List<Element> found = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && XsdReader.XS.equals(e.getNamespaceURI())
                    && (localName == null || localName.equals(e.getLocalName()))) {
                found.add(e);
            }
        }
        return found;
    }

    /** The first xs: child named {@code localName}, or null. */
    static Element child(Element parent, String localName) {
        List<Element> found = children(parent, localName);
        return found.isEmpty() ? null : found.get(0);
    }

    /** A QName written in an attribute value ({@code b:Text}), its prefix resolved where it is written. */
    static QName qname(Element where, String prefixed) {
        int colon = prefixed.indexOf(':');
        String prefix = colon < 0 ? null : prefixed.substring(0, colon);
        String namespace = where.lookupNamespaceURI(prefix);
        return new QName(namespace == null ? "" : namespace, prefixed.substring(colon + 1));
    }

    /** The targetNamespace of the schema document a declaration is in. */
    static String targetNamespace(Element declaration) {
        return declaration.getOwnerDocument().getDocumentElement().getAttribute("targetNamespace");
    }

    /** True when maxOccurs allows more than one ("unbounded" or a number above 1). */
    static boolean maxOccursAboveOne(Element particle) {
        String max = particle.getAttribute("maxOccurs");
        if (max.isEmpty()) {
            return false;
        }
        if (max.equals("unbounded")) {
            return true;
        }
        try {
            return Integer.parseInt(max.trim()) > 1;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** The text of the declaration's xs:annotation/xs:documentation, its line breaks and indents folded to spaces. */
    static String documentation(Element declaration) {
        StringBuilder text = new StringBuilder();
        for (Element annotation : children(declaration, "annotation")) {
            for (Element documentation : children(annotation, "documentation")) {
                text.append(' ').append(documentation.getTextContent());
            }
        }
        return text.toString().replaceAll("\\s+", " ").trim();
    }

    /** Two pieces of documentation as one, either of which may be empty. */
    static String join(String first, String second) {
        if (first.isEmpty()) {
            return second;
        }
        return second.isEmpty() ? first : first + "\n\n" + second;
    }
}
