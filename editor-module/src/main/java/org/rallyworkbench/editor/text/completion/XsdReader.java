package org.rallyworkbench.editor.text.completion;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.xml.XMLConstants;
import javax.xml.namespace.QName;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.openide.util.NbBundle.Messages;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.xml.sax.SAXException;

/**
 * Reads XSD files from the class path into a {@link SchemaVocabulary} by walking their DOM (the JDK's schema
 * model is internal to Xerces, which the module system keeps out of reach). It understands what our schemas use
 * and a little more: global and local elements, {@code ref=} across imported namespaces, named and anonymous
 * complex types, nested sequence/choice/all, named groups and attribute groups, extension and restriction of a
 * base type, attributes with named or inline simple types (enumerations, facets), and the documentation of each.
 */
@Messages({
    "LBL_TrueOrFalse=true or false"
})
final class XsdReader {

    static final String XS = XMLConstants.W3C_XML_SCHEMA_NS_URI;

    private final Class<?> anchor;
    private final Set<String> loaded = new LinkedHashSet<>();
    private final Map<QName, Element> globalElements = new HashMap<>();
    private final Map<QName, Element> globalAttributes = new HashMap<>();
    private final Map<QName, Element> complexTypes = new HashMap<>();
    private final Map<QName, Element> simpleTypes = new HashMap<>();
    private final Map<QName, Element> groups = new HashMap<>();
    private final Map<QName, Element> attributeGroups = new HashMap<>();
    private final Map<QName, ElementType> builtTypes = new HashMap<>();
    private int choices;

    /** @param anchor the class whose loader holds the schema resources (the engine's) */
    private XsdReader(Class<?> anchor) {
        this.anchor = anchor;
    }

    /** The vocabulary of the schema at {@code resource} (an absolute class-path path) and the schemas it imports. */
    static SchemaVocabulary read(Class<?> anchor, String resource) {
        XsdReader reader = new XsdReader(anchor);
        Element main = reader.load(resource);
        List<ElementDecl> roots = new ArrayList<>();
        for (Element e : XsdDom.children(main, "element")) {
            roots.add(reader.globalElement(e, null));
        }
        return new SchemaVocabulary(roots);
    }

    // ---- loading: the schema documents and their top-level declarations, by qualified name

    private Element load(String resource) {
        if (!loaded.add(resource)) {
            return null;
        }
        Element schema = parse(resource).getDocumentElement();
        String target = schema.getAttribute("targetNamespace");
        for (Element top : XsdDom.children(schema, null)) {
            String kind = top.getLocalName();
            if (kind.equals("import") || kind.equals("include")) {
                String location = top.getAttribute("schemaLocation");
                if (!location.isEmpty()) {
                    load(resource.substring(0, resource.lastIndexOf('/') + 1) + location);
                }
                continue;
            }
            QName name = new QName(target, top.getAttribute("name"));
            switch (kind) {
                case "element" -> globalElements.put(name, top);
                case "attribute" -> globalAttributes.put(name, top);
                case "complexType" -> complexTypes.put(name, top);
                case "simpleType" -> simpleTypes.put(name, top);
                case "group" -> groups.put(name, top);
                case "attributeGroup" -> attributeGroups.put(name, top);
                default -> {
                    // annotations, notations: nothing to complete
                }
            }
        }
        return schema;
    }

    private Document parse(String resource) {
        try (InputStream in = anchor.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("schema missing from the class path: " + resource);
            }
            DocumentBuilderFactory factory = DocumentBuilderFactory.newDefaultInstance();
            factory.setNamespaceAware(true);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            DocumentBuilder builder = factory.newDocumentBuilder();
            return builder.parse(in);
        } catch (IOException | ParserConfigurationException | SAXException e) {
            throw new IllegalStateException("cannot read the schema " + resource + ": " + e.getMessage(), e);
        }
    }

    // ---- elements

    /** A global element; {@code ref} is the local {@code ref=} pointing at it, whose documentation comes first. */
    private ElementDecl globalElement(Element global, Element ref) {
        String namespace = XsdDom.targetNamespace(global);
        String doc = XsdDom.join(ref == null ? "" : XsdDom.documentation(ref), XsdDom.documentation(global));
        boolean repeatable = ref != null && XsdDom.maxOccursAboveOne(ref);
        return new ElementDecl(namespace, global.getAttribute("name"), doc, elementType(global), repeatable, 0);
    }

    private ElementDecl localElement(Element local, boolean repeatableHere, int choice) {
        boolean repeatable = repeatableHere || XsdDom.maxOccursAboveOne(local);
        if (local.hasAttribute("ref")) {
            QName ref = XsdDom.qname(local, local.getAttribute("ref"));
            Element global = globalElements.get(ref);
            if (global == null) {
                return new ElementDecl(ref.getNamespaceURI(), ref.getLocalPart(), XsdDom.documentation(local),
                        ElementType.EMPTY, repeatable, choice);
            }
            ElementDecl decl = globalElement(global, local);
            return new ElementDecl(decl.namespace(), decl.name(), decl.documentation(), decl.type(), repeatable, choice);
        }
        String form = local.hasAttribute("form") ? local.getAttribute("form")
                : local.getOwnerDocument().getDocumentElement().getAttribute("elementFormDefault");
        String namespace = "qualified".equals(form) ? XsdDom.targetNamespace(local) : "";
        return new ElementDecl(namespace, local.getAttribute("name"), XsdDom.documentation(local), elementType(local),
                repeatable, choice);
    }

    /** The type of an element declaration: named by type=, written inline, or none (then it allows nothing). */
    private ElementType elementType(Element decl) {
        if (decl.hasAttribute("type")) {
            return namedComplexType(XsdDom.qname(decl, decl.getAttribute("type")));
        }
        Element inline = XsdDom.child(decl, "complexType");
        return inline == null ? ElementType.EMPTY : complexType(inline, new ElementType());
    }

    /** A named complex type, built once; a simple or unknown type gives an element with no children or attributes. */
    private ElementType namedComplexType(QName name) {
        ElementType built = builtTypes.get(name);
        if (built != null) {
            return built;
        }
        Element definition = complexTypes.get(name);
        if (definition == null) {
            return ElementType.EMPTY;
        }
        ElementType type = new ElementType();
        builtTypes.put(name, type);     // before filling it: a type may contain itself
        return complexType(definition, type);
    }

    private ElementType complexType(Element definition, ElementType type) {
        for (Element part : XsdDom.children(definition, null)) {
            switch (part.getLocalName()) {
                case "complexContent", "simpleContent" -> derivation(part, type);
                default -> contentPart(part, type, false);
            }
        }
        return type;
    }

    /** complexContent or simpleContent: an extension or restriction of a base type, then its own parts. */
    private void derivation(Element content, ElementType type) {
        for (Element derivation : XsdDom.children(content, null)) {
            boolean extension = derivation.getLocalName().equals("extension");
            if (!extension && !derivation.getLocalName().equals("restriction")) {
                continue;
            }
            QName base = XsdDom.qname(derivation, derivation.getAttribute("base"));
            type.derive(namedComplexType(base), extension);
            for (Element part : XsdDom.children(derivation, null)) {
                contentPart(part, type, false);
            }
        }
    }

    /** A part of a type's content: a compositor, a group, an attribute or an attribute group. */
    private void contentPart(Element part, ElementType type, boolean repeatable) {
        switch (part.getLocalName()) {
            case "sequence", "all" -> particles(part, type, repeatable || XsdDom.maxOccursAboveOne(part), 0);
            case "choice" -> {
                boolean repeats = repeatable || XsdDom.maxOccursAboveOne(part);
                particles(part, type, repeats, repeats ? 0 : ++choices);
            }
            case "group" -> group(part, type, repeatable);
            case "element" -> type.addChild(localElement(part, repeatable, 0));
            case "attribute" -> type.addAttribute(attribute(part));
            case "attributeGroup" -> attributeGroup(part, type);
            default -> {
                // annotation, any, anyAttribute: nothing to complete
            }
        }
    }

    /**
     * The particles of a compositor, nested ones included; inside a repeatable compositor every child repeats. The
     * elements directly in a non-repeating choice share its number: they are alternatives.
     */
    private void particles(Element compositor, ElementType type, boolean repeatable, int choice) {
        for (Element particle : XsdDom.children(compositor, null)) {
            if (particle.getLocalName().equals("element")) {
                type.addChild(localElement(particle, repeatable, choice));
            } else {
                contentPart(particle, type, repeatable);
            }
        }
    }

    private void group(Element ref, ElementType type, boolean repeatable) {
        Element group = groups.get(XsdDom.qname(ref, ref.getAttribute("ref")));
        if (group != null) {
            for (Element compositor : XsdDom.children(group, null)) {
                contentPart(compositor, type, repeatable || XsdDom.maxOccursAboveOne(ref));
            }
        }
    }

    private void attributeGroup(Element ref, ElementType type) {
        Element group = attributeGroups.get(XsdDom.qname(ref, ref.getAttribute("ref")));
        if (group != null) {
            for (Element part : XsdDom.children(group, null)) {
                contentPart(part, type, false);
            }
        }
    }

    // ---- attributes and their types

    private AttributeDecl attribute(Element decl) {
        Element definition = decl;
        if (decl.hasAttribute("ref")) {
            Element global = globalAttributes.get(XsdDom.qname(decl, decl.getAttribute("ref")));
            definition = global == null ? decl : global;
        }
        String name = definition.hasAttribute("name") ? definition.getAttribute("name") : decl.getAttribute("ref");
        String doc = XsdDom.join(XsdDom.documentation(decl), definition == decl ? "" : XsdDom.documentation(definition));
        String defaultValue = decl.hasAttribute("default") ? decl.getAttribute("default")
                : decl.hasAttribute("fixed") ? decl.getAttribute("fixed") : null;
        return new AttributeDecl(name, doc, "required".equals(decl.getAttribute("use")), defaultValue,
                attributeType(definition));
    }

    private ValueType attributeType(Element decl) {
        if (decl.hasAttribute("type")) {
            return valueType(XsdDom.qname(decl, decl.getAttribute("type")));
        }
        Element inline = XsdDom.child(decl, "simpleType");
        return inline == null ? ValueType.plain("xs:anySimpleType") : simpleType(inline, "");
    }

    /** A named simple type: a built-in (xs:boolean enumerates true and false) or one of the schemas'. */
    private ValueType valueType(QName name) {
        if (XS.equals(name.getNamespaceURI())) {
            String builtIn = "xs:" + name.getLocalPart();
            return name.getLocalPart().equals("boolean")
                    ? new ValueType(builtIn, Bundle.LBL_TrueOrFalse(), "", List.of("true", "false"))
                    : ValueType.plain(builtIn);
        }
        Element definition = simpleTypes.get(name);
        return definition == null ? ValueType.plain(name.getLocalPart()) : simpleType(definition, name.getLocalPart());
    }

    /** A simple type's enumerations (its base's when it has none) and a summary of its facets. */
    private ValueType simpleType(Element definition, String name) {
        String doc = XsdDom.documentation(definition);
        Element restriction = XsdDom.child(definition, "restriction");
        Element list = XsdDom.child(definition, "list");
        if (list != null) {
            String item = list.hasAttribute("itemType")
                    ? XsdDom.qname(list, list.getAttribute("itemType")).getLocalPart() : "values";
            return new ValueType(name.isEmpty() ? "list" : name, "blank-separated list of " + item, doc, List.of());
        }
        if (restriction == null) {
            return new ValueType(name.isEmpty() ? "union" : name, "", doc, List.of());
        }
        ValueType base = restriction.hasAttribute("base")
                ? valueType(XsdDom.qname(restriction, restriction.getAttribute("base")))
                : XsdDom.child(restriction, "simpleType") != null
                        ? simpleType(XsdDom.child(restriction, "simpleType"), "") : ValueType.plain("xs:anySimpleType");
        List<String> values = new ArrayList<>();
        for (Element facet : XsdDom.children(restriction, "enumeration")) {
            values.add(facet.getAttribute("value"));
        }
        if (values.isEmpty()) {
            values.addAll(base.values());
        }
        String summary = Facets.summary(restriction, base, values);
        return new ValueType(name.isEmpty() ? base.name() : name, summary, doc, values);
    }
}
