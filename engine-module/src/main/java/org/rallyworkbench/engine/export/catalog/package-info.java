/**
 * Every export format by its {@code --format} name: the project's own ({@link
 * org.rallyworkbench.engine.export.catalog.BoardFormat}: tmx, json, png, svg, txt) and the real game clients'
 * ({@link org.rallyworkbench.engine.export.catalog.ClientFormats}, with detection from a file's content): the one
 * place that knows them all (the command line and the editor's Export/Import ask it). Uses {@code export.clients},
 * each format's package, {@code render} and {@code io}; none of them uses this one, so the formats stay free of a
 * cycle.
 */
package org.rallyworkbench.engine.export.catalog;
