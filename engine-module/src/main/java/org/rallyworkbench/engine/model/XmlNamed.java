package org.rallyworkbench.engine.model;

import java.util.Arrays;
import java.util.List;

/** An enum whose constants are written in the files by a name of their own, {@link #xmlName()}, and read back by it. */
public interface XmlNamed {

    /** The name this constant has in board, scenario and game files. */
    String xmlName();

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
