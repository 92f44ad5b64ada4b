package org.rallyworkbench.editor.board.file;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import javax.swing.text.BadLocationException;
import javax.swing.text.EditorKit;
import javax.swing.text.StyledDocument;
import org.openide.cookies.EditorCookie;
import org.openide.cookies.SaveCookie;
import org.openide.loaders.MultiDataObject;
import org.openide.nodes.CookieSet;
import org.openide.text.DataEditorSupport;
import org.rallyworkbench.editor.text.XmlColouringKit;
import org.rallyworkbench.editor.text.completion.SchemaVocabulary;
import org.rallyworkbench.editor.text.completion.TextReplacement;
import org.rallyworkbench.editor.text.completion.XmlCompletion;
import org.rallyworkbench.engine.io.Escaper;

/**
 * The editor support of one of our XML files, boards and scenarios alike: its document is the file's text (UTF-8,
 * as the formats say), shown in the XML colouring kit with completion from the file's schema; saving writes the
 * document's text atomically, keeping a {@code .bak} ({@link AtomicSaveEnv}); a modified file's title ends with
 * " *". Both Source views edit the document of such a support.
 */
public abstract class XmlFileSupport extends DataEditorSupport implements EditorCookie.Observable {

    protected final String mimeType;
    private final java.util.function.Supplier<SchemaVocabulary> vocabulary;
    protected final CookieSet cookies;

    protected XmlFileSupport(MultiDataObject dob, CookieSet cookies, String mimeType,
                             java.util.function.Supplier<SchemaVocabulary> vocabulary) {
        super(dob, null, new AtomicSaveEnv(dob));
        this.mimeType = mimeType;
        this.cookies = cookies;
        this.vocabulary = vocabulary;
        setMIMEType(mimeType);
    }

    /** How a chosen completion goes into the document: as one undoable edit of the file's history. */
    protected abstract TextReplacement completionEdits();

    @Override
    protected EditorKit createEditorKit() {
        return new XmlColouringKit(mimeType, pane -> XmlCompletion.install(pane, vocabulary, completionEdits()));
    }

    /** A kit for a view of the document: colouring and completion, as the support's editors have. */
    public final EditorKit kit() {
        return createEditorKit();
    }

    /** The file's text is UTF-8 whatever the platform's default: the formats say so. */
    @Override
    protected void loadFromStreamToKit(StyledDocument doc, InputStream stream, EditorKit kit)
            throws IOException, BadLocationException {
        kit.read(new InputStreamReader(stream, StandardCharsets.UTF_8), doc, 0);
    }

    @Override
    protected void saveFromKitToStream(StyledDocument doc, EditorKit kit, OutputStream stream)
            throws IOException, BadLocationException {
        Writer out = new OutputStreamWriter(stream, StandardCharsets.UTF_8);
        kit.write(out, doc, 0, doc.getLength());
        out.flush();
    }

    /** Like a board's window, a modified file's title ends with " *". */
    @Override
    protected String messageName() {
        String name = super.messageName();
        return isModified() && !name.endsWith(" *") ? name + " *" : name;
    }

    @Override
    protected String messageHtmlName() {
        if (!isModified()) {
            return super.messageHtmlName();
        }
        return "<html><b>" + Escaper.XML_TEXT.escape(messageName()) + "</b>";
    }

    @Override
    protected boolean asynchronousOpen() {
        return true;
    }

    /** Offers Save while the file is modified. */
    protected final void offerSave(SaveCookie saver, boolean modified) {
        if (modified) {
            cookies.assign(SaveCookie.class, saver);
        } else {
            cookies.assign(SaveCookie.class);
        }
    }
}
