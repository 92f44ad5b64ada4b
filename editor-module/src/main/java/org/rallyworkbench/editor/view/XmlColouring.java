package org.rallyworkbench.editor.view;

import java.awt.Color;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.swing.text.SimpleAttributeSet;
import javax.swing.text.StyleConstants;
import javax.swing.text.StyledDocument;

/** Syntax colouring for the Source view: tags, attribute names, values and comments. */
final class XmlColouring {

    /** Beyond this many characters the text stays plain: colouring would slow typing down. */
    static final int MAX_LENGTH = 400_000;
    private static final Pattern TOKENS = Pattern.compile(
            "(<!--.*?-->)|(</?[\\w:.-]+|/?>|<\\?.*?\\?>)|([\\w:.-]+)(?==)|(\"[^\"]*\"|'[^']*')", Pattern.DOTALL);
    private static final SimpleAttributeSet PLAIN = style(new Color(30, 30, 30));
    private static final SimpleAttributeSet COMMENT = style(new Color(120, 120, 120));
    private static final SimpleAttributeSet TAG = style(new Color(0, 70, 160));
    private static final SimpleAttributeSet ATTRIBUTE = style(new Color(130, 60, 0));
    private static final SimpleAttributeSet VALUE = style(new Color(0, 120, 40));

    private XmlColouring() {
    }

    static void colour(StyledDocument doc, String text) {
        doc.setCharacterAttributes(0, text.length(), PLAIN, true);
        if (text.length() > MAX_LENGTH) {
            return;
        }
        Matcher m = TOKENS.matcher(text);
        while (m.find()) {
            SimpleAttributeSet style = m.group(1) != null ? COMMENT : m.group(2) != null ? TAG
                    : m.group(3) != null ? ATTRIBUTE : VALUE;
            doc.setCharacterAttributes(m.start(), m.end() - m.start(), style, true);
        }
    }

    private static SimpleAttributeSet style(Color c) {
        SimpleAttributeSet s = new SimpleAttributeSet();
        StyleConstants.setForeground(s, c);
        StyleConstants.setFontFamily(s, java.awt.Font.MONOSPACED);
        return s;
    }
}
