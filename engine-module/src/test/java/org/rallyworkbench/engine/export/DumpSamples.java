package org.rallyworkbench.engine.export;

import org.rallyworkbench.engine.export.json.JsonExporter;
import org.rallyworkbench.engine.export.picture.PngExporter;
import org.rallyworkbench.engine.export.picture.SvgExporter;
import org.rallyworkbench.engine.export.text.TextExporter;
import org.rallyworkbench.engine.export.tiled.TmxExporter;
import org.rallyworkbench.engine.io.AtomicFiles;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/** Writes every format of the test boards to {@code -Ddump=DIR}, for looking at them; off otherwise. */
class DumpSamples {

    @Test
    @EnabledIfSystemProperty(named = "dump", matches = ".+")
    void dump() throws Exception {
        Path dir = Path.of(System.getProperty("dump"));
        for (var board : SampleBoards.all()) {
            String base = board.name().toLowerCase().replace(' ', '-');
            new TmxExporter(SampleBoards.painter()).export(board, dir.resolve(base + ".tmx"), 32);
            AtomicFiles.writeString(dir.resolve(base + ".json"), new JsonExporter().write(board));
            AtomicFiles.writeString(dir.resolve(base + ".txt"), new TextExporter().write(board));
            new SvgExporter(SampleBoards.painter()).export(board, dir.resolve(base + ".svg"), 48);
            PngExporter.write(board, 48, dir.resolve(base + ".png"));
        }
    }
}
