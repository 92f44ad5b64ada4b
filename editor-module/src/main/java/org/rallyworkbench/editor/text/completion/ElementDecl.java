package org.rallyworkbench.editor.text.completion;

/**
 * An element as it may appear in one place of a document: its namespace and local name, its documentation (the
 * declaration's own, and for a {@code ref=} also the referenced global element's), its type, whether that place
 * allows it more than once, and {@code choice}: the same number (not 0) for the alternatives of one
 * non-repeating xs:choice. With these, completion leaves out a once-only child that is already there, and the
 * other alternatives once one of them is.
 */
public record ElementDecl(String namespace, String name, String documentation, ElementType type, boolean repeatable,
        int choice) {

    /** True for the element named {@code namespace}:{@code name}. */
    boolean is(String otherNamespace, String otherName) {
        return name.equals(otherName) && namespace.equals(otherNamespace);
    }
}
