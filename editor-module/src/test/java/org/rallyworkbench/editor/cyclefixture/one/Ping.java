package org.rallyworkbench.editor.cyclefixture.one;

import org.rallyworkbench.editor.cyclefixture.two.Pong;

/** Half of a deliberate package cycle, for PackageLayoutTest. */
public final class Ping {

    public Pong pong() {
        return new Pong();
    }
}
