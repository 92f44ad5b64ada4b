/**
 * Autosaving open boards into the user directory and offering their recovery after a crash.
 * Uses {@code board.model} only.
 */
package org.rallyworkbench.editor.autosave;
