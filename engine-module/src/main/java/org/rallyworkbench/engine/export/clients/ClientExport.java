package org.rallyworkbench.engine.export.clients;

import java.util.List;
import java.util.Map;

/**
 * The planned export of one board: the main file's text, the files written beside it (keyed by the ending
 * that replaces the main file's extension, e.g. {@code .course.json}), and everything lost or moved.
 */
public record ClientExport(String text, Map<String, String> besides, List<Loss> losses) {

    public ClientExport {
        besides = Map.copyOf(besides);
        losses = List.copyOf(losses);
    }

    /** Whether anything is lost (moved things and notes are not losses). */
    public boolean isLossy() {
        return losses.stream().anyMatch(Loss::isLoss);
    }
}
