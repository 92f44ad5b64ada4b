package org.rallyworkbench.engine.export.tiled;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Base64;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.InflaterInputStream;

/**
 * Decodes a tile layer's {@code <data>} into raw global tile ids (flags included), in every encoding Tiled
 * writes for finite maps except zstd: CSV, base64 (uncompressed, zlib or gzip) and plain {@code <tile>} elements.
 */
public final class LayerDataDecoder {

    private LayerDataDecoder() {
    }

    /** The {@code count} raw gids of {@code data}; throws with a message for the user if it cannot. */
    public static long[] decode(XmlElement data, int count) {
        String encoding = data.attribute("encoding").orElse("");
        String compression = data.attribute("compression").orElse("");
        if (!data.children("chunk").isEmpty()) {
            throw new IllegalArgumentException("infinite maps (layer data in chunks) are not supported; "
                    + "untick Map > Map Properties > Infinite in Tiled");
        }
        long[] gids = switch (encoding) {
            case "csv" -> csv(data.text(), count);
            case "base64" -> base64(data.text(), compression, count);
            case "" -> xmlTiles(data.children("tile"));
            default -> throw new IllegalArgumentException("unknown layer data encoding '" + encoding + "'");
        };
        if (gids.length != count) {
            throw new IllegalArgumentException("layer data holds " + (gids.length > count ? "more than " + count
                    : String.valueOf(gids.length)) + " tiles, the map needs " + count);
        }
        return gids;
    }

    /** Scans the CSV once, stopping past {@code count} entries: ten million of them cost no more than the map's. */
    private static long[] csv(String text, int count) {
        long[] gids = new long[count];
        int n = 0;
        int i = 0;
        int len = text.length();
        while (i < len && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        if (i == len) {
            return new long[0];
        }
        while (i <= len) {
            int end = text.indexOf(',', i);
            if (end < 0) {
                end = len;
            }
            if (n == count) {
                throw new IllegalArgumentException("layer data holds more than " + count + " tiles, the map needs "
                        + count);
            }
            gids[n++] = parseGid(text.substring(i, end).strip());
            i = end + 1;
        }
        return n == count ? gids : java.util.Arrays.copyOf(gids, n);
    }

    private static long[] xmlTiles(List<XmlElement> tiles) {
        long[] gids = new long[tiles.size()];
        for (int i = 0; i < gids.length; i++) {
            gids[i] = parseGid(tiles.get(i).attribute("gid").orElse("0"));
        }
        return gids;
    }

    private static long parseGid(String s) {
        try {
            long gid = Long.parseLong(s);
            if (gid < 0 || gid > 0xFFFFFFFFL) {
                throw new NumberFormatException();
            }
            return gid;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a tile id: '" + (s.length() > 20 ? s.substring(0, 20) + "..." : s)
                    + "'");
        }
    }

    private static long[] base64(String text, String compression, int count) {
        byte[] bytes;
        try {
            bytes = Base64.getMimeDecoder().decode(text.strip());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("bad base64 layer data");
        }
        bytes = switch (compression) {
            case "" -> bytes;
            case "zlib" -> inflate(bytes, false, count);
            case "gzip" -> inflate(bytes, true, count);
            default -> throw new IllegalArgumentException("layer data compression '" + compression
                    + "' is not supported (use CSV, or base64 uncompressed, zlib or gzip)");
        };
        if (bytes.length % 4 != 0) {
            throw new IllegalArgumentException("base64 layer data is not a whole number of 32-bit tile ids");
        }
        ByteBuffer buffer = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        long[] gids = new long[bytes.length / 4];
        for (int i = 0; i < gids.length; i++) {
            gids[i] = Integer.toUnsignedLong(buffer.getInt());
        }
        return gids;
    }

    /** Uncompresses at most one id more than the map needs, so a compression bomb stops there. */
    private static byte[] inflate(byte[] bytes, boolean gzip, int count) {
        try (InputStream in = gzip ? new GZIPInputStream(new ByteArrayInputStream(bytes))
                : new InflaterInputStream(new ByteArrayInputStream(bytes))) {
            return in.readNBytes(4 * count + 4);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot uncompress the " + (gzip ? "gzip" : "zlib")
                    + " layer data: it is damaged or not compressed that way");
        }
    }
}
