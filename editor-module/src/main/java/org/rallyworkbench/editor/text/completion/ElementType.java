package org.rallyworkbench.editor.text.completion;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The content an element type allows: child elements (in schema order) and attributes. A type extending a base
 * type inherits the base's children and attributes; they are looked up through the base on each call rather than
 * copied, because the reader fills a named type only after handing it out (types may refer to themselves).
 */
public final class ElementType {

    /** No children and no attributes: simple content, or a type the schema leaves open. */
    static final ElementType EMPTY = new ElementType();

    private final List<ElementDecl> children = new ArrayList<>();
    private final List<AttributeDecl> attributes = new ArrayList<>();
    private ElementType base;
    private boolean inheritsChildren;

    /** The child elements, the base type's first. */
    public List<ElementDecl> children() {
        List<ElementDecl> all = new ArrayList<>();
        if (base != null && inheritsChildren) {
            all.addAll(base.children());
        }
        all.addAll(children);
        return all;
    }

    /** The attributes, the base type's first; one declared here replaces the base's of the same name. */
    public List<AttributeDecl> attributes() {
        Map<String, AttributeDecl> byName = new LinkedHashMap<>();
        if (base != null) {
            base.attributes().forEach(a -> byName.put(a.name(), a));
        }
        attributes.forEach(a -> byName.put(a.name(), a));
        return List.copyOf(byName.values());
    }

    /** Adds a child, once: a content model may name one element in two places (e.g. before and after another). */
    void addChild(ElementDecl child) {
        if (children.stream().noneMatch(c -> c.is(child.namespace(), child.name()))) {
            children.add(child);
        }
    }

    void addAttribute(AttributeDecl attribute) {
        attributes.add(attribute);
    }

    /** xs:extension inherits children and attributes; xs:restriction restates the children, keeps the attributes. */
    void derive(ElementType from, boolean extension) {
        this.base = from;
        this.inheritsChildren = extension;
    }
}
