/**
 * Small Swing widgets and helpers the views and dialogs share (toolbar layout, steady buttons, spinners, remembered
 * folders). Uses no other editor package.
 */
package org.rallyworkbench.editor.ui;
