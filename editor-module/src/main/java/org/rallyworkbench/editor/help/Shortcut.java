package org.rallyworkbench.editor.help;

/** One line of Help &gt; Keyboard Shortcuts: the keys, what they do, and where they work. */
public record Shortcut(String keys, String does, String where) {
}
