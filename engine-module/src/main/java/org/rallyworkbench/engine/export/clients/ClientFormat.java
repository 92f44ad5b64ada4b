package org.rallyworkbench.engine.export.clients;

import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.xml.FormatException;

/**
 * One game client's board format: how a board is written for it (with every loss declared first) and how
 * such a file is read back into our model.
 */
public interface ClientFormat {

    /** The name given to {@code --format}, e.g. {@code fiasko-txt}. */
    String id();

    /** One line: which clients read this format. */
    String clients();

    /** The usual file name ending, with its dot. */
    String extension();

    /**
     * Plans the export of {@code board}: the files and every loss. Nothing is written here; the caller decides,
     * from {@link ClientExport#isLossy()}, whether to write.
     *
     * @throws ExportRefusedException when the format cannot hold the board at all (its size)
     */
    ClientExport export(Board board) throws ExportRefusedException;

    /**
     * Reads {@code text} (the file named {@code fileName}; {@code besides} finds the files the format keeps
     * beside it) into a board, with what could not be placed listed.
     */
    ClientImport read(String text, String fileName, SideFiles besides) throws FormatException;

    /** Whether {@code text} looks like this format and like no other one (for import without --format). */
    boolean recognizes(String text);

    /** The files a format keeps beside its main file (robotmadness' course), found by their name's ending. */
    @FunctionalInterface
    interface SideFiles {
        /** The text of the file beside the main one whose name ends in {@code suffix} (replacing the extension). */
        java.util.Optional<String> read(String suffix) throws FormatException;

        SideFiles NONE = suffix -> java.util.Optional.empty();
    }
}
