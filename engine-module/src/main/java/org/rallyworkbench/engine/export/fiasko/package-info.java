/**
 * The Fiasko text board (inf112-v20/Fiasko, {@code BoardLoaderUtil.loadBoardGrids}): a {@code W H} header, a
 * grid of {@code TileTypeID;DirectionID} tokens and a grid of wall tokens. {@link
 * org.rallyworkbench.engine.export.fiasko.FiaskoFormat} writes and reads it following Fiasko's rules (CLIENTS.md
 * section 1): one tile per cell, one wall entry per cell, lasers and pushers mounted on walls.
 */
package org.rallyworkbench.engine.export.fiasko;
