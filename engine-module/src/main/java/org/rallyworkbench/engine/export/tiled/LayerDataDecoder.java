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
final class LayerDataDecoder {

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
            case "csv" -> csv(data.text());
            case "base64" -> base64(data.text(), compression);
            case "" -> xmlTiles(data.children("tile"));
            default -> throw new IllegalArgumentException("unknown layer data encoding '" + encoding + "'");
        };
        if (gids.length != count) {
            throw new IllegalArgumentException("layer data holds " + gids.length + " tiles, the map needs " + count);
        }
        return gids;
    }

    private static long[] csv(String text) {
        String trimmed = text.strip();
        if (trimmed.isEmpty()) {
            return new long[0];
        }
        String[] parts = trimmed.split("\\s*,\\s*");
        long[] gids = new long[parts.length];
        for (int i = 0; i < parts.length; i++) {
            gids[i] = parseGid(parts[i].strip());
        }
        return gids;
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
            throw new IllegalArgumentException("not a tile id: '" + s + "'");
        }
    }

    private static long[] base64(String text, String compression) {
        byte[] bytes;
        try {
            bytes = Base64.getMimeDecoder().decode(text.strip());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("bad base64 layer data: " + e.getMessage());
        }
        bytes = switch (compression) {
            case "" -> bytes;
            case "zlib" -> inflate(bytes, false);
            case "gzip" -> inflate(bytes, true);
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

    private static byte[] inflate(byte[] bytes, boolean gzip) {
        try (InputStream in = gzip ? new GZIPInputStream(new ByteArrayInputStream(bytes))
                : new InflaterInputStream(new ByteArrayInputStream(bytes))) {
            return in.readNBytes(4 * 256 * 256 + 1);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot uncompress layer data: " + e.getMessage());
        }
    }
}
