package org.rallyworkbench.engine.render;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.Paint;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;

/**
 * A symbol pre-scaled to one tile size and pre-rotated: a list of filled shapes in tile pixel space
 * (origin = the tile's top-left corner). Outlines are stroked once when the glyph is built, so painting
 * is nothing but fills. The glyph is also rasterised once into a sprite: on an unscaled target, copying
 * the sprite is several times faster than anti-aliasing the shapes again for every tile.
 */
final class Glyph {

    private final Shape[] shapes;
    private final Paint[] paints;
    private final BufferedImage sprite;
    private final int spriteX;
    private final int spriteY;

    private Glyph(List<Shape> shapes, List<Paint> paints) {
        this.shapes = shapes.toArray(Shape[]::new);
        this.paints = paints.toArray(Paint[]::new);
        Rectangle bounds = new Rectangle();
        for (Shape s : this.shapes) {
            bounds = bounds.isEmpty() ? s.getBounds() : bounds.union(s.getBounds());
        }
        this.spriteX = bounds.x;
        this.spriteY = bounds.y;
        this.sprite = new BufferedImage(Math.max(1, bounds.width), Math.max(1, bounds.height),
                BufferedImage.TYPE_INT_ARGB_PRE);
        Graphics2D g = sprite.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.translate(-spriteX, -spriteY);
            paintShapes(g);
        } finally {
            g.dispose();
        }
    }

    /**
     * Paints the glyph with its origin at the current origin of {@code g}; {@code pixelAligned} says that
     * {@code g} only translates by whole pixels, so the sprite can be copied as it is.
     */
    void paint(Graphics2D g, boolean pixelAligned) {
        if (pixelAligned) {
            g.drawImage(sprite, spriteX, spriteY, null);
        } else {
            paintShapes(g);
        }
    }

    private void paintShapes(Graphics2D g) {
        for (int i = 0; i < shapes.length; i++) {
            g.setPaint(paints[i]);
            g.fill(shapes[i]);
        }
    }

    /** Collects shapes given in unit-tile space (0..1), placing them with one transform. */
    static final class Builder {
        private final int tileSize;
        private final AffineTransform toPixels;
        private final List<Shape> shapes = new ArrayList<>();
        private final List<Paint> paints = new ArrayList<>();

        /** {@code unitTransform} acts in unit space (e.g. a quarter turn about the tile centre) before scaling. */
        Builder(int tileSize, AffineTransform unitTransform) {
            this.tileSize = tileSize;
            this.toPixels = AffineTransform.getScaleInstance(tileSize, tileSize);
            this.toPixels.concatenate(unitTransform);
        }

        Builder fill(Shape unit, Paint paint) {
            shapes.add(toPixels.createTransformedShape(unit));
            paints.add(paint);
            return this;
        }

        /** Strokes the outline of {@code unit}, {@code unitWidth} of a tile wide but at least {@code minPixels}. */
        Builder stroke(Shape unit, double unitWidth, double minPixels, Paint paint) {
            float w = (float) Math.max(minPixels, unitWidth * tileSize);
            Shape outline = new BasicStroke(w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND)
                    .createStrokedShape(toPixels.createTransformedShape(unit));
            shapes.add(outline);
            paints.add(paint);
            return this;
        }

        Glyph build() {
            return new Glyph(shapes, paints);
        }
    }
}
