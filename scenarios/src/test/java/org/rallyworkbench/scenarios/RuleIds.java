package org.rallyworkbench.scenarios;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The rule ids of RULES.md: the committed list ({@code rule-ids.txt}) and the ids read from RULES.md itself. */
final class RuleIds {

    /** A rule definition in RULES.md: a list item starting with its id, e.g. {@code - R-MOVE-4: A robot …}. */
    private static final Pattern DEFINITION = Pattern.compile("^\\s*- (R-[A-Z]+-\\d+)\\b", Pattern.MULTILINE);

    private RuleIds() {
    }

    /** The committed list: system property {@code rally.rule.ids}, else {@code rule-ids.txt} here. */
    static Path committedFile() {
        return Path.of(System.getProperty("rally.rule.ids", "rule-ids.txt"));
    }

    static List<String> committed() {
        return committed(committedFile());
    }

    static List<String> committed(Path file) {
        try {
            return Files.readAllLines(file).stream().map(String::strip)
                    .filter(line -> !line.isEmpty() && !line.startsWith("#")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the rule id list " + file, e);
        }
    }

    /**
     * The ids whose rules the engine does not implement yet: system property {@code rally.rule.notImplemented},
     * else {@code not-implemented.txt} here (empty when the file is absent).
     */
    static List<String> notImplemented() {
        Path file = Path.of(System.getProperty("rally.rule.notImplemented", "not-implemented.txt"));
        return Files.isRegularFile(file) ? committed(file) : List.of();
    }

    /** The ids defined in a RULES.md text, in order. */
    static List<String> definedIn(String rulesMarkdown) {
        Matcher m = DEFINITION.matcher(rulesMarkdown);
        List<String> ids = new java.util.ArrayList<>();
        while (m.find()) {
            ids.add(m.group(1));
        }
        return ids;
    }
}
