package org.rallyworkbench.engine.export.tiled;

import org.rallyworkbench.engine.export.SampleBoards;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rallyworkbench.engine.export.json.JsonParser;
import org.rallyworkbench.engine.export.json.JsonValue;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Position;

/**
 * The real Tiled editor opens our maps: {@code tiled --export-map json} must read every board's TMX with the
 * same size, the same tiles (ids and rotation flags) in the same layers, and the same objects; and every flag
 * and start must lie on a tile whose {@code number}, as Tiled reads our tilesets, is its own. Skipped only
 * where the {@code tiled} binary is not installed (CI installs Debian's package).
 */
class TiledCheckTest {

    @TempDir
    Path dir;

    static List<Board> boards() {
        return SampleBoards.all();
    }

    @ParameterizedTest
    @MethodSource("boards")
    void tiledReadsOurMap(Board board) throws Exception {
        Path tiled = tiledBinary();
        assumeTrue(tiled != null, "the tiled binary is not installed");
        Path tmx = dir.resolve("board.tmx");
        Path json = dir.resolve("board.json");
        new TmxExporter(SampleBoards.painter()).export(board, tmx, 32);

        ProcessBuilder pb = new ProcessBuilder(tiled.toString(), "--export-map", "json", "--embed-tilesets",
                tmx.toString(), json.toString()).redirectErrorStream(true);
        pb.environment().put("QT_QPA_PLATFORM", "offscreen");
        Process p = pb.start();
        String output = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "tiled did not finish");
        assertEquals(0, p.exitValue(), "tiled failed: " + output);

        JsonValue.JsonObject read = (JsonValue.JsonObject) JsonParser.parse(Files.readString(json));
        assertEquals(board.width(), intOf(read.members().get("width")));
        assertEquals(board.height(), intOf(read.members().get("height")));
        Map<String, long[]> ours = ourLayers(tmx, board);
        Map<String, long[]> theirs = new LinkedHashMap<>();
        int objects = -1;
        for (JsonValue v : ((JsonValue.JsonArray) read.members().get("layers")).elements()) {
            JsonValue.JsonObject layer = (JsonValue.JsonObject) v;
            String name = ((JsonValue.JsonString) layer.members().get("name")).value();
            if (layer.members().containsKey("data")) {
                List<JsonValue> data = ((JsonValue.JsonArray) layer.members().get("data")).elements();
                theirs.put(name, data.stream().mapToLong(d -> ((JsonValue.JsonNumber) d).value().longValueExact())
                        .toArray());
            } else {
                objects = ((JsonValue.JsonArray) layer.members().get("objects")).elements().size();
            }
        }
        assertEquals(ours.keySet(), theirs.keySet(), "layers");
        for (String name : ours.keySet()) {
            assertArrayEquals(ours.get(name), theirs.get(name), "tiles of layer " + name);
        }
        long crushers = 0;
        for (int y = 0; y < board.height(); y++) {
            for (int x = 0; x < board.width(); x++) {
                crushers += board.floorOrNull(x, y) instanceof org.rallyworkbench.engine.model.FloorElement.Crusher
                        ? 1 : 0;
            }
        }
        assertEquals(objects, board.flags().size() + board.starts().size() + board.lasers().size()
                + board.pushers().size() + crushers, "objects");
        TiledTileNumbers numbers = new TiledTileNumbers(read);
        long[] flags = theirs.get("Flag");
        board.flags().forEach(f -> assertEquals(Long.valueOf(f.number()),
                numbers.of(flags[cell(board, f.position())]),
                "Tiled's number of the tile of flag " + f.number() + " at " + f.position()));
        long[] starts = theirs.get("Start");
        board.starts().forEach(s -> assertEquals(Long.valueOf(s.number()),
                numbers.of(starts[cell(board, s.position())]),
                "Tiled's number of the tile of start " + s.number() + " at " + s.position()));
    }

    private static int cell(Board board, Position p) {
        return p.y() * board.width() + p.x();
    }

    private static Map<String, long[]> ourLayers(Path tmx, Board board) throws Exception {
        Map<String, long[]> layers = new LinkedHashMap<>();
        try (InputStream in = Files.newInputStream(tmx)) {
            XmlElement map = SecureXmlReader.read(in);
            for (XmlElement layer : map.children("layer")) {
                layers.put(layer.attribute("name").orElseThrow(), LayerDataDecoder.decode(
                        layer.child("data").orElseThrow(), board.width() * board.height()));
            }
        }
        return layers;
    }

    private static int intOf(JsonValue v) {
        return ((JsonValue.JsonNumber) v).value().intValueExact();
    }

    static Path tiledBinary() {
        List<String> path = new ArrayList<>(List.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)));
        path.add("/usr/bin");
        for (String d : path) {
            Path candidate = Path.of(d, "tiled");
            if (Files.isExecutable(candidate)) {
                return candidate;
            }
        }
        return null;
    }
}
