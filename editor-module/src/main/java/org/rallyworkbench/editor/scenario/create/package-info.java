/**
 * File &gt; New Scenario…: the wizard (name and folder; a board file or sample, robots on its starts, rules and
 * seed), the scenario text it makes and its atomic write, then opening its Design view. Uses {@code scenario.file},
 * {@code scenario.design} (the preview canvas, robot names), {@code scenario.run} (switching views),
 * {@code board.file} (samples, atomic new files), {@code ui}, {@code text}.
 */
package org.rallyworkbench.editor.scenario.create;
