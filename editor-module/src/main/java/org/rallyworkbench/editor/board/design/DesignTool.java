package org.rallyworkbench.editor.board.design;

import java.awt.Point;
import org.rallyworkbench.engine.model.Position;

/**
 * What one tool of the palette does with a gesture. A drag only previews on the model; the release makes the
 * gesture one undoable step, named by the tool. One class a tool (as the tools of tile editors are); a new tool
 * is a class here and a constant of {@link Tool}.
 */
interface DesignTool {

    /** The button went down on {@code g.pressed}. */
    default void pressed(Gesture g) {
    }

    /** The mouse moved on to {@code to} with the button down (before {@code g.lastDragged} becomes it). */
    default void dragged(Gesture g, Position to) {
    }

    /** The button came up at {@code at} (view coordinates): commit the gesture as one step, or nothing. */
    void released(Gesture g, Point at);
}
