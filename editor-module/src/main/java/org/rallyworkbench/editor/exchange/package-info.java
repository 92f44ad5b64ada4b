/**
 * File &gt; Export Board and Import Board: the engine's exporters and importers behind the menus, atomic writes.
 * Uses {@code board.file}, {@code board.model}, {@code ui}.
 */
package org.rallyworkbench.editor.exchange;
