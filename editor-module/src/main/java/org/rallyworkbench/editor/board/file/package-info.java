/**
 * The board file type: its DataObject and MIME resolver, atomic saving, the window state both views share, opening
 * files (File &gt; Open, New Board wizard, recent and sample boards, command line). Uses {@code board.model}, {@code autosave}, {@code text}, {@code ui}.
 */
package org.rallyworkbench.editor.board.file;
