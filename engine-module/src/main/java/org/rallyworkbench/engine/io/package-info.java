/**
 * Files written and read safely: atomic writes (a temporary file renamed over the target) and bounded reading, so a huge or endless input cannot exhaust memory; and the escaping of text written into XML and JSON ({@link org.rallyworkbench.engine.io.Escaper}).
 *
 * <p>May use: the JDK only.
 */
package org.rallyworkbench.engine.io;
