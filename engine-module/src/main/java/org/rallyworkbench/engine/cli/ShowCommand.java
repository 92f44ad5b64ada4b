package org.rallyworkbench.engine.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.rallyworkbench.engine.export.text.TextExporter;
import org.rallyworkbench.engine.model.Board;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code rally show BOARD}: draws a board in the terminal. */
@Command(name = "show",
        mixinStandardHelpOptions = true,
        description = {"Draws a board (.board.xml, .tmx or .json) with Unicode characters, with a legend.",
            "Exit code 0; 2 on bad input, each problem as FILE:LINE:COLUMN: message on stderr."})
final class ShowCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "BOARD", description = "the board to draw")
    Path board;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        Optional<Board> b = BoardFiles.read(board, spec.commandLine().getErr());
        if (b.isEmpty()) {
            return RallyCli.EXIT_INVALID;
        }
        spec.commandLine().getOut().print(new TextExporter().write(b.get()));
        spec.commandLine().getOut().flush();
        return 0;
    }
}
