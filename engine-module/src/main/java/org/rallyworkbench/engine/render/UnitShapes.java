package org.rallyworkbench.engine.render;

import java.awt.BasicStroke;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Arc2D;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;

/**
 * The symbols of the floor drawn once in unit-tile space: the tile is the square (0,0)–(1,1), y down.
 * Directional symbols are drawn for a belt or beam heading east; {@link Glyphs} turns them.
 */
final class UnitShapes {

    /** Belts leave a margin of floor on both sides. */
    static final double BELT_EDGE = 0.1;
    static final double RAIL = 0.06;

    private UnitShapes() {
    }

    static Shape rect(double x0, double y0, double x1, double y1) {
        return new Rectangle2D.Double(x0, y0, x1 - x0, y1 - y0);
    }

    static Shape circle(double cx, double cy, double r) {
        return new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r);
    }

    /** A chevron pointing east, centred on the origin, about 0.24 long and 0.52 tall. */
    static Shape chevron() {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(-0.11, -0.26);
        p.lineTo(0.0, -0.26);
        p.lineTo(0.13, 0.0);
        p.lineTo(0.0, 0.26);
        p.lineTo(-0.11, 0.26);
        p.lineTo(0.02, 0.0);
        p.closePath();
        return p;
    }

    /** Chevrons at the given x positions along the belt's centre line (east-heading belt). */
    static Shape straightChevrons(double scale, double... xs) {
        Area a = new Area();
        for (double x : xs) {
            AffineTransform t = AffineTransform.getTranslateInstance(x, 0.5);
            t.scale(scale, scale);
            a.add(new Area(t.createTransformedShape(chevron())));
        }
        return a;
    }

    /** A quarter ring around the tile's south-east corner: the belt coming in from the south and leaving east. */
    static Shape quarterRing(double inner, double outer) {
        Area a = new Area(new Arc2D.Double(1 - outer, 1 - outer, 2 * outer, 2 * outer, 90, 90, Arc2D.PIE));
        a.subtract(new Area(new Arc2D.Double(1 - inner, 1 - inner, 2 * inner, 2 * inner, 90, 90, Arc2D.PIE)));
        return a;
    }

    /** Chevrons along the centre line of {@link #quarterRing}, at the given angles (180° = entry, 90° = exit). */
    static Shape curvedChevrons(double scale, double... degrees) {
        Area a = new Area();
        for (double deg : degrees) {
            double th = Math.toRadians(deg);
            double x = 1 + 0.5 * Math.cos(th);
            double y = 1 - 0.5 * Math.sin(th);
            AffineTransform t = AffineTransform.getTranslateInstance(x, y);
            t.rotate(Math.atan2(Math.cos(th), Math.sin(th)));
            t.scale(scale, scale);
            a.add(new Area(t.createTransformedShape(chevron())));
        }
        return a;
    }

    /** A cog wheel around the tile centre. */
    static Shape cog() {
        Area a = new Area(circle(0.5, 0.5, 0.33));
        Shape tooth = rect(0.5 - 0.065, 0.5 - 0.44, 0.5 + 0.065, 0.5 - 0.28);
        for (int i = 0; i < 8; i++) {
            a.add(new Area(AffineTransform.getRotateInstance(i * Math.PI / 4, 0.5, 0.5).createTransformedShape(tooth)));
        }
        return a;
    }

    /** A clockwise circular arrow around the tile centre (mirror it for counter-clockwise). */
    static Shape clockwiseArrow() {
        double r = 0.19;
        Arc2D arc = new Arc2D.Double(0.5 - r, 0.5 - r, 2 * r, 2 * r, 80, -250, Arc2D.OPEN);
        Area a = new Area(new BasicStroke(0.065f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND).createStrokedShape(arc));
        // The arc ends at 190°, just below the west point, heading up-ish: the head points north.
        double ex = 0.5 + r * Math.cos(Math.toRadians(190));
        double ey = 0.5 - r * Math.sin(Math.toRadians(190));
        Path2D.Double head = new Path2D.Double();
        head.moveTo(ex - 0.09, ey);
        head.lineTo(ex + 0.09, ey);
        head.lineTo(ex, ey - 0.13);
        head.closePath();
        a.add(new Area(head));
        return a;
    }

    /** An open-end wrench lying along the y axis, centred on the origin, head up. */
    static Shape wrench() {
        Area a = new Area(new RoundRectangle2D.Double(-0.045, -0.2, 0.09, 0.42, 0.09, 0.09));
        Area head = new Area(circle(0, -0.22, 0.1));
        head.subtract(new Area(rect(-0.04, -0.36, 0.04, -0.21)));
        a.add(head);
        Area tail = new Area(circle(0, 0.22, 0.065));
        tail.subtract(new Area(circle(0, 0.22, 0.03)));
        a.add(tail);
        return a;
    }

    /** The wrench turned by {@code degrees} about its centre and moved to the tile centre. */
    static Shape wrenchAt(double degrees) {
        AffineTransform t = AffineTransform.getTranslateInstance(0.5, 0.5);
        t.rotate(Math.toRadians(degrees));
        return t.createTransformedShape(wrench());
    }

    /** The upper jaw of a crusher, teeth pointing down (mirror it for the lower one). */
    static Shape upperJaw() {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(0.1, 0.1);
        p.lineTo(0.9, 0.1);
        p.lineTo(0.9, 0.26);
        int teeth = 5;
        double w = 0.8 / teeth;
        for (int i = teeth - 1; i >= 0; i--) {
            p.lineTo(0.1 + (i + 0.5) * w, 0.36);
            p.lineTo(0.1 + i * w, 0.26);
        }
        p.closePath();
        return p;
    }

    /** A swallow-tailed pennant hanging from a pole at x = 0.3. */
    static Shape pennant() {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(0.3, 0.1);
        p.curveTo(0.5, 0.05, 0.7, 0.16, 0.92, 0.1);
        p.lineTo(0.8, 0.33);
        p.lineTo(0.92, 0.56);
        p.curveTo(0.7, 0.62, 0.5, 0.51, 0.3, 0.56);
        p.closePath();
        return p;
    }

    /** A facing arrow on the east edge of a start square. */
    static Shape startArrow() {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(0.78, 0.34);
        p.lineTo(0.97, 0.5);
        p.lineTo(0.78, 0.66);
        p.closePath();
        return p;
    }
}
