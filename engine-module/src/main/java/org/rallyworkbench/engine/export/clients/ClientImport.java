package org.rallyworkbench.engine.export.clients;

import java.util.List;
import org.rallyworkbench.engine.model.Board;

/** A board read from a client's file, and what in the file could not be placed on it (with positions). */
public record ClientImport(Board board, List<Loss> notPlaced) {

    public ClientImport {
        notPlaced = List.copyOf(notPlaced);
    }
}
