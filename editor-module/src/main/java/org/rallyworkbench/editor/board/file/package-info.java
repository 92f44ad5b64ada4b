/**
 * The board file type: its DataObject and MIME resolver, its editor support (the document every view's text is,
 * {@code XmlFileSupport}, which the scenario's support shares) and the board's text on it, atomic saving, the window
 * state both views share, opening files (File &gt; Open, New Board wizard, recent and sample boards, command line).
 * Uses {@code board.model}, {@code autosave}, {@code text}, {@code text.completion}, {@code ui}.
 */
package org.rallyworkbench.editor.board.file;
