package org.rallyworkbench.editor.ui;

import java.beans.PropertyChangeListener;
import java.util.Map;
import javax.swing.Action;
import org.openide.awt.Actions;
import org.openide.util.ContextAwareAction;
import org.openide.util.Lookup;
import org.openide.util.WeakListeners;
import org.openide.util.lookup.ProxyLookup;
import org.openide.windows.TopComponent;

/**
 * The lookup of the last active document (as {@link DocumentUndoRedo} finds it: the activated window when it is a
 * document, else the one selected in the editor area). The main toolbar's Run Scenario and Analyze Board act on it:
 * the platform's context actions follow the activated window only, so they went grey as soon as the Issues, Test
 * Results or Properties window had the focus. Event thread.
 */
public final class LastDocumentContext extends ProxyLookup {

    private static LastDocumentContext instance;

    private final PropertyChangeListener registryChanged = e -> follow();

    private LastDocumentContext() {
        TopComponent.getRegistry().addPropertyChangeListener(
                WeakListeners.propertyChange(registryChanged, TopComponent.getRegistry()));
        follow();
    }

    /** The one context, following the window registry. */
    public static synchronized Lookup get() {
        if (instance == null) {
            instance = new LastDocumentContext();
        }
        return instance;
    }

    /**
     * Layer factory (an {@code instanceCreate} with {@code category} and {@code id} attributes): the context action
     * registered under that id, acting on the last active document.
     */
    public static Action action(Map<String, ?> attributes) {
        Action global = Actions.forID((String) attributes.get("category"), (String) attributes.get("id"));
        if (global instanceof ContextAwareAction aware) {
            return aware.createContextAwareInstance(get());
        }
        return global;
    }

    private void follow() {
        TopComponent document = DocumentUndoRedo.documentWindow(TopComponent.getRegistry().getActivated());
        Lookup now = document == null ? Lookup.EMPTY : document.getLookup();
        Lookup[] shown = getLookups();
        if (shown.length != 1 || shown[0] != now) {
            setLookups(now);
        }
    }
}
