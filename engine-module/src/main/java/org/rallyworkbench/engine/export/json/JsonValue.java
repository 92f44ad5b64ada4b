package org.rallyworkbench.engine.export.json;

import java.math.BigDecimal;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A JSON value with the 1-based line and column where it started (0 for values built in code). Objects keep
 * their members in order, so what is written reads back the same way.
 */
public sealed interface JsonValue {

    int line();

    int column();

    /** A short name of the JSON type, for messages: "object", "array", "string", …. */
    String typeName();

    record JsonObject(Map<String, JsonValue> members, int line, int column) implements JsonValue {
        public JsonObject {
            members = Collections.unmodifiableMap(new LinkedHashMap<>(members));
        }

        public String typeName() { return "object"; }
    }

    record JsonArray(List<JsonValue> elements, int line, int column) implements JsonValue {
        public JsonArray {
            elements = List.copyOf(elements);
        }

        public String typeName() { return "array"; }
    }

    record JsonString(String value, int line, int column) implements JsonValue {
        public String typeName() { return "string"; }
    }

    record JsonNumber(BigDecimal value, int line, int column) implements JsonValue {
        public String typeName() { return "number"; }
    }

    record JsonBoolean(boolean value, int line, int column) implements JsonValue {
        public String typeName() { return "boolean"; }
    }

    record JsonNull(int line, int column) implements JsonValue {
        public String typeName() { return "null"; }
    }

    static JsonString of(String s) { return new JsonString(s, 0, 0); }

    static JsonNumber of(long n) { return new JsonNumber(BigDecimal.valueOf(n), 0, 0); }

    static JsonBoolean of(boolean b) { return new JsonBoolean(b, 0, 0); }

    static JsonArray array(List<? extends JsonValue> elements) { return new JsonArray(List.copyOf(elements), 0, 0); }

    /** An object builder keeping insertion order. */
    static ObjectBuilder object() { return new ObjectBuilder(); }

    final class ObjectBuilder {
        private final Map<String, JsonValue> members = new LinkedHashMap<>();

        public ObjectBuilder put(String key, JsonValue value) {
            members.put(key, value);
            return this;
        }

        public ObjectBuilder put(String key, String value) { return put(key, of(value)); }

        public ObjectBuilder put(String key, long value) { return put(key, of(value)); }

        public ObjectBuilder put(String key, boolean value) { return put(key, of(value)); }

        public JsonObject build() { return new JsonObject(members, 0, 0); }
    }
}
