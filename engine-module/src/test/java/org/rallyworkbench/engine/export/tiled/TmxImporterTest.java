package org.rallyworkbench.engine.export.tiled;

import org.rallyworkbench.engine.export.ImportException;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.zip.DeflaterOutputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Flag;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Laser;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Rotation;
import org.rallyworkbench.engine.model.Start;

/** Maps drawn by hand in Tiled: what the convention allows, and clear messages for what it does not. */
class TmxImporterTest {

    private static final long H = TileTransform.FLIPPED_HORIZONTALLY;

    @TempDir
    Path dir;

    @BeforeEach
    void tileset() throws Exception {
        Files.writeString(dir.resolve("rally-workbench-32.tsx"), TsxWriter.write(32, "rally-workbench-32.png"));
    }

    @Test
    void readsAHandDrawnMap() throws Exception {
        // 3x2: no Floor layer; a conveyor turned east by the flags; a gear cw flipped (so ccw) in XML tile
        // encoding; a laser without an object (one beam) in base64+zlib; a flag with its object.
        long conveyorEast = gid(RallyTile.CONVEYOR) | TileTransform.rotationFromNorth(Direction.E).bits();
        String map = map(3, 2,
                layer("Conveyor", csv(conveyorEast, 0, 0, 0, 0, 0))
                + "<layer name=\"Gear\" width=\"3\" height=\"2\"><data>"
                + "<tile/><tile gid=\"" + (gid(RallyTile.GEAR_CW) | H) + "\"/><tile/><tile/><tile/><tile/>"
                + "</data></layer>\n"
                + "<layer name=\"Laser\" width=\"3\" height=\"2\"><data encoding=\"base64\" compression=\"zlib\">"
                + zlib(0, 0, 0, 0, 0, gid(RallyTile.LASER) | TileTransform.rotationFromNorth(Direction.W).bits())
                + "</data></layer>\n"
                + layer("Flag", csv(0, 0, 0, gid(RallyTile.FLAG), 0, 0))
                + objects(object("flag", 0, 1, "<property name=\"number\" type=\"int\" value=\"1\"/>")));
        Board b = new TmxImporter().read(write("hand.tmx", map));
        assertEquals("hand", b.name());
        assertEquals(new FloorElement.Conveyor(Direction.E, false), b.floorOrNull(0, 0));
        assertEquals(new FloorElement.Gear(Rotation.CCW), b.floorOrNull(1, 0));
        assertEquals(List.of(new Laser(new Position(2, 1), Direction.W, 1)), b.lasers());
        assertEquals(1, b.flags().size());
    }

    @Test
    void reportsEveryBreakOfTheConvention() throws Exception {
        String map = map(3, 2,
                layer("Decoration", csv(0, 0, 0, 0, 0, 0))
                + layer("Pit", csv(gid(RallyTile.GEAR_CW), 0, 0, 0, 0, 0))
                + layer("Conveyor", csv(0, gid(RallyTile.CONVEYOR), 0, 0, 0, 0))
                + layer("Gear", csv(0, gid(RallyTile.GEAR_CW), 0, 0, 0, 999))
                + layer("Flag", csv(0, 0, gid(RallyTile.FLAG), 0, 0, 0))
                + layer("Pusher", csv(0, 0, 0, gid(RallyTile.PUSHER), 0, 0))
                + objects(object("start", 1, 1, "") + object("robot", 2, 1, "")));
        ImportException e = assertThrows(ImportException.class, () -> new TmxImporter().read(write("bad.tmx", map)));
        String all = e.getMessage();
        assertContains(all, "layer 'Decoration' is not part of the convention");
        assertContains(all, "layer 'Pit', x 0, y 0: a gear tile does not belong on this layer; put it on layer 'Gear'");
        assertContains(all, "layer 'Gear', x 1, y 0: the tile already has a conveyor on layer 'Conveyor'");
        assertContains(all, "layer 'Gear', x 2, y 1: tile id 999 is in no tileset of the map");
        assertContains(all, "layer 'Flag', x 2, y 0: the flag has no number");
        assertContains(all, "layer 'Pusher', x 0, y 1: the pusher has no registers");
        assertContains(all, "layer 'Objects', object 1 (start), x 1, y 1: there is no unclaimed tile under the "
                + "object on layer 'Start'");
        assertContains(all, "unknown object type 'robot'");
        e.problems().forEach(p -> assertTrue(p.location().line() > 0, () -> "a line for " + p));
        assertTrue(e.problems().stream().allMatch(p -> p.toString().startsWith(dir.resolve("bad.tmx") + ":")));
    }

    @Test
    void numberedFlagAndStartTilesNeedNoObject() throws Exception {
        // flag 3 and start 2 facing east with no object; flag 5 whose object agrees; start 7 rotated by the flags
        long startSevenSouth = gid(RallyTile.start(7, Direction.N)) | TileTransform.rotationFromNorth(Direction.S).bits();
        String map = map(3, 2,
                layer("Flag", csv(gid(RallyTile.flag(3)), gid(RallyTile.flag(5)), 0, 0, 0, 0))
                + layer("Start", csv(0, 0, 0, gid(RallyTile.start(2, Direction.E)), startSevenSouth, 0))
                + objects(object("flag", 1, 0, "<property name=\"number\" type=\"int\" value=\"5\"/>")));
        Board b = new TmxImporter().read(write("numbered.tmx", map));
        assertEquals(List.of(new Flag(new Position(0, 0), 3), new Flag(new Position(1, 0), 5)), b.flags());
        assertEquals(List.of(new Start(new Position(0, 1), 2, Direction.E), new Start(new Position(1, 1), 7, Direction.S)),
                b.starts());
    }

    @Test
    void aNumberedTileAndItsObjectMustAgree() throws Exception {
        String map = map(1, 1, layer("Flag", csv(gid(RallyTile.flag(3))))
                + objects(object("flag", 0, 0, "<property name=\"number\" type=\"int\" value=\"4\"/>")));
        ImportException e = assertThrows(ImportException.class, () -> new TmxImporter().read(write("m.tmx", map)));
        assertContains(e.getMessage(), "object 1 (flag), x 0, y 0: the object says number 4 but its tile shows 3");
    }

    @Test
    void readsTilesOfANumberedTilesetBeyondSixteen() throws Exception {
        // flag 40 and start 33 facing S with no object; start 20 whose object agrees; flag 17 on a plain tile
        // with its object, as maps exported before numbered tilesets have it
        NumberedTileset numbered = NumberedTileset.of(List.of(40), List.of(20, 33));
        Files.writeString(dir.resolve("m-numbers.tsx"),
                TsxWriter.write(NumberedTileset.NAME, numbered.tiles(), 32, "m-numbers.png"));
        String map = map(3, 2, NUMBERED_TILESET
                + layer("Flag", csv(numberedGid(numbered.flag(40)), 0, gid(RallyTile.FLAG), 0, 0, 0))
                + layer("Start", csv(0, 0, 0, numberedGid(numbered.start(33, Direction.S)),
                        numberedGid(numbered.start(20, Direction.W)), 0))
                + objects(object("start", 1, 1, "<property name=\"number\" type=\"int\" value=\"20\"/>")
                        + object("flag", 2, 0, "<property name=\"number\" type=\"int\" value=\"17\"/>")));
        Board b = new TmxImporter().read(write("m.tmx", map));
        assertEquals(List.of(new Flag(new Position(2, 0), 17), new Flag(new Position(0, 0), 40)), b.flags());
        assertEquals(List.of(new Start(new Position(1, 1), 20, Direction.W),
                new Start(new Position(0, 1), 33, Direction.S)), b.starts());
    }

    @Test
    void aNumberedTileBeyondSixteenAndItsObjectMustAgree() throws Exception {
        NumberedTileset numbered = NumberedTileset.of(List.of(40), List.of());
        Files.writeString(dir.resolve("m-numbers.tsx"),
                TsxWriter.write(NumberedTileset.NAME, numbered.tiles(), 32, "m-numbers.png"));
        String map = map(1, 1, NUMBERED_TILESET + layer("Flag", csv(numberedGid(numbered.flag(40))))
                + objects(object("flag", 0, 0, "<property name=\"number\" type=\"int\" value=\"41\"/>")));
        ImportException e = assertThrows(ImportException.class, () -> new TmxImporter().read(write("m.tmx", map)));
        assertContains(e.getMessage(), "object 1 (flag), x 0, y 0: the object says number 41 but its tile shows 40");
    }

    @Test
    void refusesDoctypeAndEntities() throws Exception {
        String map = "<?xml version=\"1.0\"?>\n<!DOCTYPE map [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n"
                + "<map width=\"1\" height=\"1\" tilewidth=\"32\" tileheight=\"32\">&x;</map>\n";
        ImportException e = assertThrows(ImportException.class, () -> new TmxImporter().read(write("xxe.tmx", map)));
        assertContains(e.getMessage(), "DOCTYPE");
        assertTrue(!e.getMessage().contains("root:"), "no file content leaks");
    }

    @Test
    void reportsNotWellFormedXmlWithLineAndColumn() throws Exception {
        ImportException e = assertThrows(ImportException.class,
                () -> new TmxImporter().read(write("broken.tmx", "<map width=\"1\">\n<layer>\n</map>")));
        assertEquals(1, e.problems().size());
        assertTrue(e.problems().get(0).location().line() >= 2, e.getMessage());
    }

    @Test
    void reportsAMissingTileset() throws Exception {
        String map = map(1, 1, layer("Pit", csv(gid(RallyTile.PIT)))).replace("rally-workbench-32.tsx", "gone.tsx");
        ImportException e = assertThrows(ImportException.class, () -> new TmxImporter().read(write("m.tmx", map)));
        assertContains(e.getMessage(), "tileset file 'gone.tsx' not found");
    }

    private static void assertContains(String all, String part) {
        assertTrue(all.contains(part), () -> "expected «" + part + "» in:\n" + all);
    }

    private Path write(String name, String text) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    private static long gid(RallyTile t) {
        return 1 + t.id();
    }

    /** The map's numbered tileset, where our export puts it: right after the project's. */
    private static final String NUMBERED_TILESET = " <tileset firstgid=\"" + MapTilesets.NUMBERED_FIRST_GID
            + "\" source=\"m-numbers.tsx\"/>\n";

    private static long numberedGid(Optional<RallyTile> t) {
        return MapTilesets.NUMBERED_FIRST_GID + t.orElseThrow().id();
    }

    private static String map(int w, int h, String layers) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<map version=\"1.8\" orientation=\"orthogonal\" width=\""
                + w + "\" height=\"" + h + "\" tilewidth=\"32\" tileheight=\"32\" infinite=\"0\">\n"
                + " <tileset firstgid=\"1\" source=\"rally-workbench-32.tsx\"/>\n" + layers + "</map>\n";
    }

    private static String layer(String name, String csv) {
        return "<layer name=\"" + name + "\"><data encoding=\"csv\">\n" + csv + "\n</data></layer>\n";
    }

    private static String csv(long... gids) {
        StringBuilder sb = new StringBuilder();
        for (long g : gids) {
            sb.append(sb.length() == 0 ? "" : ",").append(g);
        }
        return sb.toString();
    }

    private static String zlib(long... gids) throws Exception {
        ByteBuffer b = ByteBuffer.allocate(gids.length * 4).order(ByteOrder.LITTLE_ENDIAN);
        for (long g : gids) {
            b.putInt((int) g);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (DeflaterOutputStream z = new DeflaterOutputStream(out)) {
            z.write(b.array());
        }
        return Base64.getEncoder().encodeToString(out.toByteArray());
    }

    private int nextId = 1;

    private String object(String type, int x, int y, String properties) {
        return "<object id=\"" + nextId++ + "\" type=\"" + type + "\" x=\"" + x * 32 + "\" y=\"" + y * 32
                + "\" width=\"32\" height=\"32\"><properties>" + properties + "</properties></object>\n";
    }

    private static String objects(String objects) {
        return "<objectgroup name=\"Objects\">\n" + objects + "</objectgroup>\n";
    }
}
