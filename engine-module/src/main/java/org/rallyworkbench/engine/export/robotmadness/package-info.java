/**
 * robotmadness (gbahns/robotmadness): the {@code BoardDefinition} JSON its in-app board editor imports and
 * exports ({@code buildBoard} in {@code lib/game/board-utils.ts}), and beside it a {@code CourseDefinition}
 * holding the flags, which robotmadness keeps in its course, not its board. {@link
 * org.rallyworkbench.engine.export.robotmadness.RobotmadnessFormat} follows CLIENTS.md section 3.
 */
package org.rallyworkbench.engine.export.robotmadness;
