package org.rallyworkbench.editor.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The Edit menu's Undo and Redo name the step they would take, as the platform's did. */
class DocumentUndoRedoTest {

    @Test
    void namesFollowTheUndoRedosPresentationNames() {
        assertEquals("&Undo Paint Pit", DocumentUndoRedo.name(true, "Undo Paint Pit"));
        assertEquals("&Redo Rotate board", DocumentUndoRedo.name(false, "Redo Rotate board"));
        assertEquals("&Undo", DocumentUndoRedo.name(true, "Undo"));
        assertEquals("&Redo", DocumentUndoRedo.name(false, ""));
    }
}
