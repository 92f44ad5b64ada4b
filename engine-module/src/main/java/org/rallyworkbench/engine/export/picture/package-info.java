/**
 * Pictures of a board, PNG and SVG (SVG through Batik, optional at run time), drawn by the one renderer.
 *
 * <p>May use: model, render, io.
 */
package org.rallyworkbench.engine.export.picture;
