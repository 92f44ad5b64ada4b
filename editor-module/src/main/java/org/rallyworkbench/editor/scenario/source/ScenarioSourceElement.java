package org.rallyworkbench.editor.scenario.source;

import java.awt.Component;
import javax.swing.JComponent;
import javax.swing.JEditorPane;
import javax.swing.JScrollPane;
import javax.swing.JToolBar;
import javax.swing.SwingUtilities;
import org.netbeans.core.spi.multiview.MultiViewElement;
import org.netbeans.core.spi.multiview.text.MultiViewEditorElement;
import org.openide.util.Lookup;
import org.openide.util.NbBundle.Messages;
import org.openide.windows.TopComponent;
import org.rallyworkbench.editor.scenario.file.ScenarioDataObject;
import org.rallyworkbench.editor.scenario.file.ScenarioMimeResolver;
import org.rallyworkbench.editor.scenario.file.ScenarioViews;
import org.rallyworkbench.editor.scenario.run.RunScenarioAction;
import org.rallyworkbench.editor.text.LineNumbers;

/**
 * The Source tab of a scenario: the text editor of its {@code ScenarioEditorSupport} (XML colouring, completion,
 * typing undo shared with the other views), with line numbers beside the text (failed expectations and problems
 * name their line) and a Run Scenario button, as the Design view has.
 */
@Messages("LBL_Scenario_SOURCE=Source")
public final class ScenarioSourceElement extends MultiViewEditorElement {

    private static final long serialVersionUID = 1L;

    private final transient Lookup context;
    private transient JToolBar toolbar;

    public ScenarioSourceElement(Lookup context) {
        super(context);
        this.context = context;
    }

    @MultiViewElement.Registration(displayName = "#LBL_Scenario_SOURCE", iconBase = ScenarioDataObject.ICON,
            mimeType = ScenarioMimeResolver.MIME, persistenceType = TopComponent.PERSISTENCE_ONLY_OPENED,
            preferredID = ScenarioViews.SOURCE, position = 3000)
    public static MultiViewEditorElement create(Lookup context) {
        return new ScenarioSourceElement(context);
    }

    @Override
    public JComponent getToolbarRepresentation() {
        if (toolbar == null) {
            toolbar = new JToolBar();
            toolbar.setFloatable(false);
            toolbar.add(RunScenarioAction.button(context));
            JComponent editorTools = super.getToolbarRepresentation();
            if (editorTools != null) {
                toolbar.add(editorTools);
            }
        }
        return toolbar;
    }

    @Override
    public void componentShowing() {
        super.componentShowing();
        SwingUtilities.invokeLater(this::showLineNumbers);
    }

    /** Puts the line numbers beside the editor pane, once it is in its scroll pane. */
    private void showLineNumbers() {
        JEditorPane pane = getEditorPane();
        Component scroll = pane == null ? null : SwingUtilities.getAncestorOfClass(JScrollPane.class, pane);
        if (scroll instanceof JScrollPane s && !(s.getRowHeader() != null
                && s.getRowHeader().getView() instanceof LineNumbers)) {
            LineNumbers.install(s, pane);
        }
    }
}
