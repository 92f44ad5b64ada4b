package org.rallyworkbench.engine.export;

import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.Paint;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.util.ArrayList;
import java.util.List;

/**
 * A symbol pre-scaled to one tile size and pre-rotated: a list of filled shapes in tile pixel space
 * (origin = the tile's top-left corner). Outlines are stroked once when the glyph is built, so painting
 * is nothing but fills.
 */
final class Glyph {

    private final Shape[] shapes;
    private final Paint[] paints;

    private Glyph(List<Shape> shapes, List<Paint> paints) {
        this.shapes = shapes.toArray(Shape[]::new);
        this.paints = paints.toArray(Paint[]::new);
    }

    /** Paints the glyph with its origin at the current origin of {@code g}. */
    void paint(Graphics2D g) {
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
