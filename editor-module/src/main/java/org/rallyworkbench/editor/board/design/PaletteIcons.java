package org.rallyworkbench.editor.board.design;

import java.awt.image.BufferedImage;
import java.util.EnumMap;
import java.util.Map;
import javax.swing.Icon;
import javax.swing.ImageIcon;
import org.rallyworkbench.editor.board.model.Painting;
import org.rallyworkbench.editor.board.model.PaletteItem;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.render.BoardRenderer;

/**
 * The palette's pictures of its elements: each is a 1×1 board holding that element, painted by the same
 * renderer as the board itself, so a button looks like what it paints. Made once, on first use.
 */
public final class PaletteIcons {

    /** The side of an icon, in pixels. */
    public static final int SIZE = 16;

    private static final Map<PaletteItem, BufferedImage> IMAGES = new EnumMap<>(PaletteItem.class);

    private PaletteIcons() {
    }

    /** The picture of {@code item}: a tile of {@link #SIZE} pixels with the element painted on it. */
    public static synchronized BufferedImage image(PaletteItem item) {
        return IMAGES.computeIfAbsent(item, i -> {
            Board tile = Painting.paint(Board.builder(i.name(), 1, 1).build(), new Position(0, 0), i);
            return BoardRenderer.render(tile, SIZE);
        });
    }

    public static Icon icon(PaletteItem item) {
        return new ImageIcon(image(item));
    }
}
