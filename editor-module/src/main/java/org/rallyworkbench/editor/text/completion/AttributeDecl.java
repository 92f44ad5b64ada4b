package org.rallyworkbench.editor.text.completion;

/** An attribute an element may carry: its name, documentation, whether it must be written, its default, its type. */
public record AttributeDecl(String name, String documentation, boolean required, String defaultValue, ValueType type) {
}
