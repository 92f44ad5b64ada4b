package org.rallyworkbench.editor.scenario.run;

import java.awt.LayoutManager;
import org.openide.awt.UndoRedo;
import org.openide.loaders.DataObject;
import org.openide.util.Lookup;
import org.rallyworkbench.editor.scenario.file.EditorUndo;
import org.rallyworkbench.editor.ui.ViewElement;

/**
 * What the Design and Replay views of a scenario share: the scenario's file, taken from the MultiView context, and
 * the undo history of the scenario's text, one for all its views (their edits are made on the text).
 */
public abstract class ScenarioViewElement extends ViewElement {

    protected final DataObject dataObject;

    protected ScenarioViewElement(Lookup context, LayoutManager layout) {
        super(layout);
        dataObject = context.lookup(DataObject.class);
    }

    @Override
    public final UndoRedo getUndoRedo() {
        return EditorUndo.of(dataObject);
    }
}
