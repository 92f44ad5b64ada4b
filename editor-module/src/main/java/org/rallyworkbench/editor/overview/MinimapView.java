package org.rallyworkbench.editor.overview;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.function.Consumer;
import javax.swing.JComponent;

/**
 * The whole board, small: a picture made by the shared renderer, scaled to fit, with a frame around the
 * part the editor shows. Pressing or dragging names a point of the board (in tiles) to move the view to.
 */
final class MinimapView extends JComponent {

    private static final Color FRAME = new Color(255, 200, 0);
    private static final Color SHADE = new Color(0, 0, 0, 70);

    private BufferedImage picture;
    private int boardWidth;
    private int boardHeight;
    private Rectangle2D frame;
    private Consumer<Point2D> onMove = p -> { };

    MinimapView() {
        setPreferredSize(new Dimension(200, 200));
        MouseAdapter mouse = new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                move(e);
            }

            @Override
            public void mouseDragged(MouseEvent e) {
                move(e);
            }
        };
        addMouseListener(mouse);
        addMouseMotionListener(mouse);
    }

    void onMove(Consumer<Point2D> c) {
        onMove = c;
    }

    void show(BufferedImage newPicture, int width, int height) {
        picture = newPicture;
        boardWidth = width;
        boardHeight = height;
        repaint();
    }

    /** The part of the board shown in the editor, in tiles; null for none. */
    void showFrame(Rectangle2D tiles) {
        frame = tiles;
        repaint();
    }

    Rectangle2D frame() {
        return frame;
    }

    private void move(MouseEvent e) {
        Rectangle r = pictureBounds();
        if (r != null && javax.swing.SwingUtilities.isLeftMouseButton(e)) {
            double x = Math.max(0, Math.min(boardWidth, (e.getX() - r.x) * (double) boardWidth / r.width));
            double y = Math.max(0, Math.min(boardHeight, (e.getY() - r.y) * (double) boardHeight / r.height));
            onMove.accept(new Point2D.Double(x, y));
        }
    }

    /** Where the picture goes: as large as fits, aspect kept, centred. */
    Rectangle pictureBounds() {
        if (picture == null) {
            return null;
        }
        double scale = Math.min((getWidth() - 8.0) / picture.getWidth(), (getHeight() - 8.0) / picture.getHeight());
        int w = Math.max(1, (int) (picture.getWidth() * scale));
        int h = Math.max(1, (int) (picture.getHeight() * scale));
        return new Rectangle((getWidth() - w) / 2, (getHeight() - h) / 2, w, h);
    }

    @Override
    protected void paintComponent(Graphics g) {
        g.setColor(getBackground() == null ? Color.LIGHT_GRAY : getBackground());
        g.fillRect(0, 0, getWidth(), getHeight());
        Rectangle r = pictureBounds();
        if (r == null) {
            return;
        }
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            g2.drawImage(picture, r.x, r.y, r.width, r.height, null);
            if (frame != null && !frame.isEmpty() && boardWidth > 0) {
                paintFrame(g2, r);
            }
        } finally {
            g2.dispose();
        }
    }

    /** Shades what the editor does not show and outlines what it does. */
    private void paintFrame(Graphics2D g, Rectangle r) {
        double sx = (double) r.width / boardWidth;
        double sy = (double) r.height / boardHeight;
        Rectangle f = new Rectangle((int) Math.round(r.x + frame.getX() * sx), (int) Math.round(r.y + frame.getY() * sy),
                (int) Math.round(frame.getWidth() * sx), (int) Math.round(frame.getHeight() * sy));
        if (f.width >= r.width - 1 && f.height >= r.height - 1) {
            return;     // everything is visible: no frame needed
        }
        g.setColor(SHADE);
        java.awt.geom.Area outside = new java.awt.geom.Area(r);
        outside.subtract(new java.awt.geom.Area(f));
        g.fill(outside);
        g.setStroke(new BasicStroke(2f));
        g.setColor(FRAME);
        g.drawRect(f.x, f.y, Math.max(1, f.width - 1), Math.max(1, f.height - 1));
    }
}
