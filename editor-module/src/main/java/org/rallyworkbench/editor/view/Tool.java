package org.rallyworkbench.editor.view;

/** What a mouse gesture on the Design view does, with the key that picks it (typed with Shift). */
enum Tool {
    PAINT("Paint", 'P'),
    RECTANGLE("Rectangle fill", 'R'),
    BUCKET("Bucket fill", 'B'),
    ERASE("Erase", 'E'),
    CONVEYOR_PATH("Conveyor path", 'C'),
    WALL("Wall (click near an edge)", 'W'),
    SELECT("Select", 'S');

    final String label;
    final char key;

    Tool(String label, char key) {
        this.label = label;
        this.key = key;
    }
}
