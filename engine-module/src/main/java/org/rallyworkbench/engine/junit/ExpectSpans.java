package org.rallyworkbench.engine.junit;

import java.util.List;
import java.util.Optional;

/**
 * Which {@code <expect>} a line of a scenario file lies in: from the line its start tag begins on to the line of its
 * end tag (or of the start tag itself when it closes with {@code />}). The model keeps only where each start tag
 * ends, so the rest is found in the file's text; expectations do not nest, so the last start at or above a line is
 * the only one it can lie in.
 */
final class ExpectSpans {

    private static final String START = "<expect";
    private static final String END = "</expect>";

    private ExpectSpans() {
    }

    /**
     * The start line (as the model records it) of the expectation that {@code line} lies in, if any.
     *
     * @param text   the file's lines, the first at index 0
     * @param starts the lines where the expectations' start tags end, as the reader reports them
     */
    static Optional<Integer> expectAt(List<String> text, List<Integer> starts, int line) {
        Optional<Integer> candidate = starts.stream()
                .filter(start -> firstLine(text, start) <= line).max(Integer::compare);
        return candidate.filter(start -> line <= lastLine(text, start));
    }

    /** The line the start tag begins on: the nearest line at or above its end holding {@code <expect}. */
    private static int firstLine(List<String> text, int start) {
        for (int n = Math.min(start, text.size()); n >= 1; n--) {
            if (text.get(n - 1).contains(START)) {
                return n;
            }
        }
        return start;
    }

    /** The line of the end tag, or the start tag's own line when it is empty ({@code <expect .../>}). */
    private static int lastLine(List<String> text, int start) {
        if (start >= 1 && start <= text.size()) {
            String tagLine = text.get(start - 1);
            int tagEnd = tagLine.indexOf('>', Math.max(tagLine.lastIndexOf(START), 0));
            if (tagEnd > 0 && tagLine.charAt(tagEnd - 1) == '/') {
                return start;
            }
        }
        for (int n = Math.max(start, 1); n <= text.size(); n++) {
            if (text.get(n - 1).contains(END)) {
                return n;
            }
        }
        return start;
    }
}
