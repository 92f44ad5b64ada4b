/**
 * Other formats than the project's own XML, one sub-package each (Tiled, JSON, pictures, text, and each real client's format): writers, and importers back to a board. This package holds only what the importers share: {@link org.rallyworkbench.engine.export.ImportException}.
 *
 * <p>May use: model.
 */
package org.rallyworkbench.engine.export;
