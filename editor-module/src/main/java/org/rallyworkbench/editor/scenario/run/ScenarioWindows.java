package org.rallyworkbench.editor.scenario.run;

import org.netbeans.core.api.multiview.MultiViewHandler;
import org.netbeans.core.api.multiview.MultiViewPerspective;
import org.netbeans.core.api.multiview.MultiViews;
import org.openide.cookies.OpenCookie;
import org.openide.loaders.DataObject;
import org.openide.windows.TopComponent;
import org.rallyworkbench.editor.scenario.file.ScenarioViews;

/** Finds a scenario's editor window and switches it to one of its views. */
public final class ScenarioWindows {

    private ScenarioWindows() {
    }

    public static void showReplay(DataObject dob) {
        show(dob, ScenarioViews.REPLAY);
    }

    /** Opens the scenario's editor if needed and makes the view with {@code preferredId} active. */
    public static void show(DataObject dob, String preferredId) {
        TopComponent tc = find(dob);
        if (tc == null) {
            OpenCookie open = dob.getLookup().lookup(OpenCookie.class);
            if (open != null) {
                open.open();
            }
            tc = find(dob);
        }
        if (tc == null) {
            return;
        }
        MultiViewHandler handler = MultiViews.findMultiViewHandler(tc);
        if (handler != null) {
            for (MultiViewPerspective p : handler.getPerspectives()) {
                if (preferredId.equals(p.preferredID())) {
                    handler.requestActive(p);
                }
            }
        }
        tc.requestActive();
    }

    public static TopComponent find(DataObject dob) {
        for (TopComponent tc : TopComponent.getRegistry().getOpened()) {
            if (tc.getLookup().lookup(DataObject.class) == dob) {
                return tc;
            }
        }
        return null;
    }
}
