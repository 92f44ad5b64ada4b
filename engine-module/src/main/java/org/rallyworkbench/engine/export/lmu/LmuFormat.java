package org.rallyworkbench.engine.export.lmu;

import org.rallyworkbench.engine.export.clients.ClientExport;
import org.rallyworkbench.engine.export.clients.ClientFiles;
import org.rallyworkbench.engine.export.clients.ClientFormat;
import org.rallyworkbench.engine.export.clients.ClientImport;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.xml.FormatException;

/** The LMU protocol map, as Hajuj/RoboRally reads it (CLIENTS.md section 4). */
public final class LmuFormat implements ClientFormat {

    @Override
    public String id() {
        return "lmu-json";
    }

    @Override
    public String clients() {
        return "LMU Softwarepraktikum protocol clients (e.g. Hajuj/RoboRally): the GameStarted gameMap JSON";
    }

    @Override
    public String extension() {
        return ".json";
    }

    @Override
    public ClientExport export(Board board) {
        return new LmuWriter(board).write();
    }

    @Override
    public ClientImport read(String text, String fileName, SideFiles besides) throws FormatException {
        return new LmuReader(fileName).read(text, ClientFiles.baseName(fileName));
    }

    @Override
    public boolean recognizes(String text) {
        return text.contains("\"gameMap\"");
    }
}
