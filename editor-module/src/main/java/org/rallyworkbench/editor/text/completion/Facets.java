package org.rallyworkbench.editor.text.completion;

import java.util.ArrayList;
import java.util.List;
import org.w3c.dom.Element;

/** A one-line summary of a simple type's restriction, for the documentation beside a completion: "int, 0..255". */
final class Facets {

    private Facets() {
    }

    static String summary(Element restriction, ValueType base, List<String> values) {
        List<String> parts = new ArrayList<>();
        parts.add(base.summary().isEmpty() ? base.name().replaceFirst("^xs:", "") : base.summary());
        String min = facet(restriction, "minInclusive");
        String max = facet(restriction, "maxInclusive");
        if (!min.isEmpty() && !max.isEmpty()) {
            parts.add(min + ".." + max);
        } else if (!min.isEmpty()) {
            parts.add("from " + min);
        } else if (!max.isEmpty()) {
            parts.add("up to " + max);
        }
        if (!facet(restriction, "maxLength").isEmpty()) {
            parts.add("at most " + facet(restriction, "maxLength") + " long");
        }
        if (!facet(restriction, "pattern").isEmpty()) {
            parts.add("pattern " + facet(restriction, "pattern"));
        }
        if (!values.isEmpty()) {
            parts.add("one of " + String.join(", ", values));
        }
        return String.join(", ", parts);
    }

    private static String facet(Element restriction, String name) {
        Element facet = XsdDom.child(restriction, name);
        return facet == null ? "" : facet.getAttribute("value");
    }
}
