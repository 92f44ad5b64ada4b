/**
 * What the four game clients' formats (packages {@code export.fiasko}, {@code export.inf112},
 * {@code export.robotmadness}, {@code export.lmu}) share: the {@link org.rallyworkbench.engine.export.clients.ClientFormat}
 * contract, the list of {@link org.rallyworkbench.engine.export.clients.Loss losses} an export declares before
 * anything is written, the neutral {@link org.rallyworkbench.engine.export.clients.BoardElements element keys}
 * those losses and the round-trip tests compare, and the pieces two or more formats need (conveyor entries, wall
 * placement on cells, bounded reading, JSON through Jackson's streaming API).
 * What each client reads is in /work/shared/CLIENTS.md; docs/formats/clients.md says what each holds.
 */
package org.rallyworkbench.engine.export.clients;
