package org.rallyworkbench.editor.cyclefixture.two;

import org.rallyworkbench.editor.cyclefixture.one.Ping;

/** The other half of a deliberate package cycle, for PackageLayoutTest. */
public final class Pong {

    public Ping ping() {
        return new Ping();
    }
}
