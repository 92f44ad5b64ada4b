package org.rallyworkbench.editor.board.design;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.geom.Point2D;
import java.util.Optional;
import javax.swing.JComponent;
import javax.swing.JViewport;
import javax.swing.Scrollable;
import javax.swing.SwingUtilities;
import org.rallyworkbench.editor.board.model.Region;
import org.rallyworkbench.engine.render.BoardRenderer;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Position;

/**
 * Draws one immutable board at a zoom (pixels a tile) or fitted to the window, with the editor's overlays
 * on top: the tile under the mouse and the selection. Painting the board is the shared
 * {@link BoardRenderer}'s job, so it looks as in the PNG export; this class maps pixels to tiles.
 */
final class BoardCanvas extends JComponent implements Scrollable {

    static final int MIN_TILE = 8;
    static final int MAX_TILE = 128;
    private static final int MARGIN = 16;
    private static final Color SELECTION = new Color(40, 120, 255);
    private static final Color HOVER = new Color(255, 255, 255, 110);
    private static final Color SELECTION_FILL = new Color(40, 120, 255, 50);
    private static final BasicStroke SELECTION_STROKE =
            new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f);

    private Board board;
    private int zoom = 32;
    private boolean fit = true;
    private Position hover;
    private Region selection;
    private final BoardImageCache pictures = new BoardImageCache(this::repaint);
    private BoardOverlay overlay;
    private Point heldOrigin;     // while a side panel shows: where the board stays (null: centred)
    private int heldTile;

    void setBoard(Board newBoard) {
        boolean resized = board == null || board.width() != newBoard.width() || board.height() != newBoard.height();
        this.board = newBoard;
        pictures.setBoard(newBoard);
        if (resized) {
            revalidate();
        }
        repaint();
    }

    Board board() {
        return board;
    }

    void setOverlay(BoardOverlay o) {
        overlay = o;
        repaint();
    }

    BoardOverlay overlay() {
        return overlay;
    }

    void setHover(Position p) {
        if (!java.util.Objects.equals(p, hover)) {
            hover = p;
            repaint();
        }
    }

    Position hoverTile() {
        return hover;
    }

    /** The name of the property fired when the selection changes (the Edit actions follow it). */
    static final String SELECTION_PROPERTY = "selection";

    void setSelection(Region r) {
        Region old = selection;
        selection = r;
        firePropertyChange(SELECTION_PROPERTY, old, r);
        repaint();
    }

    Optional<Region> selection() {
        return Optional.ofNullable(selection);
    }

    /** The name of the property fired when the zoom or the fit-to-window mode changes. */
    static final String ZOOM_PROPERTY = "zoom";

    /** Zooms in (positive steps) or out by factors of 1.25; leaves fit-to-window mode. */
    void zoom(int steps) {
        int next = (int) Math.round(tileSize() * Math.pow(1.25, steps));
        if (next == tileSize()) {
            next += Integer.signum(steps);
        }
        setZoom(next, false);
    }

    /** Sets the tile size in pixels (leaving fit-to-window mode). */
    void setTileSize(int pixels) {
        setZoom(pixels, false);
    }

    void fitToWindow() {
        setZoom(zoom, true);
    }

    /**
     * Keeps the board where it is drawn now, at its tile size, while the view narrows (a side panel comes), so it
     * does not jump. A zoomed board stays so (what no longer fits scrolls: the part looked at stays put); a fitted
     * board stays so only while it is wholly in the narrower view, else it fits that view (never cut off until Fit).
     * Zooming lets go, as does {@link #releasePlace} (the panel goes: the board fits the wider view again).
     */
    void holdPlace() {
        if (board != null) {
            heldTile = tileSize();
            heldOrigin = origin();
        }
    }

    void releasePlace() {
        heldOrigin = null;
        revalidate();
        repaint();
    }

    /** Whether the held place still counts (see {@link #holdPlace}); a fitted board's lapses once cut off. */
    private boolean holding() {
        if (heldOrigin == null || !fit || board == null) {
            return heldOrigin != null;
        }
        Rectangle view = getParent() instanceof JViewport v ? v.getBounds() : getBounds();
        Dimension d = BoardRenderer.size(board, heldTile);
        if (view.width > 0 && (heldOrigin.x + d.width > view.width || heldOrigin.y + d.height > view.height)) {
            heldOrigin = null;
            SwingUtilities.invokeLater(this::revalidate);     // the preferred size is the fitted one again
            return false;
        }
        return true;
    }

    private void setZoom(int pixels, boolean fitted) {
        heldOrigin = null;
        int old = tileSize();
        zoom = Math.max(MIN_TILE, Math.min(MAX_TILE, pixels));
        fit = fitted;
        revalidate();
        repaint();
        firePropertyChange(ZOOM_PROPERTY, old, tileSize());
    }

    /** The tile size in pixels now: the zoom, or what fits the visible area. */
    int tileSize() {
        if (board == null) {
            return zoom;
        }
        if (!fit) {
            return zoom;
        }
        Rectangle view = getParent() instanceof JViewport v ? v.getBounds() : getBounds();
        int w = Math.max(view.width, 100);
        int h = Math.max(view.height, 100);
        int t = Math.min((w - 2 * MARGIN) / board.width(), (h - 2 * MARGIN) / board.height());
        return holding() ? heldTile : Math.max(MIN_TILE, Math.min(MAX_TILE, t));
    }

    /** Where the board's top-left corner is drawn. */
    Point origin() {
        Dimension size = BoardRenderer.size(board, tileSize());
        if (holding()) {     // stays put; what no longer fits scrolls
            return new Point(heldOrigin);
        }
        return new Point(Math.max(MARGIN, (getWidth() - size.width) / 2), Math.max(MARGIN, (getHeight() - size.height) / 2));
    }

    /** The tile under a pixel, if it is on the board. */
    Optional<Position> tileAt(Point pixel) {
        if (board == null) {
            return Optional.empty();
        }
        Point o = origin();
        int t = tileSize();
        Position p = new Position(Math.floorDiv(pixel.x - o.x, t), Math.floorDiv(pixel.y - o.y, t));
        return board.contains(p) ? Optional.of(p) : Optional.empty();
    }

    /** The point of the board under a pixel, in tiles (fractional, not clipped to the board). */
    Point2D boardPoint(Point pixel) {
        Point o = origin();
        double t = tileSize();
        return new Point2D.Double((pixel.x - o.x) / t, (pixel.y - o.y) / t);
    }

    /** The pixel where a point of the board, in tiles, is drawn now. */
    Point pixelOf(Point2D boardPoint) {
        Point o = origin();
        int t = tileSize();
        return new Point((int) Math.round(o.x + boardPoint.getX() * t), (int) Math.round(o.y + boardPoint.getY() * t));
    }

    /** The pixel's place within its tile, 0..1 each way (for picking the nearest tile edge). */
    double[] withinTile(Point pixel) {
        Point o = origin();
        int t = tileSize();
        double fx = (double) Math.floorMod(pixel.x - o.x, t) / t;
        double fy = (double) Math.floorMod(pixel.y - o.y, t) / t;
        return new double[] {fx, fy};
    }

    /** The pixel rectangle of a tile region, for scrolling it into view. */
    Rectangle bounds(Region r) {
        Point o = origin();
        int t = tileSize();
        return new Rectangle(o.x + r.x() * t, o.y + r.y() * t, r.width() * t, r.height() * t);
    }

    @Override
    public Dimension getPreferredSize() {
        if (board == null) {
            return new Dimension(200, 200);
        }
        if (holding()) {
            Dimension d = BoardRenderer.size(board, heldTile);
            return new Dimension(heldOrigin.x + d.width + MARGIN, heldOrigin.y + d.height + MARGIN);
        }
        Dimension d = BoardRenderer.size(board, fit ? MIN_TILE : zoom);
        return new Dimension(d.width + 2 * MARGIN, d.height + 2 * MARGIN);
    }

    @Override
    protected void paintComponent(Graphics g) {
        Rectangle dirty = g.getClipBounds() != null ? g.getClipBounds() : new Rectangle(getWidth(), getHeight());
        g.setColor(getBackground() == null ? Color.DARK_GRAY : getBackground());
        g.fillRect(dirty.x, dirty.y, dirty.width, dirty.height);
        if (board == null) {
            return;
        }
        int t = tileSize();
        Point o = origin();
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.translate(o.x, o.y);
            dirty.translate(-o.x, -o.y);
            pictures.paint(g2, t, dirty.intersection(new Rectangle(BoardRenderer.size(board, t))));
            paintOverlays(g2, t);
        } finally {
            g2.dispose();
        }
    }

    private void paintOverlays(Graphics2D g, int t) {
        if (overlay != null) {
            Graphics2D og = (Graphics2D) g.create();
            try {
                overlay.paint(og, board, t);
            } finally {
                og.dispose();
            }
        }
        if (hover != null && board.contains(hover)) {
            g.setColor(HOVER);
            g.fillRect(hover.x() * t, hover.y() * t, t, t);
        }
        if (selection != null) {
            g.setColor(SELECTION_FILL);
            g.fillRect(selection.x() * t, selection.y() * t, selection.width() * t, selection.height() * t);
            g.setColor(SELECTION);
            g.setStroke(SELECTION_STROKE);
            g.drawRect(selection.x() * t, selection.y() * t, selection.width() * t, selection.height() * t);
        }
    }

    @Override
    public Dimension getPreferredScrollableViewportSize() {
        return getPreferredSize();
    }

    @Override
    public int getScrollableUnitIncrement(Rectangle visible, int orientation, int direction) {
        return tileSize();
    }

    @Override
    public int getScrollableBlockIncrement(Rectangle visible, int orientation, int direction) {
        return tileSize() * 4;
    }

    // a board smaller than the window fills it (and is drawn centred, fitted or zoomed); a larger one scrolls
    @Override
    public boolean getScrollableTracksViewportWidth() {
        return getParent() instanceof JViewport v && v.getWidth() >= getPreferredSize().width;
    }

    @Override
    public boolean getScrollableTracksViewportHeight() {
        return getParent() instanceof JViewport v && v.getHeight() >= getPreferredSize().height;
    }
}
