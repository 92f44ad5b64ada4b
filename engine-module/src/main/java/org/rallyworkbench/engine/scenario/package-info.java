/**
 * Scenarios as regression tests: running a scenario specification turn by turn, checking its expectations, the verdict with its differences and the trace, approving a new expectation.
 *
 * <p>May use: model, rules, event, xml, io (escaping).
 */
package org.rallyworkbench.engine.scenario;
