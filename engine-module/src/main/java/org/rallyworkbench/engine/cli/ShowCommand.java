package org.rallyworkbench.engine.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.rallyworkbench.engine.export.text.TextExporter;
import org.rallyworkbench.engine.model.Board;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code rally show BOARD}: draws a board in the terminal. */
@Command(name = "show",
        description = {"Draws a board (.board.xml, .tmx or .json) with Unicode characters, with a legend.",
            "Exit code 0; 2 on bad input, each problem as FILE:LINE:COLUMN: message on stderr."})
final class ShowCommand extends RallyCommand {

    @Parameters(index = "0", paramLabel = "BOARD", description = "the board to draw")
    Path board;

    @Override
    public Integer call() throws IOException {
        Optional<Board> b = BoardFiles.read(board, err());
        if (b.isEmpty()) {
            return RallyCli.EXIT_INVALID;
        }
        out().print(new TextExporter().write(b.get()));
        out().flush();
        return 0;
    }
}
