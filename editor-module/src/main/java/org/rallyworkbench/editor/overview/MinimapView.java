package org.rallyworkbench.editor.overview;

import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.image.BufferedImage;
import java.util.function.Consumer;
import javax.swing.JComponent;
import org.rallyworkbench.engine.model.Position;

/** The whole board, small: a picture made by the shared renderer, scaled to fit. A click names a tile. */
final class MinimapView extends JComponent {

    private BufferedImage picture;
    private int boardWidth;
    private int boardHeight;
    private Consumer<Position> onClick = p -> { };

    MinimapView() {
        setPreferredSize(new Dimension(200, 200));
        addMouseListener(new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                Rectangle r = pictureBounds();
                if (r != null && r.contains(e.getPoint())) {
                    onClick.accept(new Position((e.getX() - r.x) * boardWidth / r.width,
                            (e.getY() - r.y) * boardHeight / r.height));
                }
            }
        });
    }

    void onClick(Consumer<Position> c) {
        onClick = c;
    }

    void show(BufferedImage newPicture, int width, int height) {
        picture = newPicture;
        boardWidth = width;
        boardHeight = height;
        repaint();
    }

    /** Where the picture goes: as large as fits, aspect kept, centred. */
    private Rectangle pictureBounds() {
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
        if (r != null) {
            Graphics2D g2 = (Graphics2D) g.create();
            g2.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            g2.drawImage(picture, r.x, r.y, r.width, r.height, null);
            g2.dispose();
        }
    }
}
