package org.rallyworkbench.editor.board.design;

/**
 * The palette's tools in its order, each with the key that picks it (typed with Shift) and the class that does
 * its gestures. R is not one: R and Shift+R turn the element under the mouse.
 */
enum Tool {
    PAINT("Paint", 'P', new PaintTool()),
    RECTANGLE("Rectangle", 'T', new RectangleTool()),
    BUCKET("Bucket", 'B', new BucketTool()),
    ERASE("Erase", 'E', new EraseTool()),
    CONVEYOR_PATH("Conveyor path", 'C', new ConveyorPathTool()),
    WALL("Wall edge", 'W', new WallTool()),
    SELECT("Select", 'S', new SelectTool());

    final String label;
    final char key;
    final DesignTool gestures;

    Tool(String label, char key, DesignTool gestures) {
        this.label = label;
        this.key = key;
        this.gestures = gestures;
    }
}
