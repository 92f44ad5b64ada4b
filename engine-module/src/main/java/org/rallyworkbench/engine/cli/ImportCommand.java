package org.rallyworkbench.engine.cli;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.rallyworkbench.engine.io.OutputFiles;
import org.rallyworkbench.engine.io.AtomicFiles;
import org.rallyworkbench.engine.export.clients.ClientFormat;
import org.rallyworkbench.engine.export.catalog.ClientFormats;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.xml.BoardXml;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code rally import FILE.tmx|FILE.json -o BOARD.board.xml}: reads a board made elsewhere. */
@Command(name = "import",
        description = {"Reads a Tiled map (.tmx, docs/formats/tiled.md) or a JSON board (.json) into a board file,",
            "or a game client's board (the format told by --format or recognized from the content):",
            "%CLIENT_FORMATS%",
            "What a client's file holds that our boards cannot place is listed with x and y.",
            "The board must also pass the board rules of FORMATS.md.",
            "Exit code 0 when written; 2 on bad input, each problem as FILE:LINE:COLUMN: message on stderr."})
final class ImportCommand extends RallyCommand {

    @Parameters(index = "0", paramLabel = "FILE", description = "a .tmx or .json board")
    Path input;

    @Option(names = {"-o", "--output"}, paramLabel = "BOARD", required = true,
            description = "the *.board.xml to write")
    Path output;

    @Option(names = {"-f", "--format"}, paramLabel = "F",
            description = "fiasko-txt, inf112-tmx, robotmadness-json or lmu-json (default: from the content, else "
                    + "our own .tmx or .json by the extension)")
    String format;

    @Override
    public Integer call() throws IOException {
        PrintWriter err = err();
        Optional<ClientFormat> client = format == null ? ClientFormatRun.detect(input) : ClientFormats.byId(format);
        if (format != null && client.isEmpty()) {
            return refuse("unknown --format '" + format + "': one of " + ClientFormatRun.ids());
        }
        if (client.isPresent()) {
            return ClientFormatRun.importFile(input, client.get(), output, out(), err);
        }
        String name = input.getFileName().toString().toLowerCase(Locale.ROOT);
        if (!name.endsWith(".tmx") && !name.endsWith(".json")) {
            return refuse(input + " is neither a .tmx nor a .json file");
        }
        OutputFiles.check(List.of(output), List.of(input));
        List<Path> opened = new ArrayList<>();
        Optional<Board> board = BoardFiles.read(input, err, opened);
        if (board.isEmpty()) {
            return RallyCli.EXIT_INVALID;
        }
        String xml = BoardXml.toXml(board.get());
        ReadResult<Board> check = BoardXml.load(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)),
                output.toString());
        if (!check.isRead()) {
            err.println(input + ":1:1: the board it holds breaks the board rules of FORMATS.md:");
            check.problems().forEach(p -> err.println("  " + p.message()));
            return RallyCli.EXIT_INVALID;
        }
        OutputFiles.check(List.of(output), opened);
        AtomicFiles.writeString(output, xml);
        out().println(output);
        return 0;
    }
}
