package org.rallyworkbench.editor.scenario.design;

import java.beans.PropertyChangeEvent;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.swing.JEditorPane;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import javax.swing.text.BadLocationException;
import javax.swing.text.Document;
import org.openide.cookies.EditorCookie;
import org.openide.loaders.DataObject;
import org.openide.nodes.Node;
import org.openide.windows.OnShowing;
import org.openide.windows.TopComponent;
import org.rallyworkbench.editor.scenario.file.ScenarioDataObject;
import org.rallyworkbench.editor.scenario.file.ScenarioText;
import org.rallyworkbench.engine.model.ReadResult;
import org.rallyworkbench.engine.model.ScenarioSpec;
import org.rallyworkbench.engine.scenario.XmlText;

/**
 * In a scenario's Source view, the Properties window shows the robot under the caret, as the Design view shows the
 * robot clicked: the caret in a {@code <robot name="red" …>}, or in a {@code <program robot="red">} or
 * {@code <winner robot="red">}, activates red's {@link RobotNode}; elsewhere the file's node. Listens to the window
 * system's activated component, so the Source view needs no code of its own.
 */
@OnShowing
public final class RobotUnderCaret implements Runnable {

    private static final String INSTALLED = RobotUnderCaret.class.getName();
    private static final Pattern NAMED = Pattern.compile("<(robot)\\b[^>]*?\\bname\\s*=\\s*([\"'])([^\"']*)\\2"
            + "|<(program|winner)\\b[^>]*?\\brobot\\s*=\\s*([\"'])([^\"']*)\\5");

    @Override
    public void run() {
        TopComponent.getRegistry().addPropertyChangeListener(this::activated);
    }

    private void activated(PropertyChangeEvent e) {
        // a switch from Design to Source keeps the component activated, and changes its activated nodes
        if (!TopComponent.Registry.PROP_ACTIVATED.equals(e.getPropertyName())
                && !TopComponent.Registry.PROP_ACTIVATED_NODES.equals(e.getPropertyName())) {
            return;
        }
        TopComponent tc = TopComponent.getRegistry().getActivated();
        DataObject dob = tc == null ? null : tc.getLookup().lookup(DataObject.class);
        if (!(dob instanceof ScenarioDataObject)) {
            return;
        }
        EditorCookie editor = dob.getLookup().lookup(EditorCookie.class);
        JEditorPane[] panes = editor == null ? null : editor.getOpenedPanes();
        if (panes == null) {
            return;
        }
        for (JEditorPane pane : panes) {
            if (SwingUtilities.isDescendingFrom(pane, tc) && pane.getClientProperty(INSTALLED) == null) {
                pane.putClientProperty(INSTALLED, Boolean.TRUE);
                follow(pane, tc, dob);
            }
        }
    }

    /** After the caret rests (150 ms), the robot under it becomes the component's activated node. */
    private static void follow(JEditorPane pane, TopComponent tc, DataObject dob) {
        Timer later = new Timer(150, e -> {
            if (pane.isShowing()) {
                Node node = robotAt(dob, pane.getDocument(), pane.getCaretPosition())
                        .<Node>map(r -> new RobotNode(dob, r)).orElse(dob.getNodeDelegate());
                tc.setActivatedNodes(new Node[] {node});
            }
        });
        later.setRepeats(false);
        pane.addCaretListener(e -> later.restart());
    }

    private static Optional<ScenarioSpec.RobotSpec> robotAt(DataObject dob, Document doc, int offset) {
        String text;
        try {
            text = doc.getText(0, doc.getLength());
        } catch (BadLocationException e) {
            return Optional.empty();
        }
        Optional<String> name = nameAt(text, offset);
        if (name.isEmpty()) {
            return Optional.empty();
        }
        return ScenarioText.load(dob, text) instanceof ReadResult.Read<ScenarioSpec> read
                ? read.value().robots().stream().filter(r -> r.name().equals(name.get())).findFirst()
                : Optional.empty();
    }

    /** The robot named by the tag that contains {@code offset}, outside comments; plain Java, for tests. */
    static Optional<String> nameAt(String text, int offset) {
        String masked = XmlText.masked(text);
        int at = Math.max(0, Math.min(offset, masked.length()));
        int open = masked.lastIndexOf('<', at == masked.length() ? at - 1 : at);
        if (open < 0) {
            return Optional.empty();
        }
        int close = masked.indexOf('>', open);
        if (close < 0 || close + 1 < at) {
            return Optional.empty();
        }
        Matcher m = NAMED.matcher(masked.substring(open, close + 1));
        if (!m.lookingAt()) {
            return Optional.empty();
        }
        return Optional.of(m.group(3) != null ? m.group(3) : m.group(6));
    }
}
