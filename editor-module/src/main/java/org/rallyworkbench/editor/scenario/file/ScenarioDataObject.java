package org.rallyworkbench.editor.scenario.file;

import java.io.IOException;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionReferences;
import org.openide.filesystems.FileObject;
import org.openide.loaders.DataObject;
import org.openide.loaders.DataObjectExistsException;
import org.openide.loaders.MultiDataObject;
import org.openide.loaders.MultiFileLoader;
import org.openide.util.NbBundle.Messages;

/**
 * A {@code *.scenario.xml} file. It opens in a MultiView editor: Design (the board with the robots), Replay
 * (the last run, animated) and the XML Source ({@code scenario/source}). The {@link ScenarioRuns} of the file (its last run) is in
 * the lookup, shared by the views and the run action; so is its {@link ScenarioEditorSupport}, which saves the
 * file atomically with a {@code .bak}.
 */
@Messages("LBL_Scenario_LOADER=Rally Scenario")
@DataObject.Registration(mimeType = ScenarioMimeResolver.MIME, iconBase = ScenarioDataObject.ICON,
        displayName = "#LBL_Scenario_LOADER", position = 290)
@ActionReferences({
    @ActionReference(path = "Loaders/" + ScenarioMimeResolver.MIME + "/Actions",
            id = @ActionID(category = "System", id = "org.openide.actions.OpenAction"), position = 100),
    @ActionReference(path = "Loaders/" + ScenarioMimeResolver.MIME + "/Actions",
            id = @ActionID(category = "Edit", id = "org.openide.actions.CopyAction"), position = 300,
            separatorBefore = 250),
    @ActionReference(path = "Loaders/" + ScenarioMimeResolver.MIME + "/Actions",
            id = @ActionID(category = "System", id = "org.openide.actions.PropertiesAction"), position = 1400)
})
public final class ScenarioDataObject extends MultiDataObject {

    public static final String ICON = "org/rallyworkbench/editor/scenario/file/scenario16.png";

    private final ScenarioRuns runs = new ScenarioRuns();

    public ScenarioDataObject(FileObject primaryFile, MultiFileLoader loader) throws DataObjectExistsException, IOException {
        super(primaryFile, loader);
        getCookieSet().add(new ScenarioEditorSupport(this, getCookieSet(), ScenarioMimeResolver.MIME));
        getCookieSet().assign(ScenarioRuns.class, runs);
    }

    @Override
    protected int associateLookup() {
        return 1;
    }

    public ScenarioRuns runs() {
        return runs;
    }
}
