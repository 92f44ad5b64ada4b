package org.rallyworkbench.engine.export.json;

import org.rallyworkbench.engine.model.ProblemCollector;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Reads the members of one JSON object for the board importer, reporting (not throwing) every missing,
 * mistyped or unknown member, so that one run names all of a file's problems.
 */
final class JsonObjectReader {

    private final JsonValue.JsonObject object;
    private final String what;
    private final ProblemCollector problems;

    private JsonObjectReader(JsonValue.JsonObject object, String what, ProblemCollector problems) {
        this.object = object;
        this.what = what;
        this.problems = problems;
    }

    /** A reader for {@code value} if it is an object with only the {@code allowed} members, else empty. */
    static Optional<JsonObjectReader> of(JsonValue value, String what, Set<String> allowed,
            ProblemCollector problems) {
        if (!(value instanceof JsonValue.JsonObject o)) {
            problem(problems, value, what + " must be an object, not " + value.typeName());
            return Optional.empty();
        }
        for (var e : o.members().entrySet()) {
            if (!allowed.contains(e.getKey())) {
                problem(problems, e.getValue(), "unknown member \"" + e.getKey() + "\" in " + what);
            }
        }
        return Optional.of(new JsonObjectReader(o, what, problems));
    }

    String what() {
        return what;
    }

    JsonValue.JsonObject object() {
        return object;
    }

    void problem(String message) {
        problem(problems, object, what + ": " + message);
    }

    private static void problem(ProblemCollector problems, JsonValue at, String message) {
        problems.add(at.line(), at.column(), message);
    }

    Optional<Integer> integer(String key) {
        return required(key).flatMap(v -> asInteger(key, v));
    }

    Optional<String> string(String key) {
        return required(key).flatMap(v -> asString(key, v));
    }

    Optional<String> optionalString(String key, String defaultValue) {
        JsonValue v = object.members().get(key);
        return v == null ? Optional.of(defaultValue) : asString(key, v);
    }

    Optional<Boolean> optionalBoolean(String key, boolean defaultValue) {
        JsonValue v = object.members().get(key);
        if (v == null) {
            return Optional.of(defaultValue);
        }
        if (v instanceof JsonValue.JsonBoolean b) {
            return Optional.of(b.value());
        }
        wrongType(key, v, "true or false");
        return Optional.empty();
    }

    Optional<Integer> optionalInteger(String key, int defaultValue) {
        JsonValue v = object.members().get(key);
        return v == null ? Optional.of(defaultValue) : asInteger(key, v);
    }

    Optional<List<JsonValue>> array(String key) {
        return required(key).flatMap(v -> asArray(key, v));
    }

    Optional<List<JsonValue>> optionalArray(String key) {
        JsonValue v = object.members().get(key);
        return v == null ? Optional.of(List.of()) : asArray(key, v);
    }

    /** Reports a problem at the member's value (or at the object, if the member is missing). */
    void problemAt(String key, String message) {
        JsonValue v = object.members().get(key);
        problem(problems, v == null ? object : v, what + ": " + message);
    }

    private Optional<JsonValue> required(String key) {
        JsonValue v = object.members().get(key);
        if (v == null) {
            problem("missing member \"" + key + "\"");
        }
        return Optional.ofNullable(v);
    }

    private Optional<Integer> asInteger(String key, JsonValue v) {
        if (v instanceof JsonValue.JsonNumber n) {
            try {
                BigDecimal d = n.value();
                if (d.signum() == 0 || d.stripTrailingZeros().scale() <= 0) {
                    return Optional.of(d.intValueExact());
                }
            } catch (ArithmeticException tooLarge) {
                // reported below
            }
        }
        wrongType(key, v, "an integer");
        return Optional.empty();
    }

    private Optional<String> asString(String key, JsonValue v) {
        if (v instanceof JsonValue.JsonString s) {
            return Optional.of(s.value());
        }
        wrongType(key, v, "a string");
        return Optional.empty();
    }

    private Optional<List<JsonValue>> asArray(String key, JsonValue v) {
        if (v instanceof JsonValue.JsonArray a) {
            return Optional.of(a.elements());
        }
        wrongType(key, v, "an array");
        return Optional.empty();
    }

    private void wrongType(String key, JsonValue v, String expected) {
        problem(problems, v, what + ": \"" + key + "\" must be " + expected + ", not " + describe(v));
    }

    private static String describe(JsonValue v) {
        if (v instanceof JsonValue.JsonNumber n) {
            return n.value().toPlainString();
        }
        if (v instanceof JsonValue.JsonString s) {
            return "\"" + s.value() + "\"";
        }
        return v.typeName();
    }
}
