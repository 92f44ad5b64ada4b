package org.rallyworkbench.engine.model;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * An enum whose constants are written in the files by their name in lower case, words joined by hyphens
 * ({@code CLASSIC_2005} is {@code classic-2005}), and read back by it.
 */
public interface XmlNamed {

    /** The constant's name in Java, as every enum has it. */
    String name();

    /** The name this constant has in board, scenario and game files. */
    default String xmlName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * The constant of {@code type} named {@code text} in a file; else an {@link IllegalArgumentException} saying
     * {@code unknown WHAT 'TEXT' (expected a, b or c)}.
     */
    static <E extends Enum<E> & XmlNamed> E parse(Class<E> type, String text, String what) {
        E[] constants = type.getEnumConstants();
        for (E e : constants) {
            if (e.xmlName().equals(text)) {
                return e;
            }
        }
        List<String> names = Arrays.stream(constants).map(XmlNamed::xmlName).toList();
        String expected = String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
        throw new IllegalArgumentException("unknown " + what + " '" + text + "' (expected " + expected + ")");
    }
}
