package org.rallyworkbench.engine.export.tiled;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/** An element of a parsed XML file with the line and column where its start tag was read. */
public record XmlElement(String name, Map<String, String> attributes, List<XmlElement> children, String text,
        int line, int column) {

    public XmlElement {
        attributes = Map.copyOf(attributes);
        children = List.copyOf(children);
    }

    public Optional<String> attribute(String attributeName) {
        return Optional.ofNullable(attributes.get(attributeName));
    }

    public List<XmlElement> children(String childName) {
        return children.stream().filter(c -> c.name.equals(childName)).toList();
    }

    public Optional<XmlElement> child(String childName) {
        return children.stream().filter(c -> c.name.equals(childName)).findFirst();
    }
}
