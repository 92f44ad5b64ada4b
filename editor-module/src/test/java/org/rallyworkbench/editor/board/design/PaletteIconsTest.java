package org.rallyworkbench.editor.board.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.awt.image.BufferedImage;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.editor.board.model.PaletteItem;

class PaletteIconsTest {

    @Test
    void everyElementHasItsOwnPicture() throws Exception {
        Set<String> seen = new HashSet<>();
        BufferedImage floor = PaletteIcons.image(PaletteItem.FLOOR);
        for (PaletteItem item : PaletteItem.values()) {
            BufferedImage img = PaletteIcons.image(item);
            assertEquals(PaletteIcons.SIZE, img.getWidth(), item.name());
            assertEquals(PaletteIcons.SIZE, img.getHeight(), item.name());
            assertEquals(true, seen.add(pixels(img)), item + " looks like another element");
            if (item != PaletteItem.FLOOR) {
                assertNotEquals(pixels(floor), pixels(img), item + " looks like bare floor");
            }
            if (Boolean.getBoolean("rally.icons.dump")) {
                javax.imageio.ImageIO.write(img, "png", new java.io.File("target/icon-" + item + ".png"));
            }
        }
    }

    private static String pixels(BufferedImage img) {
        int[] rgb = img.getRGB(0, 0, img.getWidth(), img.getHeight(), null, 0, img.getWidth());
        return java.util.Arrays.toString(rgb);
    }
}
