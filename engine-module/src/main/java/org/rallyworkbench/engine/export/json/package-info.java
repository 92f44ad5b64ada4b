/**
 * The JSON board format (docs/formats/json.md, its schema in the jar): {@link org.rallyworkbench.engine.export.json.JsonExporter} and {@link org.rallyworkbench.engine.export.json.JsonImporter}, with the small JSON parser and printer they use.
 *
 * <p>May use: model, render (wall edges), io (escaping), export.
 */
package org.rallyworkbench.engine.export.json;
