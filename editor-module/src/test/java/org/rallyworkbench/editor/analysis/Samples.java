package org.rallyworkbench.editor.analysis;

import java.io.InputStream;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.xml.BoardXml;

final class Samples {

    private Samples() { }

    static Board gearboxPress() throws Exception {
        String name = "gearbox-press.board.xml";
        try (InputStream in = Samples.class.getResourceAsStream("/org/rallyworkbench/editor/samples/" + name)) {
            return BoardXml.read(in, name);
        }
    }
}
