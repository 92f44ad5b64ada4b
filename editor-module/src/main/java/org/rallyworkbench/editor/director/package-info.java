/**
 * The Game Director window: a play-by-mail turn (deal, submissions, play, report, next state), the same engine as
 * {@code ./rally turn}. Uses no other editor package.
 */
package org.rallyworkbench.editor.director;
