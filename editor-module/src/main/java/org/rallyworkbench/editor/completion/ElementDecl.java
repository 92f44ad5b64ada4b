package org.rallyworkbench.editor.completion;

/**
 * An element as it may appear in one place of a document: its namespace and local name, its documentation (the
 * declaration's own, and for a {@code ref=} also the referenced global element's), its type, and whether that place
 * allows it more than once (so completion can leave out a once-only child that is already there).
 */
public record ElementDecl(String namespace, String name, String documentation, ElementType type, boolean repeatable) {

    /** True for the element named {@code namespace}:{@code name}. */
    boolean is(String otherNamespace, String otherName) {
        return name.equals(otherName) && namespace.equals(otherNamespace);
    }
}
