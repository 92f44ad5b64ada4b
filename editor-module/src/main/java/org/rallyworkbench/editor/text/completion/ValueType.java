package org.rallyworkbench.editor.text.completion;

import java.util.List;

/**
 * The type of an attribute as the schema declares it, reduced to what completion shows: a name to call it by
 * ({@code Direction}, {@code xs:int}), a one-line summary of its facets ({@code int, 0..255}), its documentation,
 * and the values it enumerates (those are what a value completion suggests; empty when any text of the type will do).
 */
public record ValueType(String name, String summary, String documentation, List<String> values) {

    public ValueType {
        values = List.copyOf(values);
    }

    /** A type the schema names but says nothing more about (a built-in such as {@code xs:int}). */
    static ValueType plain(String name) {
        return new ValueType(name, "", "", List.of());
    }
}
