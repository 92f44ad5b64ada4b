package org.rallyworkbench.engine.xml;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rewrites the JDK's parser and schema messages for board designers: drops the {@code cvc-…:} codes and
 * namespace noise, and folds Xerces' two messages about one bad attribute value (the facet, then the
 * attribute) into one line such as {@code invalid beams="4" on <laser>: must be at most 3}.
 * Messages it does not know pass through unchanged but for the code.
 */
final class SchemaMessages {

    private static final Pattern CODE = Pattern.compile("^cvc-[\\w.-]+:\\s*");
    private static final Pattern NAMESPACE = Pattern.compile("\"urn:rally-workbench:(board|scenario):1\":");
    private static final Pattern ATTRIBUTE_ECHO = Pattern.compile(
            "cvc-attribute\\.3: The value '(.*)' of attribute '(.*)' on element '(.*)' is not valid with respect "
                    + "to its type, '(.*)'\\.", Pattern.DOTALL);
    private static final Pattern ELEMENT_ECHO = Pattern.compile(
            "cvc-type\\.3\\.1\\.3: The value '(.*)' of element '(.*)' is not valid\\.", Pattern.DOTALL);
    private static final Pattern MAX = Pattern.compile("cvc-maxInclusive-valid: .* maxInclusive '(.*)' for type .*",
            Pattern.DOTALL);
    private static final Pattern MIN = Pattern.compile("cvc-minInclusive-valid: .* minInclusive '(.*)' for type .*",
            Pattern.DOTALL);
    private static final Pattern ENUMERATION = Pattern.compile(
            "cvc-enumeration-valid: .* enumeration '\\[(.*)\\]'\\..*", Pattern.DOTALL);
    private static final Pattern PATTERN = Pattern.compile(
            "cvc-pattern-valid: Value '(.*)' is not facet-valid with respect to pattern '(.*)' for type '(.*)'\\.",
            Pattern.DOTALL);
    private static final Pattern DATATYPE = Pattern.compile(
            "cvc-datatype-valid\\.1\\.2\\.1: '(.*)' is not a valid value for '(.*)'\\.", Pattern.DOTALL);
    private static final Pattern MAX_LENGTH = Pattern.compile(
            "cvc-maxLength-valid: .* with length = '(\\d+)' is not facet-valid with respect to maxLength '(\\d+)'"
                    + " for type '(.*)'\\.", Pattern.DOTALL);
    private static final Pattern MIN_LENGTH = Pattern.compile(
            "cvc-minLength-valid: .* with length = '(\\d+)' is not facet-valid with respect to minLength '(\\d+)'.*",
            Pattern.DOTALL);

    private static final int MAX_QUOTED = 60;
    private static final int MAX_RUN = 200;        // longer than any prose between two quotes in a message
    private static final int MAX_MESSAGE = 400;

    private SchemaMessages() {
    }

    /** A single message, made readable. */
    static String readable(String message) {
        if (message == null || message.isBlank()) {
            return "not a valid file";
        }
        if (message.contains("DOCTYPE is disallowed")) {
            return "a DOCTYPE is not allowed in board and scenario files (DTDs and entities could read local files"
                    + " or the network)";
        }
        if (message.contains("must start and end within the same entity")) {
            return "the file ends in the middle of the XML (is it truncated?)";
        }
        String text = CODE.matcher(message.strip()).replaceFirst("");
        text = NAMESPACE.matcher(text).replaceAll("");
        return text.replace("'{", "'").replace("}'", "'");
    }

    /** Whether the message only repeats, for an attribute or element, the value error reported just before it. */
    static boolean isEcho(String message) {
        return message != null && (ATTRIBUTE_ECHO.matcher(message).matches() || ELEMENT_ECHO.matcher(message).matches());
    }

    /** One line from a value error and its echo naming the attribute or element. */
    static String combine(String valueError, String echo) {
        Matcher attribute = ATTRIBUTE_ECHO.matcher(echo);
        if (attribute.matches()) {
            return "invalid " + attribute.group(2) + "=\"" + abbreviate(attribute.group(1)) + "\" on <" + attribute.group(3)
                    + ">: " + reason(valueError);
        }
        Matcher element = ELEMENT_ECHO.matcher(echo);
        if (element.matches()) {
            return "invalid value '" + abbreviate(element.group(1)) + "' in <" + element.group(2) + ">: " + reason(valueError);
        }
        return readable(echo) + " " + readable(valueError);
    }

    /**
     * Cuts every very long run of text between quotes (a hostile file's 10 MB attribute, say) before any
     * pattern looks at the message: linear time, and the messages stay short.
     */
    static String shortenQuoted(String message) {
        if (message.length() <= MAX_MESSAGE) {
            return message;
        }
        StringBuilder out = new StringBuilder();
        int run = 0;
        for (int i = 0; i < message.length(); i++) {
            char c = message.charAt(i);
            run = c == '\'' || c == '"' ? 0 : run + 1;
            if (run <= MAX_RUN) {
                out.append(c);
            } else if (run == MAX_RUN + 1) {
                out.append("...");
            }
        }
        return out.toString();
    }

    /** A value as quoted in a message: long ones (a hostile file's, say) cut short. */
    static String abbreviate(String value) {
        return value.length() <= MAX_QUOTED ? value : value.substring(0, MAX_QUOTED) + "...";
    }

    /** A whole message, kept to a readable length whatever the input. */
    static String bounded(String message) {
        return message.length() <= MAX_MESSAGE ? message : message.substring(0, MAX_MESSAGE) + "...";
    }

    private static String reason(String valueError) {
        Matcher m;
        if ((m = MAX.matcher(valueError)).matches()) {
            return "must be at most " + m.group(1);
        }
        if ((m = MIN.matcher(valueError)).matches()) {
            return "must be at least " + m.group(1);
        }
        if ((m = ENUMERATION.matcher(valueError)).matches()) {
            return "must be one of " + m.group(1);
        }
        if ((m = PATTERN.matcher(valueError)).matches()) {
            return "Card".equals(m.group(3)) || "ProgramCard".equals(m.group(3))
                    ? "'" + abbreviate(m.group(1)) + "' is not a card: TYPE@PRIORITY with TYPE one of move1, move2, move3, "
                            + "backup, left, right, uturn and a positive PRIORITY, e.g. move1@500"
                    : "OptionId".equals(m.group(3)) || "OptionHolding".equals(m.group(3))
                    ? "'" + abbreviate(m.group(1)) + "' is not an option id (options: "
                            + org.rallyworkbench.engine.model.OptionCard.ids() + ")"
                    : "'" + abbreviate(m.group(1)) + "' does not match the pattern " + m.group(2);
        }
        if ((m = DATATYPE.matcher(valueError)).matches()) {
            return "boolean".equals(m.group(2)) ? "must be true or false" : "not a valid " + m.group(2);
        }
        if ((m = MAX_LENGTH.matcher(valueError)).matches()) {
            return m.group(3).endsWith("List") ? "has " + m.group(1) + " items, at most " + m.group(2) + " allowed"
                    : "is " + m.group(1) + " characters long, at most " + m.group(2) + " allowed";
        }
        if ((m = MIN_LENGTH.matcher(valueError)).matches()) {
            return "has " + m.group(1) + " items, at least " + m.group(2) + " needed";
        }
        return readable(valueError);
    }
}
