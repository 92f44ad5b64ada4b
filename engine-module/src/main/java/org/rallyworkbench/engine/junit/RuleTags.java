package org.rallyworkbench.engine.junit;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.platform.engine.TestTag;

/**
 * The JUnit tags of a scenario: its {@code covers} rule ids, so that {@code --include-tag R-MOVE-2} (or Surefire's
 * {@code groups}) runs the scenarios covering a rule. A character a tag may not hold (blank, control, or one of
 * {@code , ( ) & | !}) becomes {@code _}.
 */
final class RuleTags {

    private RuleTags() {
    }

    static Set<TestTag> of(List<String> ruleIds) {
        Set<TestTag> tags = new LinkedHashSet<>();
        for (String id : ruleIds) {
            String name = sanitise(id.strip());
            if (TestTag.isValid(name)) {
                tags.add(TestTag.create(name));
            }
        }
        return Set.copyOf(tags);
    }

    static String sanitise(String id) {
        StringBuilder sb = new StringBuilder(id.length());
        id.codePoints().forEach(c -> sb.appendCodePoint(Character.isWhitespace(c) || Character.isISOControl(c)
                || TestTag.RESERVED_CHARACTERS.contains(Character.toString(c)) ? '_' : c));
        return sb.toString();
    }
}
