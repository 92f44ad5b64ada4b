package org.rallyworkbench.engine.properties;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.rallyworkbench.engine.event.GameEvent;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.BoardTransform;
import org.rallyworkbench.engine.model.CardType;
import org.rallyworkbench.engine.model.Deck;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Robot;
import org.rallyworkbench.engine.model.Rotation;

/**
 * A {@link BoardTransform} applied to a whole game: the board, every robot (position, facing, archive,
 * declared facings), every event, and for a mirror image the cards (left and right swap: the mirrored game is
 * dealt from the mirrored deck, card for card). Records are transformed component by component, so a new event type
 * with a position or a direction is transformed without a change here.
 */
final class Symmetry {

    private static final Pattern POSITION_IN_TEXT = Pattern.compile("\\((-?\\d+),(-?\\d+)\\)");

    private final BoardTransform transform;
    private final int width;
    private final int height;

    Symmetry(BoardTransform transform, Board original) {
        this.transform = transform;
        this.width = original.width();
        this.height = original.height();
    }

    /** What the transform does, for a failure's message. */
    String describe() {
        return transform.describe();
    }

    GameState state(GameState s) {
        return new GameState(transform.apply(s.board()), s.rules(), s.robots().stream().map(r -> (Robot) map(r)).toList(),
                (Deck) map(s.deck()), s.optionDeck(), s.turn(), s.stage(), s.seed(), s.moment(), s.winners());
    }

    Direction direction(Direction d) {
        return transform.apply(d);
    }

    /**
     * The events by (turn, register, phase), each group as a multiset: within a phase the engine may list
     * simultaneous events (beams, conveyors) in board order, which a transform changes.
     */
    Map<String, Map<Object, Long>> eventsByPhase(List<GameEvent> events, boolean transformed) {
        return events.stream().collect(Collectors.groupingBy(
                e -> String.format("turn %03d register %d %s", e.turn(), e.register(), e.phase()), TreeMap::new,
                Collectors.mapping(e -> transformed ? map(e) : e,
                        Collectors.groupingBy(Function.identity(), Collectors.counting()))));
    }

    Object map(Object value) {
        if (value instanceof Position p) {
            return transform.apply(p, width, height);
        }
        if (value instanceof Direction d) {
            return transform.apply(d);
        }
        if (value instanceof Rotation r) {
            return transform.apply(r);
        }
        if (value instanceof CardType type) {
            return transform.mirrored() ? mirrored(type) : type;
        }
        if (value instanceof Optional<?> o) {
            return o.map(this::map);
        }
        if (value instanceof List<?> list) {
            return list.stream().map(this::map).toList();
        }
        if (value instanceof String text) {
            return mapPositionsInText(text);
        }
        if (value instanceof Record r) {
            return mapRecord(r);
        }
        return value;
    }

    /** Texts such as a pusher's name in {@code Pushed.by} ("pusher at (3,4)") carry a position too. */
    private String mapPositionsInText(String text) {
        Matcher m = POSITION_IN_TEXT.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            Position p = transform.apply(new Position(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))),
                    width, height);
            m.appendReplacement(sb, Matcher.quoteReplacement(p.toString()));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    /** A mirror image turns the other way: left and right cards swap (so a mirrored game gets a mirrored deck). */
    private static CardType mirrored(CardType type) {
        if (type == CardType.LEFT) {
            return CardType.RIGHT;
        }
        return type == CardType.RIGHT ? CardType.LEFT : type;
    }

    private Object mapRecord(Record r) {
        RecordShape shape = SHAPES.get(r.getClass());
        Object[] values = new Object[shape.accessors().length];
        try {
            for (int i = 0; i < values.length; i++) {
                values[i] = map(shape.accessors()[i].invoke(r));
            }
            return shape.constructor().newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot transform " + r, e);
        }
    }

    /** A record class's accessors and canonical constructor, looked up once per class. */
    private record RecordShape(Method[] accessors, Constructor<?> constructor) { }

    private static final ClassValue<RecordShape> SHAPES = new ClassValue<>() {
        @Override
        protected RecordShape computeValue(Class<?> type) {
            RecordComponent[] components = type.getRecordComponents();
            Method[] accessors = new Method[components.length];
            Class<?>[] types = new Class<?>[components.length];
            for (int i = 0; i < components.length; i++) {
                accessors[i] = components[i].getAccessor();
                accessors[i].setAccessible(true);
                types[i] = components[i].getType();
            }
            try {
                Constructor<?> canonical = type.getDeclaredConstructor(types);
                canonical.setAccessible(true);
                return new RecordShape(accessors, canonical);
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException(e);
            }
        }
    };
}
