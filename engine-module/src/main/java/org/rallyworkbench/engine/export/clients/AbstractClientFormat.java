package org.rallyworkbench.engine.export.clients;

/**
 * What each client format states about itself: its {@code --format} name, its file name ending and the clients
 * that read it, given once to the constructor. A format adds how it writes, reads and recognizes its files.
 */
public abstract class AbstractClientFormat implements ClientFormat {

    private final String id;
    private final String extension;
    private final String clients;

    protected AbstractClientFormat(String id, String extension, String clients) {
        this.id = id;
        this.clients = clients;
        this.extension = extension;
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final String clients() {
        return clients;
    }

    @Override
    public final String extension() {
        return extension;
    }
}
