package org.rallyworkbench.engine.export.tiled;

import org.rallyworkbench.engine.render.BoardPainter;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Rotation;

/**
 * A tileset's picture: each of its {@link RallyTile}s drawn by the board painter on a small board of its own
 * and cut out, {@value #COLUMNS} tiles a row, in tile-id order. Pixels a tile shares with plain floor are left
 * transparent (except on the floor tile itself), so walls, lasers and markers lie over the layers beneath.
 */
public final class TileSheet {

    public static final int COLUMNS = 8;

    private TileSheet() {
    }

    public static int columns() {
        return COLUMNS;
    }

    /** The rows of the picture of {@code tiles}. */
    public static int rows(List<RallyTile> tiles) {
        return (tiles.size() + COLUMNS - 1) / COLUMNS;
    }

    /** The picture of {@code tiles}, the tiles of one tileset in id order (ids 0, 1, 2, ...). */
    public static BufferedImage render(BoardPainter painter, List<RallyTile> tiles, int tileSize) {
        BufferedImage sheet = new BufferedImage(COLUMNS * tileSize, rows(tiles) * tileSize,
                BufferedImage.TYPE_INT_ARGB);
        for (RallyTile tile : tiles) {
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
        Map<String, String> p = tile.properties();
        int number = tile.number().orElse(1);
        switch (p.get("kind")) {
            case "pit":
                return new Sample(one.pit(0, 0).build(), origin);
            case "conveyor":
                return conveyor(three, Boolean.parseBoolean(p.get("express")), p.get("curve"), centre);
            case "gear":
                return new Sample(one.gear(0, 0, Rotation.parse(p.get("rotation"))).build(), origin);
            case "repair":
                return new Sample(one.repair(0, 0, Boolean.parseBoolean(p.get("double"))).build(), origin);
            case "crusher":
                return new Sample(one.crusher(0, 0, Registers.NONE).build(), origin);
            case "wall":
                tile.wallSides().forEach(side -> three.wall(1, 1, side));
                return new Sample(three.build(), centre);
            case "laser":
                return new Sample(one.laser(0, 0, Direction.N, 1).build(), origin);
            case "flag":
                return new Sample(one.flag(0, 0, number).build(), origin);
            case "start":
                return new Sample(one.start(0, 0, number, Direction.parse(p.get("facing"))).build(), origin);
            case "pusher":
                return new Sample(three.pusher(1, 1, Direction.N, Registers.NONE).build(), centre);
            default:
                return new Sample(one.build(), origin);
        }
    }

    /** A belt pointing north in the centre, fed from the west (curve left), the east (right) or not at all. */
    private static Sample conveyor(Board.Builder three, boolean express, String curve, Position centre) {
        three.conveyor(1, 1, Direction.N, express);
        if (curve.equals("left")) {
            three.conveyor(0, 1, Direction.E, express);
        } else if (curve.equals("right")) {
            three.conveyor(2, 1, Direction.W, express);
        }
        return new Sample(three.build(), centre);
    }
}
