package org.rallyworkbench.editor.text;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.JEditorPane;
import javax.swing.event.DocumentEvent;
import javax.swing.text.BadLocationException;
import javax.swing.text.DefaultEditorKit;
import javax.swing.text.Document;
import javax.swing.text.Element;
import javax.swing.text.PlainView;
import javax.swing.text.Segment;
import javax.swing.text.Utilities;
import javax.swing.text.View;
import javax.swing.text.ViewFactory;

/**
 * A plain-text editor kit whose view paints XML in the {@link XmlColouring} colours. The document stays plain
 * (colouring is not an edit: it neither marks the file modified nor lands in the undo history). Whoever creates
 * the kit may add to each editor pane it is installed in (the scenario's Source view adds completion).
 */
public final class XmlColouringKit extends DefaultEditorKit implements ViewFactory {

    private static final long serialVersionUID = 1L;
    private final String contentType;
    private final transient Consumer<JEditorPane> onInstall;

    public XmlColouringKit(String contentType, Consumer<JEditorPane> onInstall) {
        this.contentType = contentType;
        this.onInstall = onInstall;
    }

    @Override
    public String getContentType() {
        return contentType;
    }

    /** Typing undoes a run at a time, as in the NetBeans editor, not a character at a time. */
    @Override
    public Document createDefaultDocument() {
        return new TypingDocument();
    }

    @Override
    public ViewFactory getViewFactory() {
        return this;
    }

    @Override
    public View create(Element elem) {
        return new ColouredView(elem);
    }

    /** XML reads best in columns, as in the board's Source view. */
    @Override
    public void install(JEditorPane pane) {
        super.install(pane);
        pane.setFont(new java.awt.Font(java.awt.Font.MONOSPACED, java.awt.Font.PLAIN, pane.getFont().getSize()));
        onInstall.accept(pane);
    }

    @Override
    public Object clone() {
        return new XmlColouringKit(contentType, onInstall);
    }

    /** The spans of a document, computed again after each change of its text. */
    static final class SpanCache {
        private List<XmlColouring.Span> spans;

        void invalidate() {
            spans = null;
        }

        List<XmlColouring.Span> spans(Document doc) {
            if (spans == null) {
                try {
                    spans = XmlColouring.spans(doc.getText(0, doc.getLength()));
                } catch (BadLocationException e) {
                    return List.of();
                }
            }
            return spans;
        }
    }

    /** The kind of the character at offset (plain outside every span), by binary search. */
    static XmlColouring.Kind kindAt(List<XmlColouring.Span> spans, int offset) {
        int lo = 0;
        int hi = spans.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            XmlColouring.Span s = spans.get(mid);
            if (offset < s.start()) {
                hi = mid - 1;
            } else if (offset >= s.end()) {
                lo = mid + 1;
            } else {
                return s.kind();
            }
        }
        return XmlColouring.Kind.PLAIN;
    }

    /** The end of the run of one kind starting at offset, at most limit. */
    static int runEnd(List<XmlColouring.Span> spans, int offset, int limit) {
        XmlColouring.Kind kind = kindAt(spans, offset);
        int end = offset + 1;
        while (end < limit && kindAt(spans, end) == kind) {
            end++;
        }
        return end;
    }

    private static final class ColouredView extends PlainView {
        private final SpanCache cache = new SpanCache();

        ColouredView(Element elem) {
            super(elem);
        }

        // an edit may open or close a comment or a value: the colours of the lines below change too

        @Override
        public void insertUpdate(DocumentEvent e, Shape a, ViewFactory f) {
            cache.invalidate();
            super.insertUpdate(e, a, f);
            repaintAll();
        }

        @Override
        public void removeUpdate(DocumentEvent e, Shape a, ViewFactory f) {
            cache.invalidate();
            super.removeUpdate(e, a, f);
            repaintAll();
        }

        @Override
        public void changedUpdate(DocumentEvent e, Shape a, ViewFactory f) {
            cache.invalidate();
            super.changedUpdate(e, a, f);
        }

        private void repaintAll() {
            if (getContainer() != null) {
                getContainer().repaint();
            }
        }

        @Override
        protected float drawUnselectedText(Graphics2D g, float x, float y, int p0, int p1) throws BadLocationException {
            Document doc = getDocument();
            List<XmlColouring.Span> spans = cache.spans(doc);
            Segment seg = new Segment();
            Color old = g.getColor();
            int p = p0;
            while (p < p1) {
                int end = runEnd(spans, p, p1);
                doc.getText(p, end - p, seg);
                g.setColor(kindAt(spans, p).colour());
                x = Utilities.drawTabbedText(seg, x, y, g, this, p);
                p = end;
            }
            g.setColor(old);
            return x;
        }
    }
}
