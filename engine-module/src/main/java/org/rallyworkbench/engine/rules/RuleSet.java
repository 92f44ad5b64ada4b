package org.rallyworkbench.engine.rules;

import org.rallyworkbench.engine.model.RuleSetId;

/**
 * The differences between the two rule sets of RULES.md, and nothing else: where RULES.md marks [2005].
 * Each rule reads the one switch it needs here; the rule itself stays in its phase class.
 *
 * @param reentryDamage              the damage a robot re-enters with (R-START-1: 2 in both)
 * @param doubleRepairRepairsAndOption R-END-2 [2005]: a double repair site repairs 1 and gives an option card
 * @param defaultLives               the lives of a robot unless configured (R-START-4)
 */
public record RuleSet(RuleSetId id, int reentryDamage, boolean doubleRepairRepairsAndOption, int defaultLives) {

    public static final RuleSet HOUSE = new RuleSet(RuleSetId.HOUSE, 2, false, 3);
    public static final RuleSet CLASSIC_2005 = new RuleSet(RuleSetId.CLASSIC_2005, 2, true, 3);

    public static RuleSet of(RuleSetId id) {
        return switch (id) {
            case HOUSE -> HOUSE;
            case CLASSIC_2005 -> CLASSIC_2005;
        };
    }
}
