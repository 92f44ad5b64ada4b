/**
 * Small Swing widgets and helpers the views and dialogs share (toolbar layout, steady buttons, spinners, remembered
 * folders), and {@code ViewElement}, the base of every MultiView view. Uses no other editor package.
 */
package org.rallyworkbench.editor.ui;
