package org.rallyworkbench.editor.text.completion;

import java.util.ArrayList;
import java.util.List;
import org.openide.util.NbBundle.Messages;
import org.w3c.dom.Element;

/** A one-line summary of a simple type's restriction, for the documentation beside a completion: "int, 0..255". */
@Messages({
    "# {0} - minimum",
    "LBL_From=from {0}",
    "# {0} - maximum",
    "LBL_UpTo=up to {0}",
    "# {0} - length",
    "LBL_AtMostLong=at most {0} long",
    "# {0} - regular expression",
    "LBL_Pattern=pattern {0}",
    "# {0} - the values",
    "LBL_OneOf=one of {0}"
})
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
            parts.add(Bundle.LBL_From(min));
        } else if (!max.isEmpty()) {
            parts.add(Bundle.LBL_UpTo(max));
        }
        if (!facet(restriction, "maxLength").isEmpty()) {
            parts.add(Bundle.LBL_AtMostLong(facet(restriction, "maxLength")));
        }
        if (!facet(restriction, "pattern").isEmpty()) {
            parts.add(Bundle.LBL_Pattern(facet(restriction, "pattern")));
        }
        if (!values.isEmpty()) {
            parts.add(Bundle.LBL_OneOf(String.join(", ", values)));
        }
        return String.join(", ", parts);
    }

    private static String facet(Element restriction, String name) {
        Element facet = XsdDom.child(restriction, name);
        return facet == null ? "" : facet.getAttribute("value");
    }
}
