package org.rallyworkbench.editor.scenario.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.List;
import javax.swing.JPanel;
import org.junit.jupiter.api.Test;
import org.openide.windows.TopComponent;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Position;

/**
 * The Design and Replay views' board picture: a ghost's link never hides a beam, beams stop at robots, names are
 * never clipped at the edge, and the fit rule gives every view of a window the same zoom.
 */
class ScenarioCanvasDrawingTest {

    private static final int TILE = 64;
    private final Board board = Board.builder("beams", 5, 3).laser(0, 1, Direction.E, 1).build();

    private static BufferedImage paint(ScenarioCanvas canvas, int width, int height) {
        canvas.setSize(width, height);
        BufferedImage img = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        canvas.paint(g);
        g.dispose();
        return img;
    }

    private ScenarioCanvas canvas(List<Sprite> sprites) {
        ScenarioCanvas c = new ScenarioCanvas();
        c.show(board, sprites, List.of(), false);
        return c;
    }

    @Test
    void aGhostsLinkPassesUnderTheBeam() {
        Sprite blue = new Sprite("blue", 2, 0, 2, 0, false);
        Sprite ghost = new Sprite("blue", 2, 2, 2, 0, true);
        ScenarioCanvas without = canvas(List.of(blue));
        ScenarioCanvas with = canvas(List.of(blue, ghost));
        int w = 5 * TILE + 32;
        int h = 3 * TILE + 32;
        BufferedImage a = paint(without, w, h);
        BufferedImage b = paint(with, w, h);
        assertEquals(TILE, with.tileSize());
        Point crossing = with.centreOf(new Position(2, 1));
        assertEquals(a.getRGB(crossing.x, crossing.y), b.getRGB(crossing.x, crossing.y),
                "the beam's core is drawn over the link where they cross");
        Point link = new Point(crossing.x, crossing.y + TILE / 4);
        assertNotEquals(a.getRGB(link.x, link.y), b.getRGB(link.x, link.y), "the link shows off the beam");
    }

    @Test
    void theBoardBeamStopsAtTheFirstRobot() {
        int w = 5 * TILE + 32;
        int h = 3 * TILE + 32;
        BufferedImage empty = paint(canvas(List.of()), w, h);
        ScenarioCanvas blocked = canvas(List.of(new Sprite("red", 1, 1, 0, 0, false)));
        BufferedImage img = paint(blocked, w, h);
        Point behind = blocked.centreOf(new Position(3, 1));
        Point floor = blocked.centreOf(new Position(3, 2));
        assertNotEquals(empty.getRGB(behind.x, behind.y), empty.getRGB(floor.x, floor.y), "without robots the beam runs on");
        assertEquals(img.getRGB(floor.x, floor.y), img.getRGB(behind.x, behind.y), "behind the robot the floor is bare");
    }

    @Test
    void aNameAtTheEdgeIsMovedInsideNeverClipped() {
        Rectangle bounds = new Rectangle(-14, -14, 300, 200);
        assertEquals(new Rectangle(-14, 170, 80, 16), RobotPainter.labelBox(new Rectangle(-40, 190, 80, 16), bounds));
        assertEquals(new Rectangle(206, -14, 80, 16), RobotPainter.labelBox(new Rectangle(250, -30, 80, 16), bounds));
        Rectangle inside = new Rectangle(20, 20, 80, 16);
        assertEquals(inside, RobotPainter.labelBox(inside, bounds));
        assertEquals(inside, RobotPainter.labelBox(inside, null));
    }

    @Test
    void everyViewOfOneWindowFitsTheBoardAlike() {
        TopComponent window = new TopComponent();
        window.setLayout(new BorderLayout());
        ScenarioCanvas design = new ScenarioCanvas();
        ScenarioCanvas replay = new ScenarioCanvas();
        design.show(board, List.of(), List.of(), false);
        replay.show(board, List.of(), List.of(), false);
        JPanel designView = new JPanel(new BorderLayout());
        designView.add(design, BorderLayout.CENTER);
        JPanel replayView = new JPanel(new BorderLayout());
        replayView.add(replay, BorderLayout.CENTER);
        window.add(designView, BorderLayout.NORTH);
        window.add(replayView, BorderLayout.SOUTH);
        window.setSize(1000, 700);
        design.setSize(600, 500);
        replay.setSize(640, 420);
        assertEquals(design.tileSize(), replay.tileSize());
        assertEquals(ScenarioCanvas.fitTile(board, new Dimension(1000 - ScenarioCanvas.SIDE_PANEL_WIDTH,
                700 - ScenarioCanvas.HEADER_HEIGHT)), design.tileSize());
        window.setSize(800, 500);
        assertEquals(design.tileSize(), replay.tileSize());
        assertTrue(design.tileSize() < 96, "a smaller window, a smaller tile: " + design.tileSize());
    }
}
