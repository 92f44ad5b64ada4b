package org.rallyworkbench.editor.text.completion;

import java.awt.GraphicsEnvironment;
import java.awt.event.FocusAdapter;
import java.awt.event.FocusEvent;
import java.awt.event.HierarchyEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyAdapter;
import java.awt.event.KeyEvent;
import java.util.function.Supplier;
import javax.swing.SwingUtilities;
import javax.swing.text.JTextComponent;

/**
 * Schema completion for any text component: Ctrl+Space opens the list, typing '<' or '</' opens it by itself;
 * Up, Down, Page Up and Page Down move, Enter or Tab insert, Escape closes, typing narrows the list. The keys are
 * taken only while the list is open (a key listener runs before the component's own key bindings, so consuming
 * the event keeps the caret and the text as they are).
 */
public final class XmlCompletion {

    private static final String INSTALLED = XmlCompletion.class.getName();
    private static final int PAGE = 10;

    private XmlCompletion() {
    }

    /** Installs completion on {@code component} once; later calls return the controller already there. */
    public static CompletionController install(JTextComponent component, Supplier<SchemaVocabulary> vocabulary,
            TextReplacement replacement) {
        Object existing = component.getClientProperty(INSTALLED);
        if (existing instanceof CompletionController controller) {
            return controller;
        }
        CompletionController controller = new CompletionController(component, vocabulary, replacement);
        if (!GraphicsEnvironment.isHeadless()) {
            controller.setView(new CompletionPopup());
        }
        component.putClientProperty(INSTALLED, controller);
        component.addKeyListener(new Keys(controller));
        // after the text and the caret have both moved on, narrow the list or close it
        component.addCaretListener(e -> SwingUtilities.invokeLater(controller::refresh));
        component.addFocusListener(new FocusAdapter() {
            @Override
            public void focusLost(FocusEvent e) {
                controller.close();
            }
        });
        component.addHierarchyListener(e -> {
            if ((e.getChangeFlags() & HierarchyEvent.SHOWING_CHANGED) != 0 && !component.isShowing()) {
                controller.close();
            }
        });
        return controller;
    }

    /** The keys of completion (package-private: tests press them without a window). */
    static final class Keys extends KeyAdapter {
        private final CompletionController controller;

        Keys(CompletionController controller) {
            this.controller = controller;
        }

        @Override
        public void keyPressed(KeyEvent e) {
            if (e.getKeyCode() == KeyEvent.VK_SPACE && (e.getModifiersEx() & InputEvent.CTRL_DOWN_MASK) != 0) {
                controller.open();
                e.consume();
                return;
            }
            if (!controller.isOpen()) {
                return;
            }
            switch (e.getKeyCode()) {
                case KeyEvent.VK_UP -> controller.move(-1);
                case KeyEvent.VK_DOWN -> controller.move(1);
                case KeyEvent.VK_PAGE_UP -> controller.move(-PAGE);
                case KeyEvent.VK_PAGE_DOWN -> controller.move(PAGE);
                case KeyEvent.VK_ENTER, KeyEvent.VK_TAB -> controller.accept();
                case KeyEvent.VK_ESCAPE -> controller.close();
                default -> {
                    return;     // typing goes into the text; the caret listener narrows the list
                }
            }
            e.consume();
        }

        @Override
        public void keyTyped(KeyEvent e) {
            char c = e.getKeyChar();
            if (c == ' ' && (e.getModifiersEx() & InputEvent.CTRL_DOWN_MASK) != 0) {
                e.consume();    // Ctrl+Space opened the list; it types no blank
            } else if (c == '<') {
                SwingUtilities.invokeLater(() -> controller.openFor(CompletionItem.Kind.ELEMENT));
            } else if (c == '/') {
                SwingUtilities.invokeLater(() -> controller.openFor(CompletionItem.Kind.END_TAG));
            }
        }
    }
}
