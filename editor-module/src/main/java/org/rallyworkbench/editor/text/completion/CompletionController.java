package org.rallyworkbench.editor.text.completion;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javax.swing.text.BadLocationException;
import javax.swing.text.Document;
import javax.swing.text.JTextComponent;

/**
 * The state of completion in one text component, without any window: whether the list is open, its items for the
 * caret, the selected one; opening, narrowing as the user types, moving, and inserting the chosen item. The list
 * stays open while the user types the same word (its start does not move) and closes when the caret leaves it.
 * A {@link View} shows the state; tests drive the controller without one.
 */
public final class CompletionController {

    /** Shows the list; told again after every change of the items or the selection. */
    public interface View {
        void show(CompletionController controller);

        void hide();
    }

    static final View NO_VIEW = new View() {
        @Override
        public void show(CompletionController controller) {
        }

        @Override
        public void hide() {
        }
    };

    private final JTextComponent component;
    private final Supplier<SchemaVocabulary> vocabulary;
    private final TextReplacement replacement;
    private View view = NO_VIEW;
    private List<CompletionItem> items = List.of();
    private int selected = -1;
    private int wordStart = -1;

    public CompletionController(JTextComponent component, Supplier<SchemaVocabulary> vocabulary,
            TextReplacement replacement) {
        this.component = component;
        this.vocabulary = vocabulary;
        this.replacement = replacement;
    }

    void setView(View view) {
        this.view = view;
    }

    public JTextComponent component() {
        return component;
    }

    public boolean isOpen() {
        return selected >= 0;
    }

    public List<CompletionItem> items() {
        return items;
    }

    public int selectedIndex() {
        return selected;
    }

    public Optional<CompletionItem> selectedItem() {
        return isOpen() ? Optional.of(items.get(selected)) : Optional.empty();
    }

    /** Opens the list for the caret (Ctrl+Space); false, and closed, when there is nothing to suggest there. */
    public boolean open() {
        List<CompletionItem> found = suggestions();
        if (found.isEmpty()) {
            close();
            return false;
        }
        items = found;
        selected = 0;
        wordStart = found.get(0).start();
        view.show(this);
        return true;
    }

    /** Opens the list only if what the caret offers is of this kind (typing '<' wants elements, '/' an end tag). */
    public boolean openFor(CompletionItem.Kind kind) {
        List<CompletionItem> found = suggestions();
        return !found.isEmpty() && found.get(0).kind() == kind && open();
    }

    /** After the text or the caret changed: narrows the list to what is typed, or closes it. */
    public void refresh() {
        if (!isOpen()) {
            return;
        }
        List<CompletionItem> found = suggestions();
        if (found.isEmpty() || found.get(0).start() != wordStart) {
            close();
            return;
        }
        CompletionItem was = items.get(selected);
        items = found;
        selected = Math.max(0, indexOf(was));
        view.show(this);
    }

    public void close() {
        boolean wasOpen = isOpen();
        items = List.of();
        selected = -1;
        wordStart = -1;
        if (wasOpen) {
            view.hide();
        }
    }

    /** Moves the selection by {@code delta} rows, stopping at the first and last. */
    public void move(int delta) {
        if (isOpen()) {
            selected = Math.max(0, Math.min(items.size() - 1, selected + delta));
            view.show(this);
        }
    }

    public void select(int index) {
        if (isOpen() && index >= 0 && index < items.size()) {
            selected = index;
            view.show(this);
        }
    }

    /** Inserts the selected item (Enter, Tab). */
    public void accept() {
        if (isOpen()) {
            accept(selected);
        }
    }

    /**
     * Inserts item {@code index}, as one undoable edit. The items are computed again first, so the edit fits the
     * text as it is now. An attribute inserted with its caret between the quotes opens the list of its values.
     */
    public void accept(int index) {
        if (!isOpen() || index < 0 || index >= items.size()) {
            return;
        }
        CompletionItem chosen = items.get(index);
        List<CompletionItem> fresh = suggestions();
        close();
        int now = fresh.indexOf(chosen);
        if (now < 0) {
            return;     // the text moved on since the list was shown
        }
        Document doc = component.getDocument();
        try {
            replacement.replace(doc, chosen.start(), chosen.end() - chosen.start(), chosen.text());
            component.setCaretPosition(Math.min(doc.getLength(), chosen.start() + chosen.caretInText()));
        } catch (BadLocationException e) {
            return;     // the text changed under us; nothing inserted
        }
        if (chosen.kind() != CompletionItem.Kind.VALUE && chosen.kind() != CompletionItem.Kind.END_TAG) {
            openFor(CompletionItem.Kind.VALUE);
        }
    }

    private int indexOf(CompletionItem item) {
        for (int i = 0; i < items.size(); i++) {
            if (items.get(i).label().equals(item.label()) && items.get(i).detail().equals(item.detail())) {
                return i;
            }
        }
        return -1;
    }

    private List<CompletionItem> suggestions() {
        Document doc = component.getDocument();
        try {
            String text = doc.getText(0, doc.getLength());
            return Completions.at(vocabulary.get(), text, component.getCaretPosition());
        } catch (BadLocationException e) {
            return List.of();
        }
    }
}
