package org.rallyworkbench.editor.scenario.file;

import java.util.Optional;
import javax.swing.event.ChangeListener;
import org.openide.nodes.Node;
import org.openide.util.ChangeSupport;

/** The last run of one scenario file; views listen for a new one. Used on the event thread only. */
public final class ScenarioRuns implements Node.Cookie {

    private final ChangeSupport changes = new ChangeSupport(this);
    private ScenarioRun last;

    public Optional<ScenarioRun> last() {
        return Optional.ofNullable(last);
    }

    public void set(ScenarioRun run) {
        last = run;
        changes.fireChange();
    }

    public void addChangeListener(ChangeListener l) {
        changes.addChangeListener(l);
    }

    public void removeChangeListener(ChangeListener l) {
        changes.removeChangeListener(l);
    }
}
