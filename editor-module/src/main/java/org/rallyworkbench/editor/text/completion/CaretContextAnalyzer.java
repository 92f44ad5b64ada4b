package org.rallyworkbench.editor.text.completion;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.xml.XMLConstants;
import javax.xml.namespace.QName;

/**
 * Finds the {@link CaretContext} of a caret in raw XML text, which is often invalid while the user types. It scans
 * from the start of the text to the caret, keeping the stack of open elements; comments, CDATA sections,
 * processing instructions and DOCTYPEs are skipped whole, and quoted values are read as values, so a '>' or '<'
 * inside them does not end a tag. An end tag closes the innermost open element of its name (an end tag matching
 * nothing is ignored), so one stray tag does not spoil the rest.
 */
public final class CaretContextAnalyzer {

    /** An element open at the caret: its name as written, resolved, its xmlns declarations, its children so far. */
    private record Open(String written, QName name, Map<String, String> declared, List<QName> children) {
    }

    private final CharSequence text;
    private final int caret;
    private final Deque<Open> open = new ArrayDeque<>();
    private final List<QName> topLevel = new ArrayList<>();

    private CaretContextAnalyzer(CharSequence text, int caret) {
        this.text = text;
        this.caret = caret;
    }

    /** The context of the caret at {@code caret} (0..length) in {@code text}. */
    public static CaretContext at(CharSequence text, int caret) {
        if (caret < 0 || caret > text.length()) {
            return CaretContext.NONE;
        }
        return new CaretContextAnalyzer(text, caret).scan();
    }

    private CaretContext scan() {
        int i = 0;
        while (i < caret) {
            if (text.charAt(i) != '<') {
                i++;
                continue;
            }
            int skipped = skipMarkup(i);
            if (skipped >= 0) {
                if (skipped > caret) {
                    return CaretContext.NONE;       // the caret is inside a comment, CDATA, PI or DOCTYPE
                }
                i = skipped;
            } else if (startsWith(i, "</")) {
                int nameEnd = XmlNames.end(text, i + 2);
                if (caret == i + 1) {
                    return CaretContext.NONE;       // between '<' and '/'
                }
                if (caret <= nameEnd) {
                    return endTagName(i + 2);
                }
                int end = endTagEnd(nameEnd);
                if (caret < end) {
                    return CaretContext.NONE;       // after the end tag's name
                }
                close(text.subSequence(i + 2, nameEnd).toString());
                i = end;
            } else {
                StartTag tag = StartTag.parse(text, i);
                if (caret <= tag.nameEnd()) {
                    return elementName(text.subSequence(i + 1, caret).toString(), i + 1, false);
                }
                if (caret < tag.end() || !tag.finished() && caret == tag.end() && tag.end() == text.length()) {
                    return insideStartTag(tag);
                }
                startTagDone(tag);
                i = tag.end();
            }
        }
        return elementName("", caret, true);
    }

    // ---- markup that holds no elements

    /** The index after a comment, CDATA section, PI or DOCTYPE starting at {@code lt}; -1 if none starts there. */
    private int skipMarkup(int lt) {
        if (startsWith(lt, "<!--")) {
            return after(lt + 4, "-->");
        }
        if (startsWith(lt, "<![CDATA[")) {
            return after(lt + 9, "]]>");
        }
        if (startsWith(lt, "<?")) {
            return after(lt + 2, "?>");
        }
        if (startsWith(lt, "<!")) {
            return afterDeclaration(lt + 2);
        }
        return -1;
    }

    /** The index after the first {@code end} from {@code from}; past the text when it never comes. */
    private int after(int from, String end) {
        int found = indexOf(end, from);
        return found < 0 ? text.length() + 1 : found + end.length();
    }

    /** The index after a DOCTYPE's '>', over its internal subset in brackets and its quoted literals. */
    private int afterDeclaration(int from) {
        int depth = 0;
        char quote = 0;
        for (int i = from; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                quote = c == quote ? 0 : quote;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '[') {
                depth++;
            } else if (c == ']') {
                depth--;
            } else if (c == '>' && depth <= 0) {
                return i + 1;
            }
        }
        return text.length() + 1;
    }

    // ---- end tags

    /** The caret is in the name of an end tag: it can only close the innermost open element. */
    private CaretContext endTagName(int nameStart) {
        if (open.isEmpty()) {
            return CaretContext.NONE;
        }
        return new CaretContext.EndTag(path(null), open.peek().written(), text.subSequence(nameStart, caret).toString(),
                nameStart);
    }

    /** The index after an end tag's '>' (its name ends at {@code from}), or where it breaks off: a '<', the end. */
    private int endTagEnd(int from) {
        for (int i = from; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '>') {
                return i + 1;
            }
            if (c == '<') {
                return i;
            }
        }
        return text.length();
    }

    /** Closes the innermost open element written {@code name}, and every element opened inside it. */
    private void close(String name) {
        for (Open o : open) {
            if (o.written().equals(name)) {
                while (open.pop() != o) {
                    // elements left open inside it end with it
                }
                return;
            }
        }
    }

    // ---- start tags

    private CaretContext insideStartTag(StartTag tag) {
        if (tag.name().isEmpty()) {
            return CaretContext.NONE;
        }
        Map<String, String> declared = declarations(tag);
        List<QName> element = path(resolve(tag.name(), declared));
        Set<String> present = new HashSet<>();
        for (StartTag.Attribute a : tag.attributes()) {
            if (a.hasQuotedValue() && caret >= a.valueStart() && caret <= a.valueEnd()) {
                return new CaretContext.AttributeValue(element, a.name(),
                        text.subSequence(a.valueStart(), caret).toString(), a.valueStart());
            }
            if (caret >= a.nameStart() && caret <= a.nameEnd()) {
                tag.attributes().stream().filter(other -> other != a).forEach(other -> present.add(other.name()));
                return new CaretContext.AttributeName(element, present, text.subSequence(a.nameStart(), caret).toString(),
                        a.nameStart());
            }
            present.add(a.name());
        }
        // between attributes: after a blank or a closing quote (completion then adds the blank), not after '='
        // or inside "/>"
        boolean afterValue = tag.attributes().stream().anyMatch(a -> a.hasQuotedValue() && a.valueEnd() + 1 == caret);
        if (afterValue || Character.isWhitespace(text.charAt(caret - 1))) {
            return new CaretContext.AttributeName(element, present, "", caret);
        }
        return CaretContext.NONE;
    }

    private void startTagDone(StartTag tag) {
        if (tag.name().isEmpty()) {
            return;
        }
        Map<String, String> declared = declarations(tag);
        QName name = resolve(tag.name(), declared);
        (open.isEmpty() ? topLevel : open.peek().children()).add(name);
        if (tag.finished() && !tag.selfClosing()) {
            open.push(new Open(tag.name(), name, declared, new ArrayList<>()));
        }
    }

    // ---- the element name context

    private CaretContext elementName(String prefix, int start, boolean inContent) {
        Map<String, String> namespaces = new HashMap<>();
        Iterator<Open> outermostFirst = open.descendingIterator();
        while (outermostFirst.hasNext()) {
            namespaces.putAll(outermostFirst.next().declared());
        }
        namespaces.putIfAbsent("", "");
        List<QName> siblings = open.isEmpty() ? topLevel : open.peek().children();
        return new CaretContext.ElementName(path(null), List.copyOf(siblings), namespaces, prefix, start, inContent);
    }

    // ---- names and namespaces

    /** The xmlns and xmlns:p attributes of a tag, as prefix → namespace ("" for the default namespace). */
    private static Map<String, String> declarations(StartTag tag) {
        Map<String, String> declared = new HashMap<>();
        for (StartTag.Attribute a : tag.attributes()) {
            if (a.name().equals("xmlns")) {
                declared.put("", a.value());
            } else if (a.name().startsWith("xmlns:")) {
                declared.put(a.name().substring(6), a.value());
            }
        }
        return declared;
    }

    /** A written name resolved against the tag's own declarations, then the open elements' (unknown prefix: ""). */
    private QName resolve(String written, Map<String, String> own) {
        String prefix = XmlNames.prefix(written);
        String namespace = own.get(prefix);
        for (Iterator<Open> it = open.iterator(); namespace == null && it.hasNext(); ) {
            namespace = it.next().declared().get(prefix);
        }
        if (namespace == null && prefix.equals("xml")) {
            namespace = XMLConstants.XML_NS_URI;
        }
        return new QName(namespace == null ? "" : namespace, XmlNames.localName(written));
    }

    /** The open elements from the root, then {@code last} if not null. */
    private List<QName> path(QName last) {
        List<QName> path = new ArrayList<>();
        open.descendingIterator().forEachRemaining(o -> path.add(o.name()));
        if (last != null) {
            path.add(last);
        }
        return List.copyOf(path);
    }

    // ---- text

    private boolean startsWith(int at, String s) {
        if (at + s.length() > text.length()) {
            return false;
        }
        for (int k = 0; k < s.length(); k++) {
            if (text.charAt(at + k) != s.charAt(k)) {
                return false;
            }
        }
        return true;
    }

    private int indexOf(String s, int from) {
        for (int i = from; i + s.length() <= text.length(); i++) {
            if (startsWith(i, s)) {
                return i;
            }
        }
        return -1;
    }
}
