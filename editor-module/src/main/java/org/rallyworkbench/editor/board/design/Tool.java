package org.rallyworkbench.editor.board.design;

/**
 * What a mouse gesture on the Design view does, with the key that picks it (typed with Shift). R is not one:
 * R and Shift+R turn the element under the mouse.
 */
enum Tool {
    PAINT("Paint", 'P'),
    RECTANGLE("Rectangle", 'T'),
    BUCKET("Bucket", 'B'),
    ERASE("Erase", 'E'),
    CONVEYOR_PATH("Conveyor path", 'C'),
    WALL("Wall edge", 'W'),
    SELECT("Select", 'S');

    final String label;
    final char key;

    Tool(String label, char key) {
        this.label = label;
        this.key = key;
    }
}
