/**
 * The board as plain text, one character cell per tile (the {@code ./rally show} drawing and the {@code txt} export).
 *
 * <p>May use: model.
 */
package org.rallyworkbench.engine.export.text;
