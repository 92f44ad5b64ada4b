package org.rallyworkbench.editor.board.props;

import java.beans.PropertyEditorSupport;
import org.openide.util.NbBundle.Messages;

/** A property editor offering a fixed list of words (directions, rotations): a combo box in the sheet. */
@Messages({"# {0} - choices", "# {1} - text", "MSG_ExpectedOneOf=expected one of {0}: {1}"})
final class ChoiceEditor extends PropertyEditorSupport {

    private final String[] choices;

    ChoiceEditor(String... choices) {
        this.choices = choices.clone();
    }

    @Override
    public String[] getTags() {
        return choices.clone();
    }

    @Override
    public String getAsText() {
        return String.valueOf(getValue());
    }

    @Override
    public void setAsText(String text) {
        for (String c : choices) {
            if (c.equals(text)) {
                setValue(text);
                return;
            }
        }
        throw new IllegalArgumentException(Bundle.MSG_ExpectedOneOf(String.join(", ", choices), text));
    }
}
