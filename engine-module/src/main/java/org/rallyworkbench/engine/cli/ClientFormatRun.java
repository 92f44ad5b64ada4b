package org.rallyworkbench.engine.cli;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.rallyworkbench.engine.export.clients.ClientExport;
import org.rallyworkbench.engine.export.clients.ClientFiles;
import org.rallyworkbench.engine.export.clients.ClientFormat;
import org.rallyworkbench.engine.export.catalog.ClientFormats;
import org.rallyworkbench.engine.export.clients.ClientImport;
import org.rallyworkbench.engine.export.clients.ExportRefusedException;
import org.rallyworkbench.engine.export.clients.Loss;
import org.rallyworkbench.engine.io.AtomicFiles;
import org.rallyworkbench.engine.io.OutputFiles;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.ProblemCollector;
import org.rallyworkbench.engine.xml.BoardXml;
import org.rallyworkbench.engine.xml.FormatException;

/**
 * {@code export} and {@code import} for the game clients' formats: every loss listed (with x and y) before
 * anything is written, a lossy export refused unless {@code --lossy}, imports validated like any board.
 */
final class ClientFormatRun {

    private ClientFormatRun() {
    }

    /** The lines {@code --help} shows: each client format and who reads it. */
    static String helpLines() {
        return ClientFormats.all().stream().map(f -> "  " + f.id() + ": " + f.clients())
                .collect(Collectors.joining("%n"));
    }

    /** Puts {@link #helpLines()} where the export and import descriptions say {@code %CLIENT_FORMATS%}. */
    static void describeFormats(picocli.CommandLine root) {
        for (String name : new String[] {"export", "import"}) {
            var usage = root.getSubcommands().get(name).getCommandSpec().usageMessage();
            usage.description(java.util.Arrays.stream(usage.description())
                    .map(line -> line.equals("%CLIENT_FORMATS%") ? helpLines() : line).toArray(String[]::new));
        }
    }

    static String ids() {
        return ClientFormats.all().stream().map(ClientFormat::id).collect(Collectors.joining(", "));
    }

    /** Writes {@code board} for a client; {@code inputs} are the files it was read from (never written over). */
    static int export(Board board, ClientFormat format, Path output, boolean lossy, List<Path> inputs, PrintWriter out,
            PrintWriter err) throws IOException {
        ClientExport x;
        try {
            x = format.export(board);
        } catch (ExportRefusedException e) {
            err.println("rally export: " + e.getMessage());
            return RallyCli.EXIT_INVALID;
        }
        list(x.losses(), format.id() + ": ", err);
        if (x.isLossy() && !lossy) {
            long n = x.losses().stream().filter(Loss::isLoss).count();
            err.println("rally export: not written: " + format.id() + " cannot hold " + n + " of the board's elements "
                    + "(listed above as lost); --lossy writes it anyway");
            return RallyCli.EXIT_INVALID;
        }
        List<Path> written = new ArrayList<>(List.of(output));
        x.besides().keySet().forEach(suffix -> written.add(ClientFiles.beside(output, suffix)));
        OutputFiles.check(written, inputs);
        AtomicFiles.writeString(output, x.text());
        out.println(output);
        for (Map.Entry<String, String> side : x.besides().entrySet()) {
            Path p = ClientFiles.beside(output, side.getKey());
            AtomicFiles.writeString(p, side.getValue());
            out.println(p);
        }
        return 0;
    }

    /** Lists the first {@link ProblemCollector#MAX_LISTED} losses, then how many more: never a flood of lines. */
    private static void list(List<Loss> losses, String prefix, PrintWriter err) {
        losses.stream().limit(ProblemCollector.MAX_LISTED).forEach(l -> err.println(prefix + l));
        if (losses.size() > ProblemCollector.MAX_LISTED) {
            err.println(prefix + "… and " + (losses.size() - ProblemCollector.MAX_LISTED) + " more (only the first "
                    + ProblemCollector.MAX_LISTED + " are listed)");
        }
    }

    /** The client format of {@code input} by its content, if exactly one recognizes it and the file reads. */
    static Optional<ClientFormat> detect(Path input) {
        try {
            return ClientFormats.detect(ClientFiles.read(input));
        } catch (FormatException e) {
            return Optional.empty();
        }
    }

    static int importFile(Path input, ClientFormat format, Path output, PrintWriter out, PrintWriter err)
            throws IOException {
        OutputFiles.check(List.of(output), List.of(input));
        List<Path> read = new ArrayList<>(List.of(input));
        ClientFormat.SideFiles besides = suffix -> {
            read.add(ClientFiles.beside(input, suffix));
            return ClientFiles.besides(input).read(suffix);
        };
        ClientImport imported;
        try {
            imported = format.read(ClientFiles.read(input), input.toString(), besides);
        } catch (FormatException e) {
            e.problems().forEach(err::println);
            return RallyCli.EXIT_INVALID;
        }
        list(imported.notPlaced(), input + ": ", err);
        String xml = BoardXml.toXml(imported.board());
        try {
            BoardXml.read(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), output.toString());
        } catch (FormatException e) {
            err.println(input + ":0:0: the board it holds breaks the board rules of FORMATS.md:");
            e.problems().forEach(p -> err.println("  " + p.message()));
            return RallyCli.EXIT_INVALID;
        }
        OutputFiles.check(List.of(output), read);
        AtomicFiles.writeString(output, xml);
        out.println(output);
        return 0;
    }
}
