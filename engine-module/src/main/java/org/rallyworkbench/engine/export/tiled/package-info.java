/**
 * Tiled maps (TMX) with their tilesets (TSX) and tile sheets, and the importer of maps this project or a person wrote (docs/formats/tiled.md). Public: {@link org.rallyworkbench.engine.export.tiled.TmxExporter} and {@link org.rallyworkbench.engine.export.tiled.TmxImporter}; the rest serves them.
 *
 * <p>May use: model, render, io, export.
 */
package org.rallyworkbench.engine.export.tiled;
