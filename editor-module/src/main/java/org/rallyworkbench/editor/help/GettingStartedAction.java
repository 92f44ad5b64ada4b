package org.rallyworkbench.editor.help;

import java.awt.BorderLayout;
import java.awt.event.ActionEvent;
import java.awt.event.ActionListener;
import java.io.IOException;
import java.net.URL;
import javax.swing.JEditorPane;
import javax.swing.JScrollPane;
import javax.swing.SwingUtilities;
import javax.swing.event.HyperlinkEvent;
import javax.swing.text.html.HTMLDocument;
import javax.swing.text.html.HTMLEditorKit;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionRegistration;
import org.openide.awt.HtmlBrowser;
import org.openide.util.NbBundle.Messages;
import org.openide.windows.Mode;
import org.openide.windows.TopComponent;
import org.openide.windows.WindowManager;

/**
 * Help &gt; Getting Started: the README's tour in a window of the editor area, read from the bundle (offline).
 * Links within it scroll to their heading; links out open in the browser.
 */
@ActionID(category = "Help", id = "org.rallyworkbench.editor.help.GettingStartedAction")
@ActionRegistration(displayName = "#CTL_GettingStarted")
@ActionReference(path = "Menu/Help", position = 100)
@Messages({
    "CTL_GettingStarted=&Getting Started",
    "LBL_GettingStartedTitle=Getting Started",
    "# {0} - reason", "MSG_NoReadme=The bundled guide cannot be shown: {0}"
})
public final class GettingStartedAction implements ActionListener {

    private static TopComponent open;

    @Override
    public void actionPerformed(ActionEvent e) {
        if (open != null && open.isOpened()) {
            open.requestActive();
            return;
        }
        try {
            open = window(GettingStarted.html(), GettingStarted.base());
        } catch (IOException ex) {
            DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(Bundle.MSG_NoReadme(ex.getMessage()),
                    NotifyDescriptor.ERROR_MESSAGE));
            return;
        }
        Mode editor = WindowManager.getDefault().findMode("editor");
        if (editor != null) {
            editor.dockInto(open);
        }
        open.open();
        open.requestActive();
    }

    static TopComponent window(String html, URL base) {
        JEditorPane pane = new JEditorPane();
        pane.setEditable(false);
        pane.setEditorKit(new HTMLEditorKit());
        ((HTMLDocument) pane.getDocument()).setBase(base);
        pane.setText(html);
        pane.setCaretPosition(0);
        pane.addHyperlinkListener(e -> {
            if (e.getEventType() != HyperlinkEvent.EventType.ACTIVATED) {
                return;
            }
            String d = e.getDescription();
            if (d != null && d.startsWith("#")) {
                pane.scrollToReference(d.substring(1));
            } else if (e.getURL() != null) {
                HtmlBrowser.URLDisplayer.getDefault().showURL(e.getURL());
            }
        });
        TopComponent tc = new TopComponent() {
            @Override
            public int getPersistenceType() {
                return PERSISTENCE_NEVER;
            }
        };
        tc.setName("RallyGettingStarted");
        tc.setDisplayName(Bundle.LBL_GettingStartedTitle());
        tc.setLayout(new BorderLayout());
        tc.add(new JScrollPane(pane), BorderLayout.CENTER);
        SwingUtilities.invokeLater(() -> pane.scrollRectToVisible(new java.awt.Rectangle(0, 0, 1, 1)));
        return tc;
    }
}
