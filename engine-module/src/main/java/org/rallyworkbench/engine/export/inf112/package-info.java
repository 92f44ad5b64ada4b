/**
 * The INF112 Tiled convention as Unsinkable-II (inf112-v21/Unsinkable-II, {@code roborally.game.board.Board})
 * reads it: a TMX map naming the client's own {@code tiles.tsx} (136 tiles, never shipped by us) with the 14
 * layers it reads by name. {@link org.rallyworkbench.engine.export.inf112.Inf112Format} writes and reads it
 * following that client's rules (CLIENTS.md section 2).
 */
package org.rallyworkbench.engine.export.inf112;
