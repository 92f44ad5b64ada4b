/**
 * The scenario file type: its DataObject and MIME resolver, its text document shared by every view (atomic save,
 * shared undo), reading its text and its last run. Uses {@code board.file} (atomic writer), {@code board.model} (the reading guard), {@code text}, {@code text.completion}.
 */
package org.rallyworkbench.editor.scenario.file;
