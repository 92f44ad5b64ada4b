/**
 * The {@code ./rally} command line (FORMATS.md): one class per command, on picocli.
 *
 * <p>May use: every other engine package.
 */
package org.rallyworkbench.engine.cli;
