package org.rallyworkbench.engine.export.inf112;

import org.rallyworkbench.engine.export.clients.ClientExport;
import org.rallyworkbench.engine.export.clients.ClientFiles;
import org.rallyworkbench.engine.export.clients.ClientFormat;
import org.rallyworkbench.engine.export.clients.ClientImport;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.xml.FormatException;

/** The INF112 Tiled convention as Unsinkable-II reads it (CLIENTS.md section 2). */
public final class Inf112Format implements ClientFormat {

    @Override
    public String id() {
        return "inf112-tmx";
    }

    @Override
    public String clients() {
        return "INF112 libGDX clients on the shared tiles.tsx (read as Unsinkable-II reads it, 14 named layers)";
    }

    @Override
    public String extension() {
        return ".tmx";
    }

    @Override
    public ClientExport export(Board board) {
        return new Inf112Writer(board).write();
    }

    @Override
    public ClientImport read(String text, String fileName, SideFiles besides) throws FormatException {
        return new Inf112Reader(text, fileName).read(ClientFiles.baseName(fileName));
    }

    @Override
    public boolean recognizes(String text) {
        String head = text.length() > 4096 ? text.substring(0, 4096) : text;
        return head.contains("<map") && head.contains("source=\"" + Inf112Tiles.TILESET + "\"")
                && text.contains("name=\"LaserWall\"") && text.contains("name=\"Conveyor\"");
    }
}
