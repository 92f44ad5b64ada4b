package org.rallyworkbench.editor.scenario;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import javax.swing.text.BadLocationException;
import javax.swing.text.Document;
import org.openide.cookies.EditorCookie;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.rallyworkbench.engine.xml.Problem;

/**
 * A scenario file's current text: the Source view's document when it is open (it may hold edits not yet
 * saved), else the file. Safe to call off the event thread: documents are read under their read lock.
 */
public final class ScenarioText {

    private ScenarioText() {
    }

    public static ScenarioLoad load(DataObject dob) {
        FileObject fo = dob.getPrimaryFile();
        try {
            return ScenarioLoad.of(text(dob), displayPath(fo), baseDirectory(fo));
        } catch (IOException e) {
            return new ScenarioLoad.Failed(List.of(new Problem(fo.getNameExt(), 0, 0, "cannot read: " + e.getMessage())));
        }
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
