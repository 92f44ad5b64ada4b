package org.rallyworkbench.engine.export;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import org.rallyworkbench.engine.export.tiled.RallyTile;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Rotation;

/**
 * The tileset's picture: every {@link RallyTile} drawn by the board painter on a small board of its own and
 * cut out, {@value #COLUMNS} tiles a row, in tile-id order. Pixels a tile shares with plain floor are left
 * transparent (except on the floor tile itself), so walls, lasers and markers lie over the layers beneath.
 */
public final class TileSheet {

    public static final int COLUMNS = 8;

    private TileSheet() {
    }

    public static int columns() {
        return COLUMNS;
    }

    public static int rows() {
        return (RallyTile.values().length + COLUMNS - 1) / COLUMNS;
    }

    public static BufferedImage render(BoardPainter painter, int tileSize) {
        BufferedImage sheet = new BufferedImage(COLUMNS * tileSize, rows() * tileSize, BufferedImage.TYPE_INT_ARGB);
        for (RallyTile tile : RallyTile.values()) {
            Sample sample = sample(tile);
            BufferedImage picture = cut(painter, sample.board(), sample.cell(), tileSize);
            if (tile != RallyTile.FLOOR) {
                Board plain = Board.builder("floor", sample.board().width(), sample.board().height()).build();
                clearWhereSame(picture, cut(painter, plain, sample.cell(), tileSize));
            }
            int x = (tile.id() % COLUMNS) * tileSize;
            int y = (tile.id() / COLUMNS) * tileSize;
            Graphics2D g = sheet.createGraphics();
            g.drawImage(picture, x, y, null);
            g.dispose();
        }
        return sheet;
    }

    private static BufferedImage cut(BoardPainter painter, Board board, Position cell, int tileSize) {
        BufferedImage tile = new BufferedImage(tileSize, tileSize, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = tile.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.translate(-cell.x() * tileSize, -cell.y() * tileSize);
        painter.paint(g, board, tileSize);
        g.dispose();
        return tile;
    }

    private static void clearWhereSame(BufferedImage picture, BufferedImage floor) {
        for (int y = 0; y < picture.getHeight(); y++) {
            for (int x = 0; x < picture.getWidth(); x++) {
                if (picture.getRGB(x, y) == floor.getRGB(x, y)) {
                    picture.setRGB(x, y, 0);
                }
            }
        }
    }

    /** A small board showing the tile's element on {@code cell}. */
    private record Sample(Board board, Position cell) {
    }

    private static Sample sample(RallyTile tile) {
        Board.Builder one = Board.builder(tile.tileName(), 1, 1);
        Board.Builder three = Board.builder(tile.tileName(), 3, 3);
        Position origin = new Position(0, 0);
        Position centre = new Position(1, 1);
        return switch (tile) {
            case FLOOR -> new Sample(one.build(), origin);
            case PIT -> new Sample(one.pit(0, 0).build(), origin);
            case CONVEYOR, EXPRESS -> new Sample(one.conveyor(0, 0, Direction.N, tile == RallyTile.EXPRESS).build(),
                    origin);
            case CONVEYOR_CURVE_LEFT, EXPRESS_CURVE_LEFT -> new Sample(three
                    .conveyor(1, 1, Direction.N, tile == RallyTile.EXPRESS_CURVE_LEFT)
                    .conveyor(0, 1, Direction.E, tile == RallyTile.EXPRESS_CURVE_LEFT).build(), centre);
            case CONVEYOR_CURVE_RIGHT, EXPRESS_CURVE_RIGHT -> new Sample(three
                    .conveyor(1, 1, Direction.N, tile == RallyTile.EXPRESS_CURVE_RIGHT)
                    .conveyor(2, 1, Direction.W, tile == RallyTile.EXPRESS_CURVE_RIGHT).build(), centre);
            case GEAR_CW -> new Sample(one.gear(0, 0, Rotation.CW).build(), origin);
            case GEAR_CCW -> new Sample(one.gear(0, 0, Rotation.CCW).build(), origin);
            case REPAIR -> new Sample(one.repair(0, 0, false).build(), origin);
            case DOUBLE_REPAIR -> new Sample(one.repair(0, 0, true).build(), origin);
            case CRUSHER -> new Sample(one.crusher(0, 0, Registers.NONE).build(), origin);
            case WALL, WALL_CORNER, WALL_OPPOSITE, WALL_THREE, WALL_FOUR -> {
                tile.wallSides().forEach(side -> three.wall(1, 1, side));
                yield new Sample(three.build(), centre);
            }
            case LASER -> new Sample(one.laser(0, 0, Direction.N, 1).build(), origin);
            case FLAG -> new Sample(one.flag(0, 0, 1).build(), origin);
            case START -> new Sample(one.start(0, 0, 1, Direction.N).build(), origin);
            case PUSHER -> new Sample(three.pusher(1, 1, Direction.N, Registers.NONE).build(), centre);
        };
    }
}
