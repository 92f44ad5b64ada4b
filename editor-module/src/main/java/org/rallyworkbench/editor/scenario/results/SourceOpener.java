package org.rallyworkbench.editor.scenario.results;

import java.awt.Rectangle;
import java.awt.geom.Rectangle2D;
import java.io.File;
import java.nio.file.Path;
import javax.swing.JEditorPane;
import javax.swing.SwingUtilities;
import javax.swing.text.BadLocationException;
import javax.swing.text.Document;
import javax.swing.text.Element;
import javax.swing.text.JTextComponent;
import org.openide.cookies.EditorCookie;
import org.openide.cookies.LineCookie;
import org.openide.cookies.OpenCookie;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.openide.loaders.DataObjectNotFoundException;
import org.openide.text.Line;
import org.openide.util.RequestProcessor;

/**
 * Opens a scenario file in its editor at a line (1-based), through the NetBeans Line API, then puts the caret
 * on that line, selects it, scrolls it into view and gives the editor the focus.
 */
public final class SourceOpener {

    private static final RequestProcessor WAIT = new RequestProcessor(SourceOpener.class);
    /** The editor opens asynchronously: how often and how long to wait for its pane. */
    private static final int POLL_MS = 50;
    private static final int POLLS = 60;

    private SourceOpener() {
    }

    public static void open(Path file, int line) {
        FileObject fo = FileUtil.toFileObject(FileUtil.normalizeFile(new File(file.toString())));
        if (fo == null) {
            return;
        }
        try {
            DataObject dob = DataObject.find(fo);
            LineCookie lines = dob.getLookup().lookup(LineCookie.class);
            if (lines != null && line > 0) {
                lineOrFirst(lines.getLineSet(), line).show(Line.ShowOpenType.OPEN, Line.ShowVisibilityType.FOCUS);
                EditorCookie editor = dob.getLookup().lookup(EditorCookie.class);
                if (editor != null) {
                    selectWhenOpen(editor, line, POLLS);     // clamped to the text there
                }
                return;
            }
            OpenCookie open = dob.getLookup().lookup(OpenCookie.class);
            if (open != null) {
                open.open();
            }
        } catch (DataObjectNotFoundException | IndexOutOfBoundsException e) {
            // the file is gone: nothing to open
        }
    }

    /**
     * The line (1-based), or the first when the file is shorter now. Not clamped by {@code getLines()}: that
     * holds only the lines the set has handed out so far (none after the file was reloaded), not the text's.
     */
    private static Line lineOrFirst(Line.Set set, int line) {
        try {
            return set.getCurrent(line - 1);
        } catch (IndexOutOfBoundsException pastTheEnd) {
            return set.getCurrent(0);
        }
    }

    /** Once the editor's pane is showing, selects the line in it (Line.show alone may leave the caret at 0). */
    private static void selectWhenOpen(EditorCookie editor, int line, int pollsLeft) {
        SwingUtilities.invokeLater(() -> {
            JEditorPane[] panes = editor.getOpenedPanes();
            if (panes != null && panes.length > 0 && panes[0].isShowing()) {
                showLine(panes[0], line);
            } else if (pollsLeft > 0) {
                WAIT.post(() -> selectWhenOpen(editor, line, pollsLeft - 1), POLL_MS);
            }
        });
    }

    /**
     * Puts the caret at the start of the line (1-based, clamped to the text), selects the line without its line
     * break, scrolls it into view and focuses the pane. Returns the selected range {start, end}.
     */
    public static int[] showLine(JTextComponent pane, int line) {
        int[] range = lineRange(pane.getDocument(), line);
        pane.setCaretPosition(range[1]);
        pane.moveCaretPosition(range[0]);
        pane.getCaret().setSelectionVisible(true);
        try {
            Rectangle2D start = pane.modelToView2D(range[0]);
            Rectangle2D end = pane.modelToView2D(range[1]);
            if (start != null && end != null) {
                Rectangle r = start.getBounds().union(end.getBounds());
                // some lines around it, so the line is not glued to the window's edge
                r.grow(0, r.height * 3);
                pane.scrollRectToVisible(r);
            }
        } catch (BadLocationException e) {
            // the text changed meanwhile: the selection is shown anyway
        }
        pane.requestFocusInWindow();
        return range;
    }

    /** The offsets {start, end} of a line (1-based, clamped to the document), the end before the line break. */
    static int[] lineRange(Document doc, int line) {
        Element root = doc.getDefaultRootElement();
        int index = Math.max(0, Math.min(line - 1, root.getElementCount() - 1));
        Element el = root.getElement(index);
        int start = el.getStartOffset();
        int end = Math.min(el.getEndOffset(), doc.getLength());
        if (end > start) {
            try {
                if (doc.getText(end - 1, 1).equals("\n")) {
                    end--;
                }
            } catch (BadLocationException e) {
                // keep end
            }
        }
        return new int[] {start, end};
    }
}
