package org.rallyworkbench.engine.export.clients;

import java.util.List;
import java.util.Optional;
import org.rallyworkbench.engine.export.fiasko.FiaskoFormat;
import org.rallyworkbench.engine.export.inf112.Inf112Format;
import org.rallyworkbench.engine.export.lmu.LmuFormat;
import org.rallyworkbench.engine.export.robotmadness.RobotmadnessFormat;

/** The four client formats, by their {@code --format} name. */
public final class ClientFormats {

    private static final List<ClientFormat> ALL = List.of(new FiaskoFormat(), new Inf112Format(),
            new RobotmadnessFormat(), new LmuFormat());

    private ClientFormats() {
    }

    public static List<ClientFormat> all() {
        return ALL;
    }

    public static Optional<ClientFormat> byId(String id) {
        return ALL.stream().filter(f -> f.id().equals(id)).findFirst();
    }

    /** The one format {@code text} looks like, if exactly one recognizes it. */
    public static Optional<ClientFormat> detect(String text) {
        List<ClientFormat> matching = ALL.stream().filter(f -> f.recognizes(text)).toList();
        return matching.size() == 1 ? Optional.of(matching.get(0)) : Optional.empty();
    }
}
