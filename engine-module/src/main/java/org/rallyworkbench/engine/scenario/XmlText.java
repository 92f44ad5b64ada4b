package org.rallyworkbench.engine.scenario;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Helps edit XML as text: where comments and CDATA are, so that searches never start inside them. */
public final class XmlText {

    private static final Pattern COMMENT = Pattern.compile("<!--.*?-->|<!\\[CDATA\\[.*?]]>", Pattern.DOTALL);

    private XmlText() {
    }

    /** The text with comments and CDATA blanked out (same length, same lines). */
    public static String masked(String text) {
        StringBuilder sb = new StringBuilder(text);
        Matcher m = COMMENT.matcher(text);
        while (m.find()) {
            for (int i = m.start(); i < m.end(); i++) {
                if (sb.charAt(i) != '\n') {
                    sb.setCharAt(i, ' ');
                }
            }
        }
        return sb.toString();
    }
}
