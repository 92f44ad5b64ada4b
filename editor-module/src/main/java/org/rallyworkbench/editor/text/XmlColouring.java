package org.rallyworkbench.editor.text;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.swing.text.SimpleAttributeSet;
import javax.swing.text.StyleConstants;
import javax.swing.text.StyledDocument;

/**
 * Syntax colouring for the Source views: tags, attribute names, values and comments. The board's Source view
 * applies it to its styled document ({@link #colour}); the scenario's Source view, a plain-text editor, paints
 * the same {@link #spans spans} in the same colours ({@link XmlColouringKit}).
 */
public final class XmlColouring {

    /** Beyond this many characters the text stays plain: colouring would slow typing down. */
    static final int MAX_LENGTH = 400_000;
    private static final Pattern TOKENS = Pattern.compile(
            "(<!--.*?-->)|(</?[\\w:.-]+|/?>|<\\?.*?\\?>)|([\\w:.-]+)(?==)|(\"[^\"]*\"|'[^']*')", Pattern.DOTALL);

    /** The kinds of coloured text, each with its colour. */
    public enum Kind {
        PLAIN(new Color(30, 30, 30)),
        COMMENT(new Color(120, 120, 120)),
        TAG(new Color(0, 70, 160)),
        ATTRIBUTE(new Color(130, 60, 0)),
        VALUE(new Color(0, 120, 40));

        private final Color colour;
        private final SimpleAttributeSet style;

        Kind(Color colour) {
            this.colour = colour;
            this.style = style(colour);
        }

        public Color colour() {
            return colour;
        }
    }

    /** A coloured stretch of text: [start, end) of a kind other than plain. */
    public record Span(int start, int end, Kind kind) {
    }

    private XmlColouring() {
    }

    /** The coloured spans of the text, in order and not overlapping; none when the text is too long. */
    public static List<Span> spans(CharSequence text) {
        List<Span> spans = new ArrayList<>();
        if (text.length() > MAX_LENGTH) {
            return spans;
        }
        Matcher m = TOKENS.matcher(text);
        while (m.find()) {
            Kind kind = m.group(1) != null ? Kind.COMMENT : m.group(2) != null ? Kind.TAG
                    : m.group(3) != null ? Kind.ATTRIBUTE : Kind.VALUE;
            spans.add(new Span(m.start(), m.end(), kind));
        }
        return spans;
    }

    public static void colour(StyledDocument doc, String text) {
        doc.setCharacterAttributes(0, text.length(), Kind.PLAIN.style, true);
        for (Span s : spans(text)) {
            doc.setCharacterAttributes(s.start(), s.end() - s.start(), s.kind().style, true);
        }
    }

    private static SimpleAttributeSet style(Color c) {
        SimpleAttributeSet s = new SimpleAttributeSet();
        StyleConstants.setForeground(s, c);
        StyleConstants.setFontFamily(s, java.awt.Font.MONOSPACED);
        return s;
    }
}
