package org.rallyworkbench.engine.export.clients;

/** The format cannot hold the board at all (e.g. robotmadness refuses boards over 20 tiles a side). */
public final class ExportRefusedException extends Exception {

    private static final long serialVersionUID = 1L;

    public ExportRefusedException(String message) {
        super(message);
    }
}
