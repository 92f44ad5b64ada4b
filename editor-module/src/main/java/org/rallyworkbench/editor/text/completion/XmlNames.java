package org.rallyworkbench.editor.text.completion;

/** The characters of XML names and blanks, as the caret analysis needs them (lenient: it reads half-typed text). */
final class XmlNames {

    private XmlNames() {
    }

    static boolean isNameChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == ':' || c == '-' || c == '.';
    }

    /** The index after the name starting at {@code from} ({@code from} itself when no name starts there). */
    static int end(CharSequence text, int from) {
        int i = from;
        while (i < text.length() && isNameChar(text.charAt(i))) {
            i++;
        }
        return i;
    }

    static int skipWhitespace(CharSequence text, int from) {
        int i = from;
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }

    /** The prefix of a qualified name ("" for none). */
    static String prefix(String qualifiedName) {
        int colon = qualifiedName.indexOf(':');
        return colon < 0 ? "" : qualifiedName.substring(0, colon);
    }

    /** The local part of a qualified name. */
    static String localName(String qualifiedName) {
        return qualifiedName.substring(qualifiedName.indexOf(':') + 1);
    }
}
