package org.rallyworkbench.editor.board.design;

import java.awt.EventQueue;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.openide.util.RequestProcessor;
import org.rallyworkbench.engine.render.BoardRenderer;
import org.rallyworkbench.engine.model.Board;

/**
 * The Design view's board pictures: the board drawn by the shared {@link BoardRenderer} into square chunks
 * of about {@value #CHUNK_PIXELS} pixels at the current tile size, made when first shown and then only
 * copied, so a repaint (scrolling, hover, selection) costs a few image copies. An edit re-renders just the
 * chunks around the tiles it changed; a change of walls or lasers (beams cross the board), of size, or of
 * tile size starts afresh. At most {@value #MAX_CHUNKS} chunks are kept, the least recently drawn go first.
 *
 * <p>A few missing chunks are made at once; when many are missing (a board just opened, a jump), the area
 * is painted directly as before and the chunks are made on a background thread, then shown. Event thread only.
 */
final class BoardImageCache {

    static final int CHUNK_PIXELS = 256;
    static final int MAX_CHUNKS = 160;

    /** Up to this many missing chunks are rendered during the paint itself. */
    static final int RENDER_NOW = 8;
    private static final RequestProcessor BACKGROUND = new RequestProcessor("Board pictures", 1);

    private final Map<Long, BufferedImage> chunks = new LinkedHashMap<>(64, 0.75f, true);
    private final Set<Long> pending = new HashSet<>();
    private final Runnable onChunksReady;
    private Board board;
    private int tileSize;
    private int chunkTiles;
    private int generation;       // counts invalidations: pictures rendered for an older one are dropped

    /** {@code onChunksReady}: repaints the view once background chunks arrived. */
    BoardImageCache(Runnable onChunksReady) {
        this.onChunksReady = onChunksReady;
    }

    /** Takes the board now shown, keeping the chunks the change did not touch. */
    void setBoard(Board newBoard) {
        if (board != null && newBoard != null && board != newBoard) {
            BoardDiff.changedTiles(board, newBoard).ifPresentOrElse(this::invalidateAround, this::clear);
        } else if (newBoard == null) {
            clear();
        }
        if (board != newBoard) {
            generation++;
            pending.clear();
        }
        board = newBoard;
    }

    /** Paints the part of the board inside {@code area} (board pixels) at {@code tile} pixels a tile. */
    void paint(Graphics2D g, int tile, Rectangle area) {
        if (board == null) {
            return;
        }
        if (tile != tileSize) {
            clear();
            tileSize = tile;
            chunkTiles = Math.max(1, CHUNK_PIXELS / tile);
        }
        int span = chunkTiles * tile;
        int cx0 = Math.max(0, Math.floorDiv(area.x, span));
        int cy0 = Math.max(0, Math.floorDiv(area.y, span));
        int cx1 = Math.min((board.width() - 1) / chunkTiles, Math.floorDiv(area.x + area.width - 1, span));
        int cy1 = Math.min((board.height() - 1) / chunkTiles, Math.floorDiv(area.y + area.height - 1, span));
        List<Long> missing = new ArrayList<>();
        for (int cy = cy0; cy <= cy1; cy++) {
            for (int cx = cx0; cx <= cx1; cx++) {
                if (!chunks.containsKey(key(cx, cy))) {
                    missing.add(key(cx, cy));
                }
            }
        }
        if (missing.size() > RENDER_NOW) {
            // too many to make now: paint as without a cache, and have them made for the next paint
            BoardRenderer.paint(g, board, tileSize, area);
            missing.forEach(this::renderLater);
            return;
        }
        for (int cy = cy0; cy <= cy1; cy++) {
            for (int cx = cx0; cx <= cx1; cx++) {
                long key = key(cx, cy);
                BufferedImage image = chunks.get(key);
                if (image == null) {
                    image = render(board, tileSize, chunkTiles, cx, cy);
                    chunks.put(key, image);
                    pending.remove(key);
                }
                g.drawImage(image, cx * span, cy * span, null);
            }
        }
        trim();
    }

    private void renderLater(long key) {
        if (!pending.add(key)) {
            return;
        }
        Board b = board;
        int ts = tileSize;
        int ct = chunkTiles;
        int gen = generation;
        BACKGROUND.post(() -> {
            BufferedImage image = render(b, ts, ct, cx(key), cy(key));
            EventQueue.invokeLater(() -> {
                if (gen == generation && pending.remove(key)) {
                    chunks.put(key, image);
                    trim();
                    onChunksReady.run();
                }
            });
        });
    }

    private void clear() {
        chunks.clear();
        pending.clear();
        generation++;
    }

    private static long key(int cx, int cy) {
        return ((long) cx << 32) | cy;
    }

    private static int cx(long key) {
        return (int) (key >> 32);
    }

    private static int cy(long key) {
        return (int) key;
    }

    /** How many chunks are kept (for tests). */
    int size() {
        return chunks.size();
    }

    /** One chunk's picture: the tiles it covers (and what spills in from neighbours), opaque as the floor is. */
    private static BufferedImage render(Board b, int ts, int ct, int cx, int cy) {
        int span = ct * ts;
        int w = Math.min(span, b.width() * ts - cx * span);
        int h = Math.min(span, b.height() * ts - cy * span);
        BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.translate(-cx * span, -cy * span);
            BoardRenderer.paint(g, b, ts, new Rectangle(cx * span, cy * span, w, h));
        } finally {
            g.dispose();
        }
        return image;
    }

    private void trim() {
        Iterator<Long> eldest = chunks.keySet().iterator();
        while (chunks.size() > MAX_CHUNKS && eldest.hasNext()) {
            eldest.next();
            eldest.remove();
        }
    }

    /** Drops the chunks holding a changed tile or a neighbour of one (symbols spill one tile; belts curve by their neighbours). */
    private void invalidateAround(boolean[] changed) {
        if (chunkTiles == 0) {
            return;
        }
        int w = board.width();
        chunks.keySet().removeIf(key -> {
            int cx = cx(key);
            int cy = cy(key);
            int x0 = Math.max(0, cx * chunkTiles - 1);
            int y0 = Math.max(0, cy * chunkTiles - 1);
            int x1 = Math.min(w, (cx + 1) * chunkTiles + 1);
            int y1 = Math.min(board.height(), (cy + 1) * chunkTiles + 1);
            for (int y = y0; y < y1; y++) {
                for (int x = x0; x < x1; x++) {
                    if (changed[y * w + x]) {
                        return true;
                    }
                }
            }
            return false;
        });
    }

    @Override
    public String toString() {
        return "BoardImageCache[" + Objects.toString(board == null ? null : board.name()) + ", " + chunks.size() + " chunks]";
    }
}
