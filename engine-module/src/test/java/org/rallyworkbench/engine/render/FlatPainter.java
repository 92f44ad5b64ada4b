package org.rallyworkbench.engine.render;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics2D;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;

/** A plain painter for tests: a colour per floor kind, walls as bars, markers as dots. */
final class FlatPainter implements BoardPainter {

    @Override
    public Dimension size(Board board, int tileSize) {
        return new Dimension(board.width() * tileSize, board.height() * tileSize);
    }

    @Override
    public void paint(Graphics2D g, Board board, int t) {
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                FloorElement e = board.floorOrNull(x, y);
                g.setColor(e == null ? Color.LIGHT_GRAY : e instanceof FloorElement.Pit ? Color.BLACK
                        : e instanceof FloorElement.Conveyor c ? (c.express() ? Color.BLUE : Color.YELLOW)
                        : Color.GREEN);
                g.fillRect(x * t, y * t, t, t);
                if (e instanceof FloorElement.Conveyor c) {
                    g.setColor(Color.RED);
                    g.fillRect(x * t + t / 2 + c.dir().dx() * t / 4 - 2, y * t + t / 2 + c.dir().dy() * t / 4 - 2, 4, 4);
                }
                g.setColor(Color.DARK_GRAY);
                for (Direction d : Direction.values()) {
                    if (board.hasWall(x, y, d)) {
                        int wx = d == Direction.E ? x * t + t - 3 : x * t;
                        int wy = d == Direction.S ? y * t + t - 3 : y * t;
                        boolean horizontal = d == Direction.N || d == Direction.S;
                        g.fillRect(wx, wy, horizontal ? t : 3, horizontal ? 3 : t);
                    }
                }
            }
        }
        g.setColor(Color.ORANGE);
        board.flags().forEach(f -> g.fillOval(f.position().x() * t + 4, f.position().y() * t + 4, 8, 8));
        board.lasers().forEach(l -> g.fillRect(l.position().x() * t + t / 2, l.position().y() * t, 2, t));
    }
}
