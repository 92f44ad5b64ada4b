package org.rallyworkbench.engine.export.json;

import org.rallyworkbench.engine.io.Escaper;

/**
 * Prints JSON readably and deterministically: two-space indentation, and an object or array that holds only
 * plain values (no object or array) on one line, so a list of tiles reads one tile per line.
 */
final class JsonPrinter {

    private JsonPrinter() {
    }

    public static String print(JsonValue value) {
        StringBuilder out = new StringBuilder();
        print(value, 0, out);
        return out.append('\n').toString();
    }

    private static void print(JsonValue value, int depth, StringBuilder out) {
        if (value instanceof JsonValue.JsonObject o) {
            printObject(o, depth, out);
        } else if (value instanceof JsonValue.JsonArray a) {
            printArray(a, depth, out);
        } else if (value instanceof JsonValue.JsonString s) {
            quote(s.value(), out);
        } else if (value instanceof JsonValue.JsonNumber n) {
            out.append(n.value().toPlainString());
        } else if (value instanceof JsonValue.JsonBoolean b) {
            out.append(b.value());
        } else {
            out.append("null");
        }
    }

    private static void printObject(JsonValue.JsonObject o, int depth, StringBuilder out) {
        if (o.members().isEmpty()) {
            out.append("{}");
            return;
        }
        boolean flat = o.members().values().stream().allMatch(JsonPrinter::isPlain);
        out.append('{');
        boolean first = true;
        for (var e : o.members().entrySet()) {
            out.append(first ? "" : ",");
            first = false;
            separate(flat, depth + 1, out);
            quote(e.getKey(), out);
            out.append(": ");
            print(e.getValue(), depth + 1, out);
        }
        separate(flat, depth, out);
        out.append('}');
    }

    private static void printArray(JsonValue.JsonArray a, int depth, StringBuilder out) {
        if (a.elements().isEmpty()) {
            out.append("[]");
            return;
        }
        boolean flat = a.elements().stream().allMatch(JsonPrinter::isPlain);
        out.append('[');
        boolean first = true;
        for (JsonValue v : a.elements()) {
            out.append(first ? "" : flat ? ", " : ",");
            first = false;
            if (!flat) {
                separate(false, depth + 1, out);
            }
            print(v, depth + 1, out);
        }
        if (!flat) {
            separate(false, depth, out);
        }
        out.append(']');
    }

    /** Whether a value prints on one line by itself: scalars, and arrays of scalars. */
    private static boolean isPlain(JsonValue v) {
        if (v instanceof JsonValue.JsonArray a) {
            return a.elements().stream().allMatch(e -> !(e instanceof JsonValue.JsonObject)
                    && !(e instanceof JsonValue.JsonArray));
        }
        return !(v instanceof JsonValue.JsonObject);
    }

    private static void separate(boolean flat, int depth, StringBuilder out) {
        if (flat) {
            out.append(' ');
            return;
        }
        out.append('\n');
        out.append("  ".repeat(depth));
    }

    static void quote(String s, StringBuilder out) {
        Escaper.JSON_STRING.append(s, out.append('"')).append('"');
    }
}
