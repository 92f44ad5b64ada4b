package org.rallyworkbench.engine.render;

import java.awt.Dimension;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.image.BufferedImage;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.rallyworkbench.engine.model.BeamPath;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Flag;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Laser;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Pusher;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Start;

/**
 * The one picture of a board, shared by the editor and the image exports: Java2D only, stateless and
 * thread-safe. Tile (x, y) covers the pixels {@code [x·tileSize, (x+1)·tileSize)} × {@code [y·tileSize, …)}
 * with the board's top-left corner at the origin of the {@link Graphics2D} given.
 * <p>
 * Painting goes in layers, each touching only the tiles that meet the clip, so a 256×256 board repaints
 * as fast as the part of it on screen: floor, floor elements, laser beams, walls, wall-mounted devices,
 * starts, flags. Symbols come pre-scaled per tile size from {@link Glyphs}.
 */
public final class BoardRenderer {

    /** Smallest and largest tile sizes the symbols are designed for; others work but are not tuned. */
    public static final int MIN_TILE = 8;
    public static final int MAX_TILE = 256;

    /** From this tile size on, pushers and crushers show register numbers instead of lamps. */
    private static final int LABEL_MIN_TILE = 40;
    private static final Direction[] DIRECTIONS = Direction.values();

    private BoardRenderer() {
    }

    /** The pixel size of the whole board. */
    public static Dimension size(Board b, int tileSize) {
        checkTileSize(tileSize);
        return new Dimension(b.width() * tileSize, b.height() * tileSize);
    }

    /** Paints the whole board at the origin of {@code g}, skipping what lies outside its clip. */
    public static void paint(Graphics2D g, Board b, int tileSize) {
        paint(g, b, tileSize, new Rectangle(size(b, tileSize)));
    }

    /**
     * Paints the part of the board inside {@code area} (board pixels, e.g. a component's dirty region):
     * only the tiles meeting it, clipped to it. The cost follows the area, not the board.
     */
    public static void paint(Graphics2D g, Board b, int tileSize, Rectangle area) {
        paint(g, b, tileSize, area, p -> false, g2 -> { });
    }

    /**
     * Paints the board among robots: each board laser's beam stops on the first tile where {@code robotAt} holds
     * ({@link BeamPath#reach}, R-LASER-1), and {@code underBeams} paints on the floor, under the beams and walls
     * (board pixels, e.g. markings that must never hide a beam).
     */
    public static void paint(Graphics2D g, Board b, int tileSize, Rectangle area, Predicate<Position> robotAt,
                             Consumer<Graphics2D> underBeams) {
        checkTileSize(tileSize);
        Graphics2D g2 = (Graphics2D) g.create();
        try {
            g2.clip(area);
            Rectangle clip = g2.getClipBounds();
            if (clip == null || clip.isEmpty()) {
                return;
            }
            // Symbols near a tile's edge (walls, beam glow) spill into the neighbour: one tile of margin.
            int x0 = Math.max(0, Math.floorDiv(clip.x, tileSize) - 1);
            int y0 = Math.max(0, Math.floorDiv(clip.y, tileSize) - 1);
            int x1 = Math.min(b.width(), Math.floorDiv(clip.x + clip.width - 1, tileSize) + 2);
            int y1 = Math.min(b.height(), Math.floorDiv(clip.y + clip.height - 1, tileSize) + 2);
            if (x0 >= x1 || y0 >= y1) {
                return;
            }
            new Pass(g2, b, Glyphs.forTileSize(tileSize), x0, y0, x1, y1, robotAt, underBeams).run();
        } finally {
            g2.dispose();
        }
    }

    /** A new image of the whole board (ARGB). */
    public static BufferedImage render(Board b, int tileSize) {
        Dimension d = size(b, tileSize);
        BufferedImage img = new BufferedImage(d.width, d.height, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        try {
            paint(g, b, tileSize);
        } finally {
            g.dispose();
        }
        return img;
    }

    private static void checkTileSize(int tileSize) {
        if (tileSize < MIN_TILE || tileSize > MAX_TILE) {
            throw new IllegalArgumentException("tile size must be " + MIN_TILE + ".." + MAX_TILE + ": " + tileSize);
        }
    }

    /** One painting of one tile range; lives for a single call, so the renderer itself keeps no state. */
    private static final class Pass {
        private final Graphics2D g;
        private final Board b;
        private final Glyphs gl;
        private final int ts;
        private final int x0;
        private final int y0;
        private final int x1;
        private final int y1;
        private final boolean sprites;
        private final Predicate<Position> robotAt;
        private final Consumer<Graphics2D> underBeams;

        Pass(Graphics2D g, Board b, Glyphs gl, int x0, int y0, int x1, int y1, Predicate<Position> robotAt,
             Consumer<Graphics2D> underBeams) {
            this.robotAt = robotAt;
            this.underBeams = underBeams;
            this.g = g;
            this.b = b;
            this.gl = gl;
            this.ts = gl.tileSize;
            this.x0 = x0;
            this.y0 = y0;
            this.x1 = x1;
            this.y1 = y1;
            this.sprites = wholePixelTranslation(g.getTransform());
        }

        /** Sprites stay crisp only where a tile pixel is a device pixel (not on a scaled HiDPI canvas). */
        private static boolean wholePixelTranslation(AffineTransform t) {
            return (t.getType() & ~AffineTransform.TYPE_TRANSLATION) == 0
                    && t.getTranslateX() == Math.rint(t.getTranslateX())
                    && t.getTranslateY() == Math.rint(t.getTranslateY());
        }

        void run() {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
            floor();
            elements();
            Graphics2D under = (Graphics2D) g.create();
            try {
                underBeams.accept(under);
            } finally {
                under.dispose();
            }
            beams();
            walls();
            devices();
            starts();
            flags();
        }

        private boolean inRange(int x, int y) {
            return x >= x0 && x < x1 && y >= y0 && y < y1;
        }

        private void floor() {
            g.setPaint(gl.floor);
            g.fillRect(x0 * ts, y0 * ts, (x1 - x0) * ts, (y1 - y0) * ts);
        }

        private void elements() {
            for (int y = y0; y < y1; y++) {
                for (int x = x0; x < x1; x++) {
                    FloorElement e = b.floorOrNull(x, y);
                    if (e != null) {
                        g.translate(x * ts, y * ts);
                        element(e, x, y);
                        g.translate(-x * ts, -y * ts);
                    }
                }
            }
        }

        private void element(FloorElement e, int x, int y) {
            if (e instanceof FloorElement.Pit) {
                pit(x, y);
            } else if (e instanceof FloorElement.Conveyor c) {
                conveyor(c, x, y);
            } else if (e instanceof FloorElement.Gear gear) {
                gl.gear[gear.rotation().ordinal()].paint(g, sprites);
            } else if (e instanceof FloorElement.Repair r) {
                (r.isDouble() ? gl.doubleRepair : gl.repair).paint(g, sprites);
            } else if (e instanceof FloorElement.Crusher c) {
                gl.crusher.paint(g, sprites);
                registers(gl.crusherLamps, c.registers(), 0.5, 0.5);
            }
        }

        /**
         * R-BOARD-4 decides the look: a belt fed only from its sides is drawn as a curve from each feeding
         * side; otherwise it runs straight, with a notch on each side a belt merges in from.
         */
        private void conveyor(FloorElement.Conveyor c, int x, int y) {
            int express = c.express() ? 1 : 0;
            Direction d = c.dir();
            int feeders = ConveyorLinks.feeders(b, x, y);
            boolean fromRight = ConveyorLinks.has(feeders, d.right());
            boolean fromLeft = ConveyorLinks.has(feeders, d.left());
            boolean fromBehind = ConveyorLinks.has(feeders, d.opposite());
            if (!fromBehind && (fromRight || fromLeft)) {
                if (fromRight) {
                    gl.curve[express][d.ordinal()][0].paint(g, sprites);
                }
                if (fromLeft) {
                    gl.curve[express][d.ordinal()][1].paint(g, sprites);
                }
                return;
            }
            gl.belt[express][d.ordinal()].paint(g, sprites);
            if (fromRight) {
                gl.inlet[express][d.right().ordinal()].paint(g, sprites);
            }
            if (fromLeft) {
                gl.inlet[express][d.left().ordinal()].paint(g, sprites);
            }
        }

        /** A hole, with a hazard rim on each side that borders something other than a pit. */
        private void pit(int x, int y) {
            gl.pit.paint(g, sprites);
            for (Direction d : DIRECTIONS) {
                int nx = x + d.dx();
                int ny = y + d.dy();
                if (!b.contains(nx, ny) || !(b.floorOrNull(nx, ny) instanceof FloorElement.Pit)) {
                    gl.pitRim[d.ordinal()].paint(g, sprites);
                }
            }
        }

        /**
         * The registers a pusher or crusher acts in: at large tile sizes the numbers on a dark label centred
         * on the unit point (ux, uy); at small sizes, where digits would be illegible, five lamps lit for them.
         */
        private void registers(Shape[] lamps, Registers registers, double ux, double uy) {
            if (ts < LABEL_MIN_TILE || registers.mask() == 0) {
                for (int r = 1; r <= 5; r++) {
                    g.setColor(registers.contains(r) ? Palette.LAMP_ON : Palette.LAMP_OFF);
                    g.fill(lamps[r - 1]);
                }
                return;
            }
            String text = registers.toString();
            g.setFont(gl.labelFont);
            FontMetrics fm = g.getFontMetrics();
            int w = fm.stringWidth(text) + fm.getHeight() / 2;
            int h = fm.getAscent() + 2;
            int lx = (int) Math.round(ux * ts - w / 2.0);
            int ly = (int) Math.round(uy * ts - h / 2.0);
            g.setColor(Palette.LABEL);
            g.fillRoundRect(lx, ly, w, h, h / 2, h / 2);
            g.setColor(Palette.LAMP_ON);
            g.drawString(text, lx + fm.getHeight() / 4, ly + fm.getAscent());
        }

        /**
         * Beams run from the emitter to the far edge of the last tile {@link BeamPath} gives them, or to the
         * centre of the first robot on their path.
         */
        private void beams() {
            Line2D.Double line = new Line2D.Double();
            for (Laser l : b.lasers()) {
                int x = l.position().x();
                int y = l.position().y();
                Direction d = l.dir();
                int n = BeamPath.reach(b, l, robotAt);
                if (n == 0 || !pathMeetsRange(x, y, d, n)) {
                    continue;
                }
                int beams = Math.max(1, Math.min(3, l.beams()));
                double cx = (x + 0.5) * ts;
                double cy = (y + 0.5) * ts;
                double from = -0.22 * ts;          // just in front of the emitter's lenses
                boolean stopped = robotAt.test(new Position(x + d.dx() * (n - 1), y + d.dy() * (n - 1)));
                // the far edge of the last tile, or the centre of the robot that stops the beam
                double to = (stopped ? n - 1 : n - 0.5) * ts;
                for (int k = 0; k < beams; k++) {
                    double off = Glyphs.beamOffset(beams, k) * ts;
                    double px = -d.dy() * off;     // perpendicular to the beam
                    double py = d.dx() * off;
                    line.setLine(cx + px + d.dx() * from, cy + py + d.dy() * from,
                            cx + px + d.dx() * to, cy + py + d.dy() * to);
                    g.setStroke(gl.beamGlow);
                    g.setColor(Palette.BEAM_GLOW);
                    g.draw(line);
                    g.setStroke(gl.beamCore);
                    g.setColor(Palette.BEAM_CORE);
                    g.draw(line);
                }
            }
        }

        private boolean pathMeetsRange(int x, int y, Direction d, int n) {
            int ex = x + d.dx() * (n - 1);
            int ey = y + d.dy() * (n - 1);
            return Math.max(x, ex) >= x0 && Math.min(x, ex) < x1 && Math.max(y, ey) >= y0 && Math.min(y, ey) < y1;
        }

        /** Each wall once: the N and W sides of every tile, and the S and E rims of the board. */
        private void walls() {
            int t = gl.wallThickness;
            int half = t / 2;
            for (int y = y0; y < y1; y++) {
                for (int x = x0; x < x1; x++) {
                    if (b.hasWall(x, y, Direction.N)) {
                        wall(gl.wallHorizontal, x * ts, y * ts + (y == 0 ? half : 0));
                    }
                    if (b.hasWall(x, y, Direction.W)) {
                        wall(gl.wallVertical, x * ts + (x == 0 ? half : 0), y * ts);
                    }
                    if (y == b.height() - 1 && b.hasWall(x, y, Direction.S)) {
                        wall(gl.wallHorizontal, x * ts, (y + 1) * ts - t + half);
                    }
                    if (x == b.width() - 1 && b.hasWall(x, y, Direction.E)) {
                        wall(gl.wallVertical, (x + 1) * ts - t + half, y * ts);
                    }
                }
            }
        }

        private void wall(Glyph glyph, int px, int py) {
            g.translate(px, py);
            glyph.paint(g, sprites);
            g.translate(-px, -py);
        }

        /** Laser emitters and pushers, mounted on their walls. */
        private void devices() {
            for (Laser l : b.lasers()) {
                int x = l.position().x();
                int y = l.position().y();
                if (inRange(x, y)) {
                    int beams = Math.max(1, Math.min(3, l.beams()));
                    g.translate(x * ts, y * ts);
                    gl.emitter[l.dir().ordinal()][beams - 1].paint(g, sprites);
                    g.translate(-x * ts, -y * ts);
                }
            }
            for (Pusher p : b.pushers()) {
                int x = p.position().x();
                int y = p.position().y();
                if (inRange(x, y)) {
                    int d = p.pushDirection().ordinal();
                    g.translate(x * ts, y * ts);
                    gl.pusher[d].paint(g, sprites);
                    Direction push = p.pushDirection();
                    registers(gl.pusherLamps[d], p.registers(), 0.5 + 0.2 * push.dx(), 0.5 + 0.2 * push.dy());
                    g.translate(-x * ts, -y * ts);
                }
            }
        }

        private void starts() {
            for (Start s : b.starts()) {
                int x = s.position().x();
                int y = s.position().y();
                if (inRange(x, y)) {
                    g.translate(x * ts, y * ts);
                    gl.start.paint(g, sprites);
                    gl.startArrow[s.facing().ordinal()].paint(g, sprites);
                    label(Integer.toString(s.number()), gl.startFont, 0.5, 0.5);
                    g.translate(-x * ts, -y * ts);
                }
            }
        }

        private void flags() {
            for (Flag f : b.flags()) {
                int x = f.position().x();
                int y = f.position().y();
                if (inRange(x, y)) {
                    g.translate(x * ts, y * ts);
                    gl.flag[Math.floorMod(f.number() - 1, gl.flag.length)].paint(g, sprites);
                    label(Integer.toString(f.number()), gl.flagFont, 0.58, 0.34);
                    g.translate(-x * ts, -y * ts);
                }
            }
        }

        /** White text with a soft shadow, centred on the unit point (ux, uy) of the current tile. */
        private void label(String text, Font font, double ux, double uy) {
            g.setFont(font);
            FontMetrics fm = g.getFontMetrics();
            float tx = (float) (ux * ts - fm.stringWidth(text) / 2.0);
            float ty = (float) (uy * ts + (fm.getAscent() - fm.getDescent()) / 2.0);
            float shadow = Math.max(1f, ts / 40f);
            g.setColor(Palette.TEXT_SHADOW);
            g.drawString(text, tx + shadow, ty + shadow);
            g.setColor(Palette.TEXT);
            g.drawString(text, tx, ty);
        }
    }
}
