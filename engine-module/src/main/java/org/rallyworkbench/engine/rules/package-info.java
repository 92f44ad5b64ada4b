/**
 * The turn (R-… ids of RULES.md): dealing, programming, one class per phase (movement, conveyors, gears, pushers, lasers, checkpoints, end of turn), the RuleSet; each class names the rule ids it implements.
 *
 * <p>May use: model, event.
 */
package org.rallyworkbench.engine.rules;
