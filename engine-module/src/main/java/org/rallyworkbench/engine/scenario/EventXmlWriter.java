package org.rallyworkbench.engine.scenario;

import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.event.GameEvent.LaserSource;
import org.rallyworkbench.engine.io.Escaper;
import org.rallyworkbench.engine.model.Card;
import org.rallyworkbench.engine.model.OptionCard;
import org.rallyworkbench.engine.model.Position;

/**
 * Writes an event log as XML ({@code run --xml}, golden files), namespace {@code urn:rally-workbench:events:1}:
 * one element per event named after its type in kebab case ({@code <flag-reached>}), with {@code turn},
 * {@code register} and {@code phase} first and then the event's fields as attributes (positions as
 * {@code NAME-x}/{@code NAME-y}, card lists blank-separated, empty registers as {@code -}, an optional field
 * only when present). Deterministic:
 * same events, same bytes.
 */
public final class EventXmlWriter {

    public static final String NAMESPACE = "urn:rally-workbench:events:1";

    /**
     * Fewer escapes than {@link Escaper#XML_ATTRIBUTE}: {@code >}, tab and CR stay as they are, as event logs and
     * their golden files have always had them (the values are names, cards and numbers).
     */
    private static final Escaper ATTRIBUTE =
            Escaper.of(Map.of('&', "&amp;", '<', "&lt;", '"', "&quot;", '\n', "&#10;"));

    private EventXmlWriter() { }

    public static String write(String scenario, List<GameEvent> events) {
        StringBuilder sb = new StringBuilder();
        sb.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        sb.append("<events xmlns=\"").append(NAMESPACE).append("\"");
        attr(sb, "scenario", scenario);
        sb.append(">\n");
        for (GameEvent e : events) {
            sb.append("  <").append(elementName(e));
            for (RecordComponent c : e.getClass().getRecordComponents()) {
                Object v = read(c, e);
                if (v instanceof Optional<?> optional) {
                    // an optional field is written only when present, under its own name
                    optional.ifPresent(present -> value(sb, kebab(c.getName()), present));
                } else {
                    value(sb, kebab(c.getName()), v);
                }
            }
            sb.append("/>\n");
        }
        sb.append("</events>\n");
        return sb.toString();
    }

    static String elementName(GameEvent e) {
        return kebab(e.getClass().getSimpleName());
    }

    private static Object read(RecordComponent c, GameEvent e) {
        try {
            return c.getAccessor().invoke(e);
        } catch (ReflectiveOperationException ex) {
            throw new IllegalStateException("cannot read " + c.getName() + " of " + e, ex);
        }
    }

    private static void value(StringBuilder sb, String name, Object v) {
        if (v instanceof Position p) {
            attr(sb, name + "-x", String.valueOf(p.x()));
            attr(sb, name + "-y", String.valueOf(p.y()));
        } else if (v instanceof LaserSource.BoardLaser b) {
            attr(sb, "source", "board-laser");
            value(sb, "laser", b.position());
            attr(sb, "laser-dir", b.dir().name());
        } else if (v instanceof LaserSource.RobotLaser r) {
            attr(sb, "source", "robot-laser");
            attr(sb, "by", r.robot());
        } else if (v instanceof OptionCard o) {
            attr(sb, name, o.displayName());
        } else if (v instanceof Enum<?> en && !(v instanceof org.rallyworkbench.engine.model.Direction)) {
            attr(sb, name, en.name().toLowerCase(Locale.ROOT).replace('_', '-'));
        } else if (v instanceof List<?> list) {
            StringBuilder text = new StringBuilder();
            for (Object o : list) {
                if (text.length() > 0) {
                    text.append(' ');
                }
                text.append(o instanceof Optional<?> opt ? opt.map(Object::toString).orElse("-") : String.valueOf(o));
            }
            attr(sb, name, text.toString());
        } else if (v instanceof Card c) {
            attr(sb, name, c.toString());
        } else {
            attr(sb, name, String.valueOf(v));
        }
    }

    private static void attr(StringBuilder sb, String name, String value) {
        ATTRIBUTE.append(value, sb.append(' ').append(name).append("=\"")).append('"');
    }

    static String kebab(String camel) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < camel.length(); i++) {
            char ch = camel.charAt(i);
            if (Character.isUpperCase(ch)) {
                if (i > 0) {
                    sb.append('-');
                }
                sb.append(Character.toLowerCase(ch));
            } else {
                sb.append(ch);
            }
        }
        return sb.toString();
    }
}
