package org.rallyworkbench.engine.export.clients;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.rallyworkbench.engine.xml.FormatException;
import org.rallyworkbench.engine.model.Problem;

/**
 * JSON of the client formats through Jackson's streaming API: reading into a small located tree, within limits
 * (nesting, string and number length, tokens, size: a 256×256 board with every element is far below them), and
 * writing with {@link LinePrinter}'s layout.
 */
public final class ClientJson {

    /** Nesting deeper than this is no board (LMU's map nests 6 deep). */
    static final int MAX_DEPTH = 16;
    /** Longest string or member name. */
    static final int MAX_STRING = 4096;
    /** At most this many tokens: a full 256×256 LMU map with a few elements a cell stays well below. */
    static final long MAX_TOKENS = 20_000_000L;

    /**
     * At most this many values are kept in the tree (the tree of a full 256×256 LMU map, a few elements a cell,
     * holds under 700,000): a file of millions of tiny values must not fill the heap.
     */
    static final long MAX_VALUES = 1_000_000L;

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH)
                    .maxStringLength(MAX_STRING).maxNameLength(MAX_STRING).maxNumberLength(12)
                    .maxTokenCount(MAX_TOKENS).build())
            .build();

    private ClientJson() {
    }

    /** A JSON value with the line and column where it starts. */
    public sealed interface Value permits Obj, Arr, Str, Num, Bool, Null {
        int line();

        int column();

        /** What kind of value it is, for messages: {@code an object}, {@code a number}, … */
        String what();
    }

    /** An object; members in file order (a repeated name keeps its last value, as JavaScript and Gson do). */
    public record Obj(Map<String, Value> members, int line, int column) implements Value {
        public Optional<Value> get(String name) {
            return Optional.ofNullable(members.get(name));
        }

        @Override
        public String what() {
            return "an object";
        }
    }

    public record Arr(List<Value> items, int line, int column) implements Value {
        @Override
        public String what() {
            return "an array";
        }
    }

    public record Str(String text, int line, int column) implements Value {
        @Override
        public String what() {
            return "a string";
        }
    }

    /** A number: {@code integral} when written without fraction or exponent. */
    public record Num(double value, boolean integral, int line, int column) implements Value {
        @Override
        public String what() {
            return "a number";
        }
    }

    public record Bool(boolean value, int line, int column) implements Value {
        @Override
        public String what() {
            return "a boolean";
        }
    }

    public record Null(int line, int column) implements Value {
        @Override
        public String what() {
            return "null";
        }
    }

    /** Parses {@code text}; a syntax error or a broken limit is a problem at its line and column. */
    public static Value parse(String text, String file) throws FormatException {
        JsonParser p;
        try {
            p = FACTORY.createParser(text);
        } catch (IOException e) {
            throw new FormatException(new Problem(file, 1, 1, "cannot be read as JSON"));
        }
        try (p) {
            JsonToken t = p.nextToken();
            if (t == null) {
                throw new FormatException(new Problem(file, 1, 1, "the file is empty; expected JSON"));
            }
            Value v = value(p, t, new long[1]);
            JsonToken after = p.nextToken();
            if (after != null) {
                JsonLocation at = p.currentTokenLocation();
                throw new FormatException(new Problem(file, at.getLineNr(), at.getColumnNr(),
                        "more JSON after the end of the document"));
            }
            return v;
        } catch (StreamConstraintsException e) {
            // A limit carries no location of its own: where the parser stopped.
            JsonLocation at = p.currentLocation();
            throw new FormatException(new Problem(file, Math.max(at.getLineNr(), 1), Math.max(at.getColumnNr(), 1),
                    limit(String.valueOf(e.getOriginalMessage()))));
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation() == null ? p.currentLocation() : e.getLocation();
            throw new FormatException(new Problem(file, Math.max(at.getLineNr(), 1), Math.max(at.getColumnNr(), 1),
                    "not valid JSON: " + e.getOriginalMessage()));
        } catch (IOException e) {
            throw new FormatException(new Problem(file, 1, 1, "cannot be read as JSON"));
        }
    }

    /** A broken reading limit in plain words, without Jackson's names for it. */
    private static String limit(String m) {
        if (m.startsWith("Number value length") || m.contains("Number length")) {
            return "a number longer than 12 characters; a board's numbers are small";
        } else if (m.startsWith("String value length") || m.startsWith("String length") || m.startsWith("Name length")) {
            return "a string longer than " + MAX_STRING + " characters";
        } else if (m.contains("nesting depth")) {
            return "nested deeper than " + MAX_DEPTH + " levels; no board is";
        } else if (m.contains("Token count")) {
            return "more than " + MAX_TOKENS + " tokens; no board has that many";
        }
        return "the file exceeds a reading limit";
    }

    private static Value value(JsonParser p, JsonToken t, long[] count) throws IOException {
        JsonLocation at = p.currentTokenLocation();
        if (++count[0] > MAX_VALUES) {
            throw new JsonParseFailure(p, "more than " + MAX_VALUES + " values; a 256×256 board needs far fewer");
        }
        int line = at.getLineNr();
        int column = at.getColumnNr();
        switch (t) {
            case START_OBJECT -> {
                Map<String, Value> members = new LinkedHashMap<>();
                JsonToken next;
                while ((next = p.nextToken()) == JsonToken.FIELD_NAME) {
                    String name = text(p, p.currentName());
                    members.put(name, value(p, p.nextToken(), count));
                }
                return new Obj(members, line, column);
            }
            case START_ARRAY -> {
                List<Value> items = new ArrayList<>();
                JsonToken next;
                while ((next = p.nextToken()) != JsonToken.END_ARRAY) {
                    items.add(value(p, next, count));
                }
                return new Arr(items, line, column);
            }
            case VALUE_STRING -> {
                return new Str(text(p, p.getText()), line, column);
            }
            case VALUE_NUMBER_INT -> {
                return new Num(p.getDoubleValue(), true, line, column);
            }
            case VALUE_NUMBER_FLOAT -> {
                return new Num(p.getDoubleValue(), false, line, column);
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                return new Bool(t == JsonToken.VALUE_TRUE, line, column);
            }
            case VALUE_NULL -> {
                return new Null(line, column);
            }
            default -> throw new JsonParseFailure(p, "unexpected " + t);
        }
    }

    /** A string must be text: half of a surrogate pair alone (a lone {@code \\uD800}) is no character. */
    private static String text(JsonParser p, String s) throws JsonProcessingException {
        if (org.rallyworkbench.engine.io.Utf8.hasLoneSurrogate(s)) {
            throw new JsonParseFailure(p, org.rallyworkbench.engine.io.Utf8.LONE_SURROGATE);
        }
        return s;
    }

    /** A token that cannot start a value (Jackson's parser never yields one; kept for safety). */
    private static final class JsonParseFailure extends JsonProcessingException {
        private static final long serialVersionUID = 1L;

        JsonParseFailure(JsonParser p, String message) {
            super(message, p.currentTokenLocation());
        }
    }

    /** What writes one document. */
    @FunctionalInterface
    public interface Body {
        void write(JsonGenerator g) throws IOException;
    }

    /** Writes a document with members up to {@code breakDepth} deep on their own lines; ends with a newline. */
    public static String write(int breakDepth, Body body) {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            g.setPrettyPrinter(new LinePrinter(breakDepth));
            body.write(g);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out + "\n";
    }
}
