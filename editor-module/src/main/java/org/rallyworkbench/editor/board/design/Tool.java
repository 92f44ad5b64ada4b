package org.rallyworkbench.editor.board.design;

import java.util.Optional;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.board.model.PaletteItem;

/**
 * The palette's tools in its order, each with the key that picks it (typed with Shift) and the class that does
 * its gestures. R is not one: R and Shift+R turn the element under the mouse.
 */
@Messages({
    "LBL_ToolPaint=Paint",
    "LBL_ToolRectangle=Rectangle",
    "LBL_ToolBucket=Bucket",
    "LBL_ToolErase=Erase",
    "LBL_ToolConveyorPath=Conveyor path",
    "LBL_ToolWall=Wall edge",
    "LBL_ToolSelect=Select"
})
enum Tool {
    PAINT('P', new PaintTool()),
    RECTANGLE('T', new RectangleTool()),
    BUCKET('B', new BucketTool()),
    ERASE('E', new EraseTool()),
    CONVEYOR_PATH('C', new ConveyorPathTool()),
    WALL('W', new WallTool()),
    SELECT('S', new SelectTool());

    final char key;
    final DesignTool gestures;

    Tool(char key, DesignTool gestures) {
        this.key = key;
        this.gestures = gestures;
    }

    String label() {
        return switch (this) {
            case PAINT -> Bundle.LBL_ToolPaint();
            case RECTANGLE -> Bundle.LBL_ToolRectangle();
            case BUCKET -> Bundle.LBL_ToolBucket();
            case ERASE -> Bundle.LBL_ToolErase();
            case CONVEYOR_PATH -> Bundle.LBL_ToolConveyorPath();
            case WALL -> Bundle.LBL_ToolWall();
            case SELECT -> Bundle.LBL_ToolSelect();
        };
    }

    /** Whether this tool paints {@code item} when it is the palette's element (others it ignores). */
    boolean uses(PaletteItem item) {
        return switch (this) {
            case PAINT, RECTANGLE, BUCKET -> true;
            case ERASE -> item == PaletteItem.FLOOR;
            case CONVEYOR_PATH -> item == PaletteItem.CONVEYOR || item == PaletteItem.EXPRESS;
            case WALL -> item == PaletteItem.WALL;
            case SELECT -> false;
        };
    }

    /**
     * What the next click of this tool puts on the board when {@code chosen} is the element last picked: the
     * element the palette highlights. Empty for Select, which paints nothing.
     */
    Optional<PaletteItem> paints(PaletteItem chosen) {
        if (uses(chosen)) {
            return Optional.of(chosen);
        }
        return switch (this) {
            case ERASE -> Optional.of(PaletteItem.FLOOR);
            case CONVEYOR_PATH -> Optional.of(PaletteItem.CONVEYOR);
            case WALL -> Optional.of(PaletteItem.WALL);
            default -> Optional.empty();
        };
    }

    /**
     * The tool that paints {@code item} when it is picked while this tool is chosen: the wall element always brings
     * the wall tool (it toggles the side clicked), another this tool if it uses it, else Paint.
     */
    Tool forPicked(PaletteItem item) {
        if (item == PaletteItem.WALL) {
            return WALL;
        }
        return uses(item) ? this : PAINT;
    }
}
