package org.rallyworkbench.engine.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code rally analyze} on a sample board with few games: the report, the PNG and the CSV files. */
class AnalyzeCommandTest {

    @TempDir
    Path dir;

    @Test
    void writesTheHeatMapAndTheCsvFiles() throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = RallyCli.execute(new PrintWriter(out), new PrintWriter(err), "analyze",
                "../scenarios/boards/gearbox-press.board.xml", "--games", "60", "--threads", "2", "--tile", "20",
                "-o", dir.toString());
        assertEquals(0, code, err.toString());
        String report = out.toString();
        assertTrue(report.startsWith("Gearbox Press (12x12): 60 games"), report);
        assertTrue(report.contains("destroyed: ") && report.contains("crusher"), report);
        assertTrue(report.contains("flag 1: reached by"), report);

        BufferedImage png = ImageIO.read(dir.resolve("gearbox-press.heatmap.png").toFile());
        assertEquals(12 * 20, png.getWidth());
        assertEquals(12 * 20, png.getHeight());
        List<String> tiles = Files.readAllLines(dir.resolve("gearbox-press.tiles.csv"));
        assertEquals(1 + 144, tiles.size());
        assertEquals("x,y,turns_started,destroyed_within_turn,destruction_chance", tiles.get(0));
        List<String> summary = Files.readAllLines(dir.resolve("gearbox-press.summary.csv"));
        assertTrue(summary.contains("total,games,60,,"), summary.toString());
    }

    @Test
    void aMissingBoardIsAUsageError() {
        StringWriter err = new StringWriter();
        int code = RallyCli.execute(new PrintWriter(new StringWriter()), new PrintWriter(err), "analyze",
                dir.resolve("nothing.board.xml").toString(), "--games", "5", "-o", dir.toString());
        assertEquals(RallyCli.EXIT_INVALID, code);
        assertTrue(err.toString().contains("no such file"), err.toString());
    }
}
