package org.rallyworkbench.engine.export.fiasko;

import java.util.regex.Pattern;
import org.rallyworkbench.engine.export.clients.ClientExport;
import org.rallyworkbench.engine.export.clients.ClientFormat;
import org.rallyworkbench.engine.export.clients.ClientImport;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.export.clients.ClientFiles;
import org.rallyworkbench.engine.xml.FormatException;

/** The Fiasko text board (CLIENTS.md section 1). */
public final class FiaskoFormat implements ClientFormat {

    private static final Pattern LOOKS_LIKE = Pattern.compile("\\A\\s*\\d+ \\d+\\r?\\n\\d+;\\d+[ \\r\\n]");

    @Override
    public String id() {
        return "fiasko-txt";
    }

    @Override
    public String clients() {
        return "Fiasko (inf112-v20/Fiasko): its text boards, BoardLoaderUtil";
    }

    @Override
    public String extension() {
        return ".txt";
    }

    @Override
    public ClientExport export(Board board) {
        return new FiaskoWriter(board).write();
    }

    @Override
    public ClientImport read(String text, String fileName, SideFiles besides) throws FormatException {
        return new FiaskoReader(text, fileName).read(ClientFiles.baseName(fileName));
    }

    @Override
    public boolean recognizes(String text) {
        return LOOKS_LIKE.matcher(text).lookingAt();
    }
}
