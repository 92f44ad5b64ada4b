package org.rallyworkbench.engine.io;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Where text read from a file stops being text: the first byte that is not UTF-8 (as a line and column, for a
 * message a user can act on), the first half of a surrogate pair standing alone (a JSON {@code \\uD800} escape,
 * which would become a '?' when written).
 */
public final class Utf8 {

    private Utf8() {
    }

    /** Line and column (1-based, in characters) of the first byte that is not valid UTF-8; empty when all are. */
    public static Optional<int[]> firstMalformed(byte[] bytes) {
        var decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        if (!decoder.decode(ByteBuffer.wrap(bytes), out, true).isError()) {
            return Optional.empty();
        }
        int line = 1;
        int column = 1;
        for (int i = 0; i < out.position(); i++) {
            if (out.get(i) == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return Optional.of(new int[] {line, column});
    }

    /** Whether {@code s} holds half of a surrogate pair without its other half. */
    public static boolean hasLoneSurrogate(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return true;
            }
        }
        return false;
    }

    /** The message for {@link #hasLoneSurrogate}. */
    public static final String LONE_SURROGATE = "a string holding half of a surrogate pair alone (a \\uD800..\\uDFFF"
            + " escape without its other half); that is no character";
}
