package org.rallyworkbench.engine.export.json;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict RFC 8259 JSON parser that remembers where every value starts. Duplicate object keys are an error
 * (they are one in any file a person would write by hand, and silently keeping one of them loses data).
 */
public final class JsonParser {

    private static final int MAX_DEPTH = 64;

    private final String text;
    private int pos;
    private int line = 1;
    private int column = 1;
    private int depth;

    private JsonParser(String text) {
        this.text = text;
    }

    public static JsonValue parse(String text) throws JsonSyntaxException {
        JsonParser p = new JsonParser(text);
        if (text.startsWith("\uFEFF")) {
            p.advance();
        }
        p.skipWhitespace();
        JsonValue value = p.value();
        p.skipWhitespace();
        if (p.pos < text.length()) {
            throw p.error("unexpected '" + text.charAt(p.pos) + "' after the JSON value");
        }
        return value;
    }

    private JsonValue value() throws JsonSyntaxException {
        if (pos >= text.length()) {
            throw error("unexpected end of input, expected a value");
        }
        char c = text.charAt(pos);
        return switch (c) {
            case '{' -> object();
            case '[' -> array();
            case '"' -> string();
            case 't' -> literal("true", new JsonValue.JsonBoolean(true, line, column));
            case 'f' -> literal("false", new JsonValue.JsonBoolean(false, line, column));
            case 'n' -> literal("null", new JsonValue.JsonNull(line, column));
            default -> {
                if (c == '-' || (c >= '0' && c <= '9')) {
                    yield number();
                }
                throw error("unexpected '" + c + "', expected a value");
            }
        };
    }

    private JsonValue object() throws JsonSyntaxException {
        int l = line;
        int c = column;
        enter();
        advance();
        Map<String, JsonValue> members = new LinkedHashMap<>();
        skipWhitespace();
        if (peek() == '}') {
            advance();
            depth--;
            return new JsonValue.JsonObject(members, l, c);
        }
        while (true) {
            skipWhitespace();
            if (peek() != '"') {
                throw error("expected a member name in double quotes");
            }
            int keyLine = line;
            int keyColumn = column;
            String key = stringLiteral();
            if (members.containsKey(key)) {
                throw new JsonSyntaxException(keyLine, keyColumn, "duplicate member \"" + key + "\"");
            }
            skipWhitespace();
            expect(':');
            skipWhitespace();
            members.put(key, value());
            skipWhitespace();
            if (peek() == ',') {
                advance();
            } else if (peek() == '}') {
                advance();
                depth--;
                return new JsonValue.JsonObject(members, l, c);
            } else {
                throw error("expected ',' or '}' in an object");
            }
        }
    }

    private JsonValue array() throws JsonSyntaxException {
        int l = line;
        int c = column;
        enter();
        advance();
        List<JsonValue> elements = new ArrayList<>();
        skipWhitespace();
        if (peek() == ']') {
            advance();
            depth--;
            return new JsonValue.JsonArray(elements, l, c);
        }
        while (true) {
            skipWhitespace();
            elements.add(value());
            skipWhitespace();
            if (peek() == ',') {
                advance();
            } else if (peek() == ']') {
                advance();
                depth--;
                return new JsonValue.JsonArray(elements, l, c);
            } else {
                throw error("expected ',' or ']' in an array");
            }
        }
    }

    private void enter() throws JsonSyntaxException {
        if (++depth > MAX_DEPTH) {
            throw error("nested deeper than " + MAX_DEPTH + " levels");
        }
    }

    private JsonValue string() throws JsonSyntaxException {
        int l = line;
        int c = column;
        return new JsonValue.JsonString(stringLiteral(), l, c);
    }

    private String stringLiteral() throws JsonSyntaxException {
        advance(); // opening quote
        StringBuilder sb = new StringBuilder();
        while (true) {
            if (pos >= text.length()) {
                throw error("unterminated string");
            }
            char c = text.charAt(pos);
            if (c == '"') {
                advance();
                return sb.toString();
            }
            if (c < 0x20) {
                throw error("control character in a string (write it as an escape)");
            }
            if (c == '\\') {
                advance();
                if (pos >= text.length()) {
                    throw error("unterminated string");
                }
                char e = text.charAt(pos);
                switch (e) {
                    case '"', '\\', '/' -> sb.append(e);
                    case 'b' -> sb.append('\b');
                    case 'f' -> sb.append('\f');
                    case 'n' -> sb.append('\n');
                    case 'r' -> sb.append('\r');
                    case 't' -> sb.append('\t');
                    case 'u' -> {
                        if (pos + 4 >= text.length()) {
                            throw error("incomplete \\u escape");
                        }
                        String hex = text.substring(pos + 1, pos + 5);
                        try {
                            sb.append((char) Integer.parseInt(hex, 16));
                        } catch (NumberFormatException ex) {
                            throw error("bad \\u escape: " + hex);
                        }
                        for (int i = 0; i < 4; i++) {
                            advance();
                        }
                    }
                    default -> throw error("bad escape '\\" + e + "'");
                }
                advance();
            } else {
                sb.append(c);
                advance();
            }
        }
    }

    private JsonValue number() throws JsonSyntaxException {
        int l = line;
        int c = column;
        int start = pos;
        if (peek() == '-') {
            advance();
        }
        if (peek() == '0') {
            advance();
        } else if (isDigit(peek())) {
            digits();
        } else {
            throw error("expected a digit");
        }
        if (peek() == '.') {
            advance();
            if (!isDigit(peek())) {
                throw error("expected a digit after '.'");
            }
            digits();
        }
        if (peek() == 'e' || peek() == 'E') {
            advance();
            if (peek() == '+' || peek() == '-') {
                advance();
            }
            if (!isDigit(peek())) {
                throw error("expected a digit in the exponent");
            }
            digits();
        }
        return new JsonValue.JsonNumber(new BigDecimal(text.substring(start, pos)), l, c);
    }

    private void digits() {
        while (isDigit(peek())) {
            advance();
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private JsonValue literal(String word, JsonValue value) throws JsonSyntaxException {
        if (!text.startsWith(word, pos)) {
            throw error("unexpected text, expected " + word);
        }
        for (int i = 0; i < word.length(); i++) {
            advance();
        }
        return value;
    }

    private void expect(char c) throws JsonSyntaxException {
        if (peek() != c) {
            throw error("expected '" + c + "'");
        }
        advance();
    }

    private char peek() {
        return pos < text.length() ? text.charAt(pos) : '\0';
    }

    private void advance() {
        if (text.charAt(pos) == '\n') {
            line++;
            column = 1;
        } else {
            column++;
        }
        pos++;
    }

    private void skipWhitespace() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return;
            }
            advance();
        }
    }

    private JsonSyntaxException error(String message) {
        return new JsonSyntaxException(line, column, message);
    }
}
