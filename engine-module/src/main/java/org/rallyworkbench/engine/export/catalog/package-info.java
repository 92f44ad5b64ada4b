/**
 * The real game clients' formats by their {@code --format} name, and detection from a file's content: the one
 * place that knows all four (the command line and the editor's Export/Import ask it). Uses {@code export.clients}
 * and each client's package; none of them uses this one, so the formats stay free of a cycle.
 */
package org.rallyworkbench.engine.export.catalog;
