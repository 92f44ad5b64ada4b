package org.rallyworkbench.editor.file;

import java.io.IOException;
import org.netbeans.core.spi.multiview.MultiViewElement;
import org.netbeans.core.spi.multiview.text.MultiViewEditorElement;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionReferences;
import org.openide.filesystems.FileObject;
import org.openide.loaders.DataObject;
import org.openide.loaders.DataObjectExistsException;
import org.openide.loaders.MultiDataObject;
import org.openide.loaders.MultiFileLoader;
import org.openide.util.Lookup;
import org.openide.util.NbBundle.Messages;
import org.openide.windows.TopComponent;

/**
 * A {@code *.board.xml} file. It opens in a MultiView editor: the Design view (registered by
 * {@code view.BoardDesignElement}) and the XML source below.
 */
@Messages({
    "LBL_Board_LOADER=Rally Board",
    "LBL_Board_SOURCE=Source"
})
@DataObject.Registration(mimeType = BoardMimeResolver.MIME, iconBase = BoardDataObject.ICON,
        displayName = "#LBL_Board_LOADER", position = 300)
@ActionReferences({
    @ActionReference(path = "Loaders/" + BoardMimeResolver.MIME + "/Actions",
            id = @ActionID(category = "System", id = "org.openide.actions.OpenAction"), position = 100, separatorAfter = 200),
    @ActionReference(path = "Loaders/" + BoardMimeResolver.MIME + "/Actions",
            id = @ActionID(category = "Edit", id = "org.openide.actions.CopyAction"), position = 300),
    @ActionReference(path = "Loaders/" + BoardMimeResolver.MIME + "/Actions",
            id = @ActionID(category = "System", id = "org.openide.actions.PropertiesAction"), position = 1400)
})
public final class BoardDataObject extends MultiDataObject {

    public static final String ICON = "org/rallyworkbench/editor/file/board16.png";

    public BoardDataObject(FileObject primaryFile, MultiFileLoader loader) throws DataObjectExistsException, IOException {
        super(primaryFile, loader);
        registerEditor(BoardMimeResolver.MIME, true);
    }

    @Override
    protected int associateLookup() {
        return 1;
    }

    @MultiViewElement.Registration(displayName = "#LBL_Board_SOURCE", iconBase = ICON,
            mimeType = BoardMimeResolver.MIME, persistenceType = TopComponent.PERSISTENCE_ONLY_OPENED,
            preferredID = "rally.board.source", position = 2000)
    public static MultiViewEditorElement createSourceElement(Lookup context) {
        return new MultiViewEditorElement(context);
    }
}
