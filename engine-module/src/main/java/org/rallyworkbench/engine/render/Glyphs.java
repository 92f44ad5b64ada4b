package org.rallyworkbench.engine.render;

import static org.rallyworkbench.engine.render.UnitShapes.circle;
import static org.rallyworkbench.engine.render.UnitShapes.rect;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Paint;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.TexturePaint;
import java.awt.geom.AffineTransform;
import java.awt.geom.Area;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Rotation;

/**
 * Every symbol of the floor scaled to one tile size, built once and then shared read-only by all painting
 * threads. Arrays indexed by direction use {@link Direction#ordinal()}.
 */
final class Glyphs {

    private static final Map<Integer, Glyphs> CACHE = new ConcurrentHashMap<>();
    private static final int CACHE_LIMIT = 16;

    final int tileSize;
    final Paint floor;
    final Glyph pit;
    /** [side bordering floor]. */
    final Glyph[] pitRim = new Glyph[4];
    /** [express 0/1][belt direction]. */
    final Glyph[][] belt = new Glyph[2][4];
    /** [express 0/1][belt direction][0: fed from its right-hand side, 1: from its left]. */
    final Glyph[][][] curve = new Glyph[2][4][2];
    /** [express 0/1][side the feeding belt stands on]. */
    final Glyph[][] inlet = new Glyph[2][4];
    /** [rotation ordinal]. */
    final Glyph[] gear = new Glyph[2];
    final Glyph repair;
    final Glyph doubleRepair;
    final Glyph crusher;
    final Shape[] crusherLamps = new Shape[5];
    /** [push direction]. */
    final Glyph[] pusher = new Glyph[4];
    /** [push direction][register - 1]. */
    final Shape[][] pusherLamps = new Shape[4][5];
    /** [fire direction][beams - 1]. */
    final Glyph[][] emitter = new Glyph[4][3];
    final Glyph wallHorizontal;
    final Glyph wallVertical;
    final int wallThickness;
    /** [colour index of {@link Palette#flag}]. */
    final Glyph[] flag = new Glyph[8];
    final Glyph start;
    final Glyph[] startArrow = new Glyph[4];
    final BasicStroke beamGlow;
    final BasicStroke beamCore;
    final Font flagFont;
    final Font startFont;
    final Font labelFont;

    static Glyphs forTileSize(int tileSize) {
        if (CACHE.size() > CACHE_LIMIT) {
            CACHE.clear();  // zooming through many sizes: start again rather than grow without end
        }
        return CACHE.computeIfAbsent(tileSize, Glyphs::new);
    }

    private Glyphs(int ts) {
        this.tileSize = ts;
        Paint hazard = hazardStripes(ts);
        floor = new TexturePaint(floorTile(ts), new Rectangle(0, 0, ts, ts));

        // A pit is a hole filling its tile, so neighbouring pits join into one; the hazard rim is drawn
        // only on the sides that border floor.
        pit = new Glyph.Builder(ts, new AffineTransform())
                .fill(rect(0, 0, 1, 1), Palette.PIT_DEEP)
                .build();
        for (Direction d : Direction.values()) {
            pitRim[d.ordinal()] = new Glyph.Builder(ts, quarter(d))
                    .fill(rect(0.97, 0, 1, 1), Palette.FLOOR_SEAM)
                    .fill(rect(0.84, 0, 0.97, 1), hazard)
                    .fill(rect(0.78, 0, 0.84, 1), Palette.PIT_EDGE)
                    .build();
        }

        for (int e = 0; e < 2; e++) {
            boolean express = e == 1;
            Color body = express ? Palette.EXPRESS : Palette.BELT;
            Color rail = express ? Palette.EXPRESS_RAIL : Palette.BELT_RAIL;
            Color arrow = express ? Palette.EXPRESS_ARROW : Palette.BELT_ARROW;
            double lo = UnitShapes.BELT_EDGE;
            double hi = 1 - lo;
            Shape straightArrows = express
                    ? UnitShapes.straightChevrons(0.8, 0.2, 0.5, 0.8)
                    : UnitShapes.straightChevrons(1.0, 0.3, 0.72);
            Shape curvedArrows = express
                    ? UnitShapes.curvedChevrons(0.7, 152, 118)
                    : UnitShapes.curvedChevrons(0.9, 135);
            for (Direction d : Direction.values()) {
                AffineTransform turn = quarter(d);
                belt[e][d.ordinal()] = new Glyph.Builder(ts, turn)
                        .fill(rect(0, lo, 1, hi), body)
                        .fill(rect(0, lo, 1, lo + UnitShapes.RAIL), rail)
                        .fill(rect(0, hi - UnitShapes.RAIL, 1, hi), rail)
                        .fill(straightArrows, arrow)
                        .build();
                for (int side = 0; side < 2; side++) {
                    AffineTransform t = new AffineTransform(turn);
                    if (side == 1) {
                        t.concatenate(new AffineTransform(1, 0, 0, -1, 0, 1));  // mirror: fed from the left
                    }
                    curve[e][d.ordinal()][side] = new Glyph.Builder(ts, t)
                            .fill(UnitShapes.quarterRing(lo, hi), body)
                            .fill(UnitShapes.quarterRing(hi - UnitShapes.RAIL, hi), rail)
                            .fill(UnitShapes.quarterRing(lo, lo + UnitShapes.RAIL), rail)
                            .fill(curvedArrows, arrow)
                            .build();
                }
                Path2D.Double in = new Path2D.Double();  // a notch on the east edge pointing in
                in.moveTo(1.0, 0.32);
                in.lineTo(0.84, 0.5);
                in.lineTo(1.0, 0.68);
                in.closePath();
                inlet[e][d.ordinal()] = new Glyph.Builder(ts, turn)
                        .fill(rect(hi - UnitShapes.RAIL, 0.3, 1, 0.7), body)
                        .fill(in, arrow)
                        .build();
            }
        }

        for (Rotation r : Rotation.values()) {
            AffineTransform t = r == Rotation.CW ? new AffineTransform() : new AffineTransform(-1, 0, 0, 1, 1, 0);
            Shape cog = UnitShapes.cog();
            gear[r.ordinal()] = new Glyph.Builder(ts, t)
                    .fill(cog, r == Rotation.CW ? Palette.GEAR_CW : Palette.GEAR_CCW)
                    .stroke(cog, 0.025, 1, Palette.GEAR_EDGE)
                    .fill(circle(0.5, 0.5, 0.07), Palette.GEAR_EDGE)
                    .fill(UnitShapes.clockwiseArrow(), Palette.GEAR_ARROW)
                    .build();
        }

        repair = new Glyph.Builder(ts, new AffineTransform())
                .fill(circle(0.5, 0.5, 0.4), Palette.REPAIR_PLATE)
                .stroke(circle(0.5, 0.5, 0.4), 0.05, 1.5, Palette.REPAIR_RING)
                .fill(UnitShapes.wrenchAt(45), Palette.WRENCH)
                .build();
        doubleRepair = new Glyph.Builder(ts, new AffineTransform())
                .fill(circle(0.5, 0.5, 0.4), Palette.REPAIR_PLATE)
                .stroke(circle(0.5, 0.5, 0.4), 0.05, 1.5, Palette.REPAIR_RING_DOUBLE)
                .fill(UnitShapes.wrenchAt(45), Palette.WRENCH)
                .stroke(UnitShapes.wrenchAt(-45), 0.03, 1, Palette.REPAIR_PLATE)
                .fill(UnitShapes.wrenchAt(-45), Palette.WRENCH)
                .build();

        Shape upper = UnitShapes.upperJaw();
        Shape lower = new AffineTransform(1, 0, 0, -1, 0, 1).createTransformedShape(upper);
        crusher = new Glyph.Builder(ts, new AffineTransform())
                .fill(ring(rect(0.04, 0.04, 0.96, 0.96), rect(0.1, 0.1, 0.9, 0.9)), hazard)
                .fill(rect(0.1, 0.1, 0.9, 0.9), Palette.STEEL_DARK)
                .fill(upper, Palette.STEEL)
                .stroke(upper, 0.015, 1, Palette.WALL_EDGE)
                .fill(lower, Palette.STEEL)
                .stroke(lower, 0.015, 1, Palette.WALL_EDGE)
                .build();
        AffineTransform scale = AffineTransform.getScaleInstance(ts, ts);
        for (int i = 0; i < 5; i++) {
            crusherLamps[i] = scale.createTransformedShape(circle(0.26 + 0.12 * i, 0.5, 0.045));
        }

        for (Direction d : Direction.values()) {
            AffineTransform turn = quarter(d);
            Shape plate = new RoundRectangle2D.Double(0.1, 0.08, 0.16, 0.84, 0.06, 0.06);
            Path2D.Double push = new Path2D.Double();  // which way it shoves
            push.moveTo(0.29, 0.4);
            push.lineTo(0.37, 0.5);
            push.lineTo(0.29, 0.6);
            push.closePath();
            pusher[d.ordinal()] = new Glyph.Builder(ts, turn)
                    .fill(rect(0, 0.24, 0.1, 0.34), Palette.STEEL)
                    .fill(rect(0, 0.66, 0.1, 0.76), Palette.STEEL)
                    .stroke(rect(0, 0.24, 0.1, 0.34), 0.01, 1, Palette.WALL_EDGE)
                    .stroke(rect(0, 0.66, 0.1, 0.76), 0.01, 1, Palette.WALL_EDGE)
                    .fill(plate, Palette.PUSHER)
                    .stroke(plate, 0.02, 1, Palette.WALL_EDGE)
                    .fill(push, Palette.PUSHER)
                    .stroke(push, 0.015, 1, Palette.WALL_EDGE)
                    .build();
            AffineTransform toPixels = new AffineTransform(scale);
            toPixels.concatenate(turn);
            for (int i = 0; i < 5; i++) {
                pusherLamps[d.ordinal()][i] = toPixels.createTransformedShape(circle(0.18, 0.2 + 0.15 * i, 0.05));
            }
            for (int beams = 1; beams <= 3; beams++) {
                Shape housing = new RoundRectangle2D.Double(-0.02, 0.2, 0.3, 0.6, 0.1, 0.1);
                Glyph.Builder b = new Glyph.Builder(ts, turn)
                        .fill(housing, Palette.EMITTER)
                        .stroke(housing, 0.02, 1, Palette.WALL_EDGE)
                        .fill(rect(0.2, 0.26, 0.28, 0.74), Palette.STEEL_DARK);
                for (int k = 0; k < beams; k++) {
                    b.fill(circle(0.24, 0.5 + beamOffset(beams, k), 0.055), Palette.LENS);
                }
                emitter[d.ordinal()][beams - 1] = b.build();
            }
            startArrow[d.ordinal()] = new Glyph.Builder(ts, turn)
                    .fill(UnitShapes.startArrow(), Palette.START_LINE)
                    .stroke(UnitShapes.startArrow(), 0.015, 1, Palette.WALL_EDGE)
                    .build();
        }

        wallThickness = Math.max(3, (int) Math.round(ts * 0.11));
        int w = wallThickness;
        Shape h = new Rectangle(-w / 2, -w / 2, ts + w, w);
        Shape v = new Rectangle(-w / 2, -w / 2, w, ts + w);
        AffineTransform none = new AffineTransform();
        wallHorizontal = pixelGlyph(ts, h, hazard);
        wallVertical = pixelGlyph(ts, v, hazard);

        for (int i = 0; i < flag.length; i++) {
            Shape pennant = UnitShapes.pennant();
            flag[i] = new Glyph.Builder(ts, none)
                    .fill(new java.awt.geom.Ellipse2D.Double(0.2, 0.84, 0.2, 0.08), Palette.SHADOW)
                    .fill(rect(0.28, 0.08, 0.32, 0.88), Palette.POLE)
                    .fill(pennant, Palette.flag(i + 1))
                    .stroke(pennant, 0.02, 1, Palette.WALL_EDGE)
                    .build();
        }
        Shape square = rect(0.12, 0.12, 0.88, 0.88);
        start = new Glyph.Builder(ts, none)
                .fill(square, Palette.START_PLATE)
                .stroke(square, 0.05, 1.5, Palette.START_LINE)
                .build();

        beamGlow = new BasicStroke((float) Math.max(3, ts * 0.13), BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER);
        beamCore = new BasicStroke((float) Math.max(1, ts * 0.035), BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER);
        flagFont = new Font(Font.SANS_SERIF, Font.BOLD, Math.max(7, (int) Math.round(ts * 0.34)));
        startFont = new Font(Font.SANS_SERIF, Font.BOLD, Math.max(7, (int) Math.round(ts * 0.4)));
        labelFont = new Font(Font.SANS_SERIF, Font.BOLD, Math.max(6, (int) Math.round(ts * 0.2)));
    }

    /** The sideways offset (in tiles) of beam {@code k} of {@code beams} parallel beams. */
    static double beamOffset(int beams, int k) {
        return (k - (beams - 1) / 2.0) * 0.15;
    }

    /** A quarter turn about the tile centre taking an east-heading symbol to heading {@code d}. */
    private static AffineTransform quarter(Direction d) {
        return AffineTransform.getQuadrantRotateInstance((d.ordinal() + 3) & 3, 0.5, 0.5);
    }

    private static Shape ring(Shape outer, Shape inner) {
        Area a = new Area(outer);
        a.subtract(new Area(inner));
        return a;
    }

    private static Glyph pixelGlyph(int ts, Shape pixels, Paint paint) {
        AffineTransform toUnit = AffineTransform.getScaleInstance(1.0 / ts, 1.0 / ts);
        Shape unit = toUnit.createTransformedShape(pixels);
        return new Glyph.Builder(ts, new AffineTransform())
                .fill(unit, paint)
                .stroke(unit, 0.0, 1, Palette.WALL_EDGE)
                .build();
    }

    /** One floor plate: a lighter top-left bevel, a dark seam, rivets when there is room. */
    private static BufferedImage floorTile(int ts) {
        BufferedImage img = new BufferedImage(ts, ts, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setColor(Palette.FLOOR);
            g.fillRect(0, 0, ts, ts);
            g.setColor(Palette.FLOOR_LIGHT);
            g.fillRect(0, 0, ts, 1);
            g.fillRect(0, 0, 1, ts);
            g.setColor(Palette.FLOOR_SEAM);
            g.fillRect(0, ts - 1, ts, 1);
            g.fillRect(ts - 1, 0, 1, ts);
            if (ts >= 32) {
                g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
                g.setColor(Palette.RIVET);
                int r = Math.max(2, ts / 20);
                int m = ts / 10;
                for (int[] c : new int[][] {{m, m}, {ts - m, m}, {m, ts - m}, {ts - m, ts - m}}) {
                    g.fillOval(c[0] - r, c[1] - r, 2 * r, 2 * r);
                }
            }
        } finally {
            g.dispose();
        }
        return img;
    }

    /** Yellow and black diagonal stripes, the warning paint of pit rims and walls. */
    private static Paint hazardStripes(int ts) {
        int p = Math.max(6, (int) Math.round(ts * 0.22));
        BufferedImage img = new BufferedImage(p, p, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setColor(Palette.HAZARD_YELLOW);
            g.fillRect(0, 0, p, p);
            g.setColor(Palette.HAZARD_BLACK);
            double h = p / 2.0;
            for (int k = -1; k <= 1; k++) {  // the band and its wrapped copies, so the tile repeats seamlessly
                Path2D.Double band = new Path2D.Double();
                band.moveTo(k * p, p);
                band.lineTo(k * p + h, p);
                band.lineTo(k * p + h + p, 0);
                band.lineTo(k * p + p, 0);
                band.closePath();
                g.fill(band);
            }
        } finally {
            g.dispose();
        }
        return new TexturePaint(img, new Rectangle(0, 0, p, p));
    }
}
