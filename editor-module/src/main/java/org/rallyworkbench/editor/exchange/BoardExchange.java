package org.rallyworkbench.editor.exchange;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.engine.io.AtomicFiles;
import org.rallyworkbench.engine.render.BoardRenderer;
import org.rallyworkbench.engine.export.ImportException;
import org.rallyworkbench.engine.export.json.JsonImporter;
import org.rallyworkbench.engine.export.tiled.TmxImporter;
import java.util.Optional;
import org.rallyworkbench.engine.export.clients.ClientExport;
import org.rallyworkbench.engine.export.clients.ClientFiles;
import org.rallyworkbench.engine.export.clients.ClientFormat;
import org.rallyworkbench.engine.export.catalog.ClientFormats;
import org.rallyworkbench.engine.export.clients.ClientImport;
import org.rallyworkbench.engine.export.clients.ExportRefusedException;
import org.rallyworkbench.engine.xml.FormatException;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.xml.BoardXml;

/**
 * What the Export and Import actions do, without any UI: the engine's exporters and importers, file names,
 * and the board file an import writes. Every write is atomic. The actions call this off the event thread.
 */
@Messages({
    "# {0} - file name", "MSG_NotImportable=only Tiled maps (.tmx), JSON boards (.json) and game clients' boards (.txt) can be imported, not {0}"
})
public final class BoardExchange {

    /** Pixels a tile when the user has not picked a scale: as {@code ./rally export}. */
    public static final int DEFAULT_SCALE = 64;
    public static final int MIN_SCALE = BoardRenderer.MIN_TILE;
    public static final int MAX_SCALE = BoardRenderer.MAX_TILE;

    private static final String BOARD_SUFFIX = ".board.xml";

    private BoardExchange() {
    }

    /**
     * Writes {@code board} to {@code target} in {@code format}; {@code scale} (pixels a tile) matters for the
     * formats that draw. A Tiled map gets its tileset and tile sheet beside it.
     */
    public static void export(Board board, ExportFormat format, Path target, int scale) throws IOException {
        if (format.scaled() && (scale < MIN_SCALE || scale > MAX_SCALE)) {
            throw new IllegalArgumentException("the scale must be " + MIN_SCALE + ".." + MAX_SCALE
                    + " pixels a tile, not " + scale);
        }
        Optional<ClientFormat> client = format.client();
        if (client.isEmpty()) {
            format.board().orElseThrow().write(board, target, scale);
            return;
        }
        try {
            writeClient(client.get().export(board), target);
        } catch (ExportRefusedException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    /**
     * Writes a planned client export (see {@link BoardExport}, which shows its losses first): the main file and
     * the files beside it (robotmadness' course), each atomically.
     */
    public static void writeClient(ClientExport export, Path target) throws IOException {
        AtomicFiles.writeString(target, export.text());
        for (var side : export.besides().entrySet()) {
            AtomicFiles.writeString(ClientFiles.beside(target, side.getKey()), side.getValue());
        }
    }

    /** The client format {@code file}'s content is in, if exactly one recognizes it and it reads. */
    public static Optional<ClientFormat> clientFormat(Path file) {
        try {
            return ClientFormats.detect(ClientFiles.read(file));
        } catch (FormatException e) {
            return Optional.empty();
        }
    }

    /** Reads a game client's board file; what it cannot place is listed in the result. */
    public static ClientImport readClient(Path file, ClientFormat format) throws FormatException {
        return format.read(ClientFiles.read(file), file.toString(), ClientFiles.besides(file));
    }

    /** The file name an export suggests: the board's name made safe, with the format's extension. */
    public static String suggestedName(Board board, ExportFormat format) {
        return safe(board.name()) + "." + format.extension();
    }

    /** {@code file} with the format's extension added unless it has it already. */
    public static File withExtension(File file, ExportFormat format) {
        String suffix = "." + format.extension();
        return file.getName().toLowerCase(Locale.ROOT).endsWith(suffix) ? file
                : new File(file.getParentFile(), file.getName() + suffix);
    }

    /** Whether {@code file} is something Import reads: a Tiled map or a JSON board. */
    public static boolean importable(File file) {
        String name = file.getName().toLowerCase(Locale.ROOT);
        return name.endsWith(".tmx") || name.endsWith(".json") || name.endsWith(".txt");
    }

    /** Reads a {@code .tmx} or {@code .json} board; an {@link ImportException} carries every problem found. */
    public static Board read(Path file) throws IOException, ImportException {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".tmx")) {
            return new TmxImporter().read(file);
        }
        if (name.endsWith(".json")) {
            return new JsonImporter().read(file);
        }
        throw new IOException(Bundle.MSG_NotImportable(file.getFileName()));
    }

    /** Where an imported board is saved unless the user says otherwise: {@code NAME.board.xml} beside the source. */
    public static File suggestedBoardFile(File source) {
        String name = source.getName();
        int dot = name.lastIndexOf('.');
        String base = dot > 0 ? name.substring(0, dot) : name;
        return new File(source.getAbsoluteFile().getParentFile(), base + BOARD_SUFFIX);
    }

    /** {@code file} ending in {@code .board.xml}, so that it opens as a board. */
    public static File asBoardFile(File file) {
        String name = file.getName();
        if (name.toLowerCase(Locale.ROOT).endsWith(BOARD_SUFFIX)) {
            return file;
        }
        String base = name.toLowerCase(Locale.ROOT).endsWith(".xml") ? name.substring(0, name.length() - 4) : name;
        return new File(file.getParentFile(), base + BOARD_SUFFIX);
    }

    /** Writes the board file of an imported board, atomically (an existing file is replaced whole or not at all). */
    public static void saveBoard(Board board, Path target) throws IOException {
        AtomicFiles.writeString(target, BoardXml.toXml(board));
    }

    /**
     * Every problem of a failed import of {@code source}, one a line, as the command line prints them
     * ({@code FILE:LINE:COLUMN: layer 'L', x X, y Y: message}), but naming the file without its folder.
     */
    public static String problemText(Path source, ImportException e) {
        String folder = source.toString().substring(0, source.toString().length()
                - source.getFileName().toString().length());
        StringBuilder text = new StringBuilder();
        for (var p : e.problems()) {
            String line = p.toString();
            text.append(!folder.isEmpty() && line.startsWith(folder) ? line.substring(folder.length()) : line)
                    .append('\n');
        }
        return text.toString();
    }

    private static String safe(String name) {
        String s = name.replaceAll("[^A-Za-z0-9-]+", "-").replaceAll("^-+|-+$", "").toLowerCase(Locale.ROOT);
        return s.isEmpty() ? "board" : s;
    }
}
