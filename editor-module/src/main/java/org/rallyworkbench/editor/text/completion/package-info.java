/**
 * Schema completion in XML text: the caret's context, the suggestions from the XSDs, the popup.
 * Uses no other editor package.
 */
package org.rallyworkbench.editor.text.completion;
