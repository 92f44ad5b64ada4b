package org.rallyworkbench.editor.scenario.design;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.geom.Line2D;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiConsumer;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import org.openide.windows.TopComponent;
import org.rallyworkbench.engine.render.BoardRenderer;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Position;

/**
 * The board (the shared {@link BoardRenderer}) with robots, ghosts and beam flashes on top, scaled to fit.
 * It only draws what it is given; the Design and Replay views decide what that is.
 * <p>
 * The board lasers' beams stop at the first robot on them ({@code BeamPath.reach}, R-LASER-1); a ghost's dashed
 * link is painted on the floor, under the beams, so it never hides one; robot names stay inside the component.
 * Every view of a scenario fits the board by one rule ({@link #fitTile}): into its editor window less the
 * side panel and the toolbar rows, so Design and Replay draw at the same zoom.
 */
public final class ScenarioCanvas extends JComponent {

    private static final int MIN_TILE = 16;
    private static final int MAX_TILE = 96;
    private static final int MARGIN = 16;
    /** What the fit rule keeps free of the editor window for every view: the side panel beside the board. */
    public static final int SIDE_PANEL_WIDTH = 320;
    /** What the fit rule keeps free above the board: the window's tabs and up to two toolbar rows. */
    static final int HEADER_HEIGHT = 96;

    private Board board;
    private List<Sprite> sprites = List.of();
    private List<Beam> beams = List.of();
    private boolean alarm;
    private String selected;
    private BiConsumer<Graphics2D, Integer> overlay = (g, tile) -> { };

    /** Paints {@code paint} (board pixels, tile size) over the robots and beams; for a view's own effects. */
    public void setOverlay(BiConsumer<Graphics2D, Integer> paint) {
        overlay = paint;
        repaint();
    }

    /** Rings the robot named {@code name} (null: none). */
    public void setSelected(String name) {
        selected = name;
        repaint();
    }

    public void show(Board newBoard, List<Sprite> newSprites, List<Beam> newBeams, boolean newAlarm) {
        boolean resized = board == null || newBoard == null || board.width() != newBoard.width()
                || board.height() != newBoard.height();
        board = newBoard;
        sprites = List.copyOf(newSprites);
        beams = List.copyOf(newBeams);
        alarm = newAlarm;
        if (resized) {
            revalidate();
        }
        repaint();
    }

    public Optional<Board> board() {
        return Optional.ofNullable(board);
    }

    public int tileSize() {
        if (board == null) {
            return MIN_TILE;
        }
        TopComponent window = (TopComponent) SwingUtilities.getAncestorOfClass(TopComponent.class, this);
        Dimension area = window == null ? getSize()
                : new Dimension(window.getWidth() - SIDE_PANEL_WIDTH, window.getHeight() - HEADER_HEIGHT);
        return fitTile(board, area);
    }

    /**
     * The fit rule of every scenario view: the largest tile (16..96 pixels) that fits the board with its margins into
     * {@code area}: the editor window less {@link #SIDE_PANEL_WIDTH} and {@link #HEADER_HEIGHT}, the same for every
     * view of one window (or the component itself outside a window).
     */
    public static int fitTile(Board board, Dimension area) {
        int fit = Math.min((area.width - 2 * MARGIN) / board.width(), (area.height - 2 * MARGIN) / board.height());
        return Math.max(MIN_TILE, Math.min(MAX_TILE, fit));
    }

    private Point origin() {
        Dimension size = BoardRenderer.size(board, tileSize());
        return new Point(Math.max(MARGIN, (getWidth() - size.width) / 2), Math.max(MARGIN, (getHeight() - size.height) / 2));
    }

    /** The centre of a tile, in this component's coordinates (where a click picks it). */
    public Point centreOf(Position p) {
        Point o = origin();
        int tile = tileSize();
        return new Point(o.x + p.x() * tile + tile / 2, o.y + p.y() * tile + tile / 2);
    }

    /** The tile under a point of this component, if any. */
    public Optional<Position> tileAt(Point p) {
        if (board == null) {
            return Optional.empty();
        }
        Point o = origin();
        int tile = tileSize();
        int x = Math.floorDiv(p.x - o.x, tile);
        int y = Math.floorDiv(p.y - o.y, tile);
        Position pos = new Position(x, y);
        return board.contains(pos) ? Optional.of(pos) : Optional.empty();
    }

    @Override
    public Dimension getPreferredSize() {
        if (board == null) {
            return new Dimension(200, 200);
        }
        // at the fitted zoom inside a window (the scroll pane scrolls if the view is smaller), else small
        boolean inWindow = SwingUtilities.getAncestorOfClass(TopComponent.class, this) != null;
        Dimension d = BoardRenderer.size(board, inWindow ? tileSize() : MIN_TILE * 2);
        return new Dimension(d.width + 2 * MARGIN, d.height + 2 * MARGIN);
    }

    @Override
    protected void paintComponent(Graphics g) {
        if (board == null) {
            return;
        }
        int tile = tileSize();
        Point o = origin();
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.translate(o.x, o.y);
            Set<Position> standing = new HashSet<>();
            for (Sprite s : sprites) {
                if (!s.ghost()) {
                    standing.add(new Position((int) Math.round(s.x()), (int) Math.round(s.y())));
                }
            }
            BoardRenderer.paint(g2, board, tile, new Rectangle(BoardRenderer.size(board, tile)), standing::contains,
                    floor -> {
                        floor.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                        for (Sprite s : sprites) {
                            if (s.ghost()) {
                                paintLink(floor, s, tile);
                            }
                        }
                    });
            g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            if (alarm) {
                Dimension d = BoardRenderer.size(board, tile);
                g2.setColor(new Color(0xE53935));
                g2.setStroke(new BasicStroke(4f));
                g2.drawRect(-3, -3, d.width + 5, d.height + 5);
            }
            for (Sprite s : sprites) {
                if (!s.ghost() && s.name().equals(selected)) {
                    g2.setColor(new Color(0x29B6F6));
                    g2.setStroke(new BasicStroke(Math.max(3f, tile / 12f)));
                    g2.drawRect((int) Math.round(s.x() * tile) + 2, (int) Math.round(s.y() * tile) + 2, tile - 4, tile - 4);
                }
            }
            // names stay inside the component: never cut off at the board's edge
            Rectangle labels = new Rectangle(-o.x + 2, -o.y + 2, getWidth() - 4, getHeight() - 4);
            for (Sprite s : sprites) {
                if (!s.ghost()) {
                    RobotPainter.paint(g2, s, tile, labels);
                }
            }
            for (Sprite s : sprites) {
                if (s.ghost()) {
                    RobotPainter.paint(g2, s, tile, labels);
                }
            }
            for (Beam b : beams) {
                paintBeam(g2, b, tile);
            }
            overlay.accept(g2, tile);
        } finally {
            g2.dispose();
        }
    }

    /** A dashed line from the actual robot to its ghost: "this one should be there". */
    private void paintLink(Graphics2D g, Sprite ghost, int tile) {
        for (Sprite actual : sprites) {
            if (!actual.ghost() && actual.name().equals(ghost.name())) {
                g.setColor(RobotPainter.colour(ghost.name()));
                g.setStroke(new BasicStroke(Math.max(2f, tile / 20f), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND,
                        10f, new float[] {tile / 8f, tile / 10f}, 0f));
                g.draw(new Line2D.Double((actual.x() + 0.5) * tile, (actual.y() + 0.5) * tile,
                        (ghost.x() + 0.5) * tile, (ghost.y() + 0.5) * tile));
            }
        }
    }

    private static void paintBeam(Graphics2D g, Beam b, int tile) {
        Line2D line = new Line2D.Double((b.x0() + 0.5) * tile, (b.y0() + 0.5) * tile,
                (b.x1() + 0.5) * tile, (b.y1() + 0.5) * tile);
        int alpha = Math.round(230 * b.strength());
        g.setStroke(new BasicStroke(Math.max(4f, tile / 6f), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.setColor(new Color(255, 80, 40, alpha / 2));
        g.draw(line);
        g.setStroke(new BasicStroke(Math.max(1.5f, tile / 16f), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.setColor(new Color(255, 240, 200, alpha));
        g.draw(line);
    }
}
