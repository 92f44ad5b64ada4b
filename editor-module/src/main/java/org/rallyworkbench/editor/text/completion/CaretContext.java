package org.rallyworkbench.editor.text.completion;

import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.xml.namespace.QName;

/**
 * What the caret is in, as far as completion cares. Paths are the open elements from the root, namespaces resolved
 * from the xmlns declarations in scope. {@code prefix} is what the user has typed of the word being completed; it
 * starts at {@code start} and ends at the caret, and a completion replaces it.
 */
public sealed interface CaretContext {

    /** Nothing to complete here: in a comment, CDATA, a processing instruction, an end tag after its name. */
    None NONE = new None();

    record None() implements CaretContext {
    }

    /**
     * An element name goes here: just after '<', or in element content ({@code inContent}: the '<' must be written
     * too). {@code siblings} are the children the parent already has before the caret; {@code namespaces} maps the
     * prefixes in scope to their namespace ("" for the default namespace).
     */
    record ElementName(List<QName> parents, List<QName> siblings, Map<String, String> namespaces, String prefix,
            int start, boolean inContent) implements CaretContext {
    }

    /** An attribute name goes here, inside the start tag of {@code element}, which already has {@code present}. */
    record AttributeName(List<QName> element, Set<String> present, String prefix, int start) implements CaretContext {
    }

    /** Inside the quotes of {@code attribute}'s value, in the start tag of {@code element}. */
    record AttributeValue(List<QName> element, String attribute, String prefix, int start) implements CaretContext {
    }

    /** After '</': the end tag of {@code element}, written {@code name} in its start tag. */
    record EndTag(List<QName> element, String name, String prefix, int start) implements CaretContext {
    }
}
