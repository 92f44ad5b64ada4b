/**
 * The one board renderer, with Java2D: glyphs, unit shapes, the palette, conveyor links and wall edges; what the editor draws with and every picture export uses, so a board looks the same everywhere.
 *
 * <p>May use: model, java.awt.
 */
package org.rallyworkbench.engine.render;
