package org.rallyworkbench.engine.export.clients;

import java.util.List;
import java.util.Optional;
import org.rallyworkbench.engine.export.clients.ClientJson.Arr;
import org.rallyworkbench.engine.export.clients.ClientJson.Num;
import org.rallyworkbench.engine.export.clients.ClientJson.Obj;
import org.rallyworkbench.engine.export.clients.ClientJson.Str;
import org.rallyworkbench.engine.export.clients.ClientJson.Value;

/** Typed access to the members of client JSON, each wrong or missing member a located problem. */
public final class JsonFields {

    private final Problems problems;

    public JsonFields(Problems problems) {
        this.problems = problems;
    }

    public Problems problems() {
        return problems;
    }

    public Optional<Obj> object(Value v, String what) {
        if (v instanceof Obj o) {
            return Optional.of(o);
        }
        problems.add(v.line(), v.column(), what + " must be an object, not " + v.what());
        return Optional.empty();
    }

    public Optional<List<Value>> array(Value v, String what) {
        if (v instanceof Arr a) {
            return Optional.of(a.items());
        }
        problems.add(v.line(), v.column(), what + " must be an array, not " + v.what());
        return Optional.empty();
    }

    /** A required member. */
    public Optional<Value> member(Obj o, String name, String what) {
        Optional<Value> v = o.get(name);
        if (v.isEmpty()) {
            problems.add(o.line(), o.column(), what + " has no \"" + name + "\"");
        }
        return v;
    }

    public Optional<List<Value>> arrayMember(Obj o, String name, String what, boolean required) {
        Optional<Value> v = required ? member(o, name, what) : o.get(name);
        return v.flatMap(a -> array(a, what + " \"" + name + "\""));
    }

    public Optional<Integer> integer(Value v, String what, int min, int max) {
        if (v instanceof Num n && n.integral() && n.value() >= min && n.value() <= max) {
            return Optional.of((int) n.value());
        }
        problems.add(v.line(), v.column(), what + " must be a whole number " + min + ".." + max + ", not "
                + (v instanceof Num n ? String.valueOf(n.value()) : v.what()));
        return Optional.empty();
    }

    public Optional<Integer> intMember(Obj o, String name, String what, int min, int max) {
        return member(o, name, what).flatMap(v -> integer(v, what + " \"" + name + "\"", min, max));
    }

    public Optional<String> string(Value v, String what) {
        if (v instanceof Str s) {
            return Optional.of(s.text());
        }
        problems.add(v.line(), v.column(), what + " must be a string, not " + v.what());
        return Optional.empty();
    }

    public Optional<String> stringMember(Obj o, String name, String what) {
        return member(o, name, what).flatMap(v -> string(v, what + " \"" + name + "\""));
    }
}
