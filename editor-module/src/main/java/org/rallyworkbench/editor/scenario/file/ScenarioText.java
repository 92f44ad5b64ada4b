package org.rallyworkbench.editor.scenario.file;

import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import javax.swing.text.BadLocationException;
import javax.swing.text.Document;
import org.openide.cookies.EditorCookie;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.board.model.BoardLoader;
import org.rallyworkbench.engine.model.Problem;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.xml.ScenarioXml;

/**
 * A scenario file's current text: the Source view's document when it is open (it may hold edits not yet
 * saved), else the file. Safe to call off the event thread: documents are read under their read lock.
 */
@Messages({
    "# {0} - the reason",
    "MSG_CannotRead=cannot read: {0}"
})
public final class ScenarioText {

    private ScenarioText() {
    }

    public static ReadResult<ScenarioSpec> load(DataObject dob) {
        try {
            return load(dob, text(dob));
        } catch (IOException e) {
            FileObject fo = dob.getPrimaryFile();
            return ReadResult.failed(new Problem(fo.getNameExt(), 0, 0, Bundle.MSG_CannotRead(e.getMessage())));
        }
    }

    /** Reads {@code text} as the scenario file of {@code dob} (its name in messages, its folder for board references). */
    public static ReadResult<ScenarioSpec> load(DataObject dob, String text) {
        FileObject fo = dob.getPrimaryFile();
        return read(text, displayPath(fo), baseDirectory(fo));
    }

    /** Reads {@code text} with the engine's validating reader; board references resolve against {@code baseDirectory}. */
    public static ReadResult<ScenarioSpec> read(String text, String sourceName, Path baseDirectory) {
        return BoardLoader.guarded(sourceName, () -> ScenarioXml.load(
                new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), sourceName, baseDirectory));
    }

    public static String text(DataObject dob) throws IOException {
        EditorCookie editor = dob.getLookup().lookup(EditorCookie.class);
        Document doc = editor == null ? null : editor.getDocument();
        if (doc == null) {
            return dob.getPrimaryFile().asText(StandardCharsets.UTF_8.name());
        }
        String[] text = new String[1];
        BadLocationException[] failure = new BadLocationException[1];
        doc.render(() -> {
            try {
                text[0] = doc.getText(0, doc.getLength());
            } catch (BadLocationException e) {
                failure[0] = e;
            }
        });
        if (failure[0] != null) {
            throw new IOException(failure[0]);
        }
        return text[0];
    }

    static String displayPath(FileObject fo) {
        File f = FileUtil.toFile(fo);
        return f == null ? fo.getNameExt() : f.getPath();
    }

    static Path baseDirectory(FileObject fo) {
        File f = FileUtil.toFile(fo);
        return f == null || f.getParentFile() == null ? Path.of(".") : f.getParentFile().toPath();
    }
}
