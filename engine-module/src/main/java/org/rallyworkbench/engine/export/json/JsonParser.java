package org.rallyworkbench.engine.export.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Strict RFC 8259 JSON, read with Jackson's streaming parser into {@link JsonValue}s that remember where every
 * value starts. Jackson's read constraints bound the document, the nesting, names, strings and numbers while
 * reading, so a hostile file is refused early; a number is never expanded into its digits. Duplicate object
 * keys are an error (silently keeping one of them loses data). Every refusal says line and column.
 */
public final class JsonParser {

    static final int MAX_DEPTH = 64;
    static final int MAX_NUMBER_LENGTH = 24;
    static final int MAX_STRING_LENGTH = 1 << 20;
    static final int MAX_NAME_LENGTH = 1024;
    static final long MAX_DOCUMENT_BYTES = 16L << 20;
    /** Values in one document: well above a 256x256 board with every wall, laser and pusher it can hold. */
    static final int MAX_VALUES = 4_000_000;
    /** Exponents beyond this cannot be one of the format's small integers; refused before BigDecimal sees them. */
    private static final Pattern NUMBER = Pattern.compile("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]{1,3})?");

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder()
                    .maxNestingDepth(MAX_DEPTH)
                    .maxNumberLength(MAX_NUMBER_LENGTH)
                    .maxStringLength(MAX_STRING_LENGTH)
                    .maxNameLength(MAX_NAME_LENGTH)
                    .maxDocumentLength(MAX_DOCUMENT_BYTES)
                    .build())
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .disable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
            .build();

    private final com.fasterxml.jackson.core.JsonParser p;
    private int values;

    private JsonParser(com.fasterxml.jackson.core.JsonParser p) {
        this.p = p;
    }

    /** Parses a text (for tests and tools; files are read as bytes by {@link #parse(byte[])}). */
    public static JsonValue parse(String text) throws JsonSyntaxException {
        return parse(text.getBytes(StandardCharsets.UTF_8));
    }

    /** Parses UTF-8 bytes: invalid UTF-8, a byte-order mark and NUL bytes are refused where they are. */
    public static JsonValue parse(byte[] utf8) throws JsonSyntaxException {
        if (utf8.length >= 3 && (utf8[0] & 0xFF) == 0xEF && (utf8[1] & 0xFF) == 0xBB && (utf8[2] & 0xFF) == 0xBF) {
            throw new JsonSyntaxException(1, 1, "the file starts with a byte-order mark; save it as UTF-8 without"
                    + " one (RFC 8259)");
        }
        try (com.fasterxml.jackson.core.JsonParser jp = FACTORY.createParser(utf8)) {
            JsonParser parser = new JsonParser(jp);
            JsonToken first = jp.nextToken();
            if (first == null) {
                throw new JsonSyntaxException(1, 1, "unexpected end of input, expected a value");
            }
            JsonValue value = parser.value(first);
            JsonToken after = jp.nextToken();
            if (after != null) {
                JsonLocation at = jp.currentTokenLocation();
                throw new JsonSyntaxException(line(at), column(at), "unexpected text after the JSON value");
            }
            return value;
        } catch (StreamConstraintsException e) {
            throw constraint(e);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            throw new JsonSyntaxException(line(at), column(at), plain(e));
        } catch (IOException e) {
            throw new JsonSyntaxException(1, 1, "cannot be read as JSON");
        }
    }

    private JsonValue value(JsonToken token) throws IOException, JsonSyntaxException {
        JsonLocation at = p.currentTokenLocation();
        int line = line(at);
        int column = column(at);
        if (++values > MAX_VALUES) {
            throw new JsonSyntaxException(line, column, "more than " + MAX_VALUES + " values; a board needs far fewer");
        }
        return switch (token) {
            case START_OBJECT -> object(line, column);
            case START_ARRAY -> array(line, column);
            case VALUE_STRING -> new JsonValue.JsonString(text(p.getText(), line, column), line, column);
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> number(line, column);
            case VALUE_TRUE -> new JsonValue.JsonBoolean(true, line, column);
            case VALUE_FALSE -> new JsonValue.JsonBoolean(false, line, column);
            case VALUE_NULL -> new JsonValue.JsonNull(line, column);
            default -> throw new JsonSyntaxException(line, column, "unexpected " + token.asString()
                    + ", expected a value");
        };
    }

    private JsonValue object(int line, int column) throws IOException, JsonSyntaxException {
        Map<String, JsonValue> members = new LinkedHashMap<>();
        for (JsonToken t = p.nextToken(); t != JsonToken.END_OBJECT; t = p.nextToken()) {
            String name = text(p.currentName(), line(p.currentTokenLocation()), column(p.currentTokenLocation()));
            members.put(name, value(p.nextToken()));
        }
        return new JsonValue.JsonObject(members, line, column);
    }

    private JsonValue array(int line, int column) throws IOException, JsonSyntaxException {
        List<JsonValue> elements = new ArrayList<>();
        for (JsonToken t = p.nextToken(); t != JsonToken.END_ARRAY; t = p.nextToken()) {
            elements.add(value(t));
        }
        return new JsonValue.JsonArray(elements, line, column);
    }

    /**
     * A string must be text: a {@code \\u} escape of half a surrogate pair alone (Jackson lets it through) is no
     * character, and written into a board it would become a '?'.
     */
    static String text(String s, int line, int column) throws JsonSyntaxException {
        if (org.rallyworkbench.engine.io.Utf8.hasLoneSurrogate(s)) {
            throw new JsonSyntaxException(line, column, org.rallyworkbench.engine.io.Utf8.LONE_SURROGATE);
        }
        return s;
    }

    /** The number's text is short (the constraints saw to that); its exponent is checked before it is built. */
    private JsonValue number(int line, int column) throws IOException, JsonSyntaxException {
        String text = p.getText();
        if (!NUMBER.matcher(text).matches()) {
            throw new JsonSyntaxException(line, column, "a number out of range (at most 3 exponent digits)");
        }
        return new JsonValue.JsonNumber(new BigDecimal(text), line, column);
    }

    private static JsonSyntaxException constraint(StreamConstraintsException e) {
        JsonLocation at = e.getLocation();
        String m = String.valueOf(e.getOriginalMessage());
        String why;
        if (m.startsWith("Number value length") || m.contains("Number length")) {
            why = "a number longer than " + MAX_NUMBER_LENGTH + " characters; the format's numbers are small";
        } else if (m.startsWith("String value length") || m.startsWith("String length")) {
            why = "a string longer than " + MAX_STRING_LENGTH + " characters";
        } else if (m.startsWith("Name length")) {
            why = "a member name longer than " + MAX_NAME_LENGTH + " characters";
        } else if (m.startsWith("Document nesting depth") || m.contains("nesting depth")) {
            why = "nested deeper than " + MAX_DEPTH + " levels";
        } else if (m.startsWith("Document length")) {
            why = "the file is larger than " + (MAX_DOCUMENT_BYTES >> 20) + " MiB; boards are far smaller";
        } else {
            why = "the file exceeds a reading limit";
        }
        return new JsonSyntaxException(line(at), column(at), why);
    }

    /** Jackson's message without its source excerpt, class names or code points in parentheses. */
    private static String plain(JsonProcessingException e) {
        String m = e.getOriginalMessage();
        if (m == null || m.isBlank()) {
            return "not well-formed JSON";
        }
        if (m.startsWith("Duplicate field")) {
            int q = m.indexOf('\'');
            int end = m.lastIndexOf('\'');
            return q >= 0 && end > q ? "duplicate member \"" + cut(m.substring(q + 1, end)) + "\""
                    : "duplicate member";
        }
        if (m.contains("UTF-8") || m.contains("UTF8")) {
            return "not valid UTF-8 (save the file as UTF-8)";
        }
        if (m.contains("CTRL-CHAR") || m.contains("code 0)")) {
            return "a control character (such as NUL) outside a string, or unescaped inside one";
        }
        if (m.contains("end-of-input") || m.contains("Unexpected end")) {
            return "unexpected end of input (is the file truncated?)";
        }
        if (m.contains("hex-digit")) {
            return "bad \\u escape: expected four hex digits";
        }
        if (m.contains("Unrecognized character escape")) {
            return "bad escape in a string";
        }
        if (m.contains("double-quote to start field name")) {
            return "expected a member name in double quotes";
        }
        if (m.contains("expecting comma to separate Object entries")) {
            return "expected ',' or '}' in an object";
        }
        if (m.contains("expecting comma to separate Array entries")) {
            return "expected ',' or ']' in an array";
        }
        if (e instanceof JsonParseException && m.startsWith("Unexpected character")) {
            int expecting = m.indexOf("expected");
            int was = m.indexOf("was expecting");
            String rest = was >= 0 ? m.substring(was + 4) : expecting >= 0 ? m.substring(expecting) : "";
            return "unexpected character" + (rest.isEmpty() ? "" : ", " + cut(rest));
        }
        if (m.startsWith("Unrecognized token")) {
            return "unrecognized token, expected a value (true, false, null, a number, a string, [ or {)";
        }
        return cut(m.replaceAll("\\s*\\(code \\d+\\)", "").replaceAll("`[^`]*`", "").strip());
    }

    private static String cut(String s) {
        return s.length() > 80 ? s.substring(0, 80) + "..." : s;
    }

    private static int line(JsonLocation at) {
        return at == null ? 1 : Math.max(1, at.getLineNr());
    }

    private static int column(JsonLocation at) {
        return at == null ? 1 : Math.max(1, at.getColumnNr());
    }
}
