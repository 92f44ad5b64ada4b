/**
 * The workloads of {@code ./rally bench} and the JMH benchmarks: generated boards, game set-ups, file workloads, and how a measurement is taken and printed.
 *
 * <p>May use: model, rules, event, scenario, xml.
 */
package org.rallyworkbench.engine.bench;
