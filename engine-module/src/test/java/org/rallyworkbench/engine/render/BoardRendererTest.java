package org.rallyworkbench.engine.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import org.junit.jupiter.api.Test;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Rotation;

class BoardRendererTest {

    private static final int TS = 32;

    /** Row 0: floor, pit, normal belt, express belt, cw gear, ccw gear. Row 2: a laser east, a wall at x=2. */
    private static Board sample() {
        return Board.builder("sample", 6, 4)
                .pit(1, 0)
                .conveyor(2, 0, Direction.S, false)
                .conveyor(3, 0, Direction.S, true)
                .gear(4, 0, Rotation.CW)
                .gear(5, 0, Rotation.CCW)
                .repair(0, 1, true)
                .crusher(1, 1, Registers.of(2, 4))
                .pusher(5, 1, Direction.E, Registers.of(1, 3, 5))
                .laser(0, 2, Direction.E, 2).wall(0, 2, Direction.W)
                .wall(2, 2, Direction.E)
                .wall(1, 3, Direction.N)
                .flag(4, 3, 1)
                .start(5, 3, 1, Direction.N)
                .build();
    }

    private static Color pixel(BufferedImage img, double tileX, double tileY) {
        return new Color(img.getRGB((int) (tileX * TS), (int) (tileY * TS)), true);
    }

    private static int brightness(Color c) {
        return (c.getRed() + c.getGreen() + c.getBlue()) / 3;
    }

    @Test
    void imageCoversTheBoardTileByTile() {
        BufferedImage img = BoardRenderer.render(sample(), TS);
        assertEquals(6 * TS, img.getWidth());
        assertEquals(4 * TS, img.getHeight());
        assertEquals(new Dimension(6 * 24, 4 * 24), BoardRenderer.size(sample(), 24));
    }

    @Test
    void floorIsOpaqueMetalGrey() {
        Color floor = pixel(BoardRenderer.render(sample(), TS), 0.5, 0.5);
        assertEquals(255, floor.getAlpha());
        assertTrue(Math.abs(floor.getRed() - floor.getBlue()) < 30, "grey, not coloured: " + floor);
        assertTrue(brightness(floor) > 100 && brightness(floor) < 200, "mid grey: " + floor);
    }

    @Test
    void pitCentreIsDark() {
        assertTrue(brightness(pixel(BoardRenderer.render(sample(), TS), 1.5, 0.5)) < 30);
    }

    @Test
    void normalBeltsAreYellowAndExpressBeltsBlue() {
        BufferedImage img = BoardRenderer.render(sample(), TS);
        Color normal = pixel(img, 2.2, 0.5);   // between the chevrons, beside the centre line
        Color express = pixel(img, 3.2, 0.5);
        assertTrue(normal.getRed() > 180 && normal.getBlue() < 120, "yellow belt: " + normal);
        assertTrue(express.getBlue() > 150 && express.getRed() < 100, "blue belt: " + express);
    }

    @Test
    void gearsShowTheirSenseInColour() {
        BufferedImage img = BoardRenderer.render(sample(), TS);
        Color cw = pixel(img, 4.5, 0.22);
        Color ccw = pixel(img, 5.5, 0.22);
        assertTrue(cw.getGreen() > cw.getRed(), "clockwise is green: " + cw);
        assertTrue(ccw.getRed() > ccw.getGreen(), "counter-clockwise is red: " + ccw);
    }

    @Test
    void wallEdgeDiffersFromPlainFloor() {
        Board withWall = sample();
        Board without = withWall.toBuilder().removeWall(new org.rallyworkbench.engine.model.Position(1, 3),
                Direction.N).build();
        Color wall = pixel(BoardRenderer.render(withWall, TS), 1.5, 3.0);
        Color floor = pixel(BoardRenderer.render(without, TS), 1.5, 3.0);
        assertNotEquals(floor, wall);
    }

    @Test
    void laserBeamRunsUpToTheWallAndNoFurther() {
        BufferedImage img = BoardRenderer.render(sample(), TS);
        // two beams, 0.15 tile either side of the centre line
        Color inBeam = pixel(img, 1.5, 2.5 - 0.075);
        Color pastWall = pixel(img, 3.5, 2.5 - 0.075);
        assertTrue(inBeam.getRed() > 200 && inBeam.getGreen() < 100, "red beam: " + inBeam);
        assertTrue(pastWall.getRed() - pastWall.getGreen() < 30, "no beam past the wall: " + pastWall);
    }

    @Test
    void clippedPaintTouchesOnlyTheAreaAsked() {
        Board b = sample();
        BufferedImage img = new BufferedImage(6 * TS, 4 * TS, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        BoardRenderer.paint(g, b, TS, new Rectangle(TS, 0, TS, TS));
        g.dispose();
        assertTrue(brightness(pixel(img, 1.5, 0.5)) < 30, "the pit is painted");
        assertEquals(0, img.getRGB(TS / 2, TS / 2) >>> 24, "tile (0,0) untouched");
        assertEquals(0, img.getRGB(3 * TS + TS / 2, 2 * TS + TS / 2) >>> 24, "far tiles untouched");
    }

    @Test
    void clippedPaintMatchesThePaintOfTheWholeBoard() {
        Board b = sample();
        BufferedImage whole = BoardRenderer.render(b, TS);
        BufferedImage part = new BufferedImage(6 * TS, 4 * TS, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = part.createGraphics();
        Rectangle area = new Rectangle(TS + 5, TS + 3, 2 * TS, 2 * TS);
        BoardRenderer.paint(g, b, TS, area);
        g.dispose();
        for (int y = area.y; y < area.y + area.height; y++) {
            for (int x = area.x; x < area.x + area.width; x++) {
                assertEquals(whole.getRGB(x, y), part.getRGB(x, y), "pixel " + x + "," + y);
            }
        }
    }

    @Test
    void scaledCanvasesGetVectorSymbols() {
        // a HiDPI canvas: the tile is 16 units but 32 device pixels; sprites would blur, shapes do not
        BufferedImage img = new BufferedImage(6 * TS, 4 * TS, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        g.scale(2, 2);
        BoardRenderer.paint(g, sample(), TS / 2);
        g.dispose();
        assertTrue(brightness(pixel(img, 1.5, 0.5)) < 30, "pit centre");
        Color express = pixel(img, 3.2, 0.5);
        assertTrue(express.getBlue() > 150 && express.getRed() < 100, "blue belt: " + express);
    }

    @Test
    void rejectsTileSizesWithoutRoomForTheSymbols() {
        assertThrows(IllegalArgumentException.class, () -> BoardRenderer.render(sample(), 2));
    }

    @Test
    void paintsEveryTileSizeFromSmallToLarge() {
        for (int ts : new int[] {8, 16, 24, 40, 96}) {
            BufferedImage img = BoardRenderer.render(sample(), ts);
            assertEquals(6 * ts, img.getWidth());
        }
    }
}
