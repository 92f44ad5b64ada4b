package org.rallyworkbench.engine.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.rallyworkbench.engine.io.OutputFiles;
import org.rallyworkbench.engine.render.BoardRenderer;
import org.rallyworkbench.engine.export.clients.ClientFormat;
import org.rallyworkbench.engine.export.catalog.BoardFormat;
import org.rallyworkbench.engine.export.catalog.ClientFormats;
import org.rallyworkbench.engine.model.Board;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code rally export BOARD --format F -o OUT}: writes a board for other clients. */
@Command(name = "export",
        description = {"Writes a board for other clients: tmx (Tiled map, with its tileset beside it), json, png, svg "
                + "or txt; or for a game client:",
            "%CLIENT_FORMATS%",
            "Everything a client format cannot hold is listed with x and y first; such an export is refused unless "
                + "--lossy.",
            "Exit code 0 when written; 2 on bad input or a refused lossy export, each problem as FILE:LINE:COLUMN: "
                + "message on stderr."})
final class ExportCommand extends RallyCommand {

    @Parameters(index = "0", paramLabel = "BOARD", description = "a *.board.xml (or a .tmx or .json board)")
    Path board;

    @Option(names = {"-f", "--format"}, paramLabel = "F",
            description = "tmx, json, png, svg, txt or a client format: fiasko-txt, inf112-tmx, robotmadness-json, "
                    + "lmu-json (default: from the extension of OUT)")
    String format;

    @Option(names = "--lossy", description = "write a client format even when it loses elements (they are listed)")
    boolean lossy;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", required = true, description = "the file to write")
    Path output;

    @Option(names = {"-s", "--scale", "--tile-size"}, paramLabel = "PIXELS", defaultValue = "64",
            description = "pixels a tile for png, svg and the tmx tile sheet, " + BoardRenderer.MIN_TILE + ".."
                    + BoardRenderer.MAX_TILE + " (default ${DEFAULT-VALUE})")
    int tileSize;

    @Override
    public Integer call() throws IOException {
        PrintWriter err = err();
        Optional<ClientFormat> client = format == null ? Optional.empty() : ClientFormats.byId(format);
        Optional<BoardFormat> f = format != null ? BoardFormat.byId(format) : BoardFormat.ofExtension(output);
        if (format != null && f.isEmpty() && client.isEmpty()) {
            return refuse("unknown --format '" + format + "': one of tmx, json, png, svg, txt, "
                    + ClientFormatRun.ids());
        }
        if (client.isPresent()) {
            OutputFiles.check(List.of(output), List.of(board));
            List<Path> read = new ArrayList<>();
            Optional<Board> b = BoardFiles.read(board, err, read);
            return b.isEmpty() ? RallyCli.EXIT_INVALID : ClientFormatRun.export(b.get(), client.get(), output, lossy,
                    read, out(), err);
        }
        if (f.isEmpty()) {
            return refuse("say --format (tmx, json, png, svg or txt); '" + output.getFileName()
                    + "' has no extension that names one");
        }
        if (tileSize < BoardRenderer.MIN_TILE || tileSize > BoardRenderer.MAX_TILE) {
            return refuse("--scale must be " + BoardRenderer.MIN_TILE + ".." + BoardRenderer.MAX_TILE
                    + " pixels a tile, not " + tileSize);
        }
        OutputFiles.check(List.of(output), List.of(board));
        List<Path> opened = new ArrayList<>();
        Optional<Board> b = BoardFiles.read(board, err, opened);
        if (b.isEmpty()) {
            return RallyCli.EXIT_INVALID;
        }
        OutputFiles.check(f.get().filesWritten(b.get(), output, tileSize), opened);
        f.get().write(b.get(), output, tileSize);
        out().println(output);
        return 0;
    }
}
