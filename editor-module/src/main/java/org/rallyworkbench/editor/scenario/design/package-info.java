/**
 * The scenario's Design view: its board with the robots as they start, placed, turned and programmed by mouse and
 * the Properties window, each change one undoable edit of the XML text; also the picture the Replay view draws with.
 * Uses {@code scenario.file}, {@code scenario.run}, {@code text}, {@code ui}.
 */
package org.rallyworkbench.editor.scenario.design;
