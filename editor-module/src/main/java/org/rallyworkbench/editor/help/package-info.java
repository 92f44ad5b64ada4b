/**
 * The Help menu: Keyboard Shortcuts (listed from the key bindings themselves: the layer's Shortcuts folder and the
 * Design view's key table) and Getting Started (the README's tour, bundled and rendered offline).
 * Uses {@code board.design} (the Design view's keys).
 */
package org.rallyworkbench.editor.help;
