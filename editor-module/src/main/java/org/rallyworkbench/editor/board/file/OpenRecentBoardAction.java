package org.rallyworkbench.editor.board.file;

import java.awt.event.ActionEvent;
import java.io.File;
import java.util.List;
import javax.swing.AbstractAction;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.event.MenuEvent;
import javax.swing.event.MenuListener;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionRegistration;
import org.openide.awt.Mnemonics;
import org.openide.util.NbBundle.Messages;
import org.openide.util.actions.Presenter;

/** File &gt; Open Recent Board: a submenu of the boards opened last, filled each time it opens. */
@ActionID(category = "File", id = "org.rallyworkbench.editor.board.file.OpenRecentBoardAction")
@ActionRegistration(displayName = "#CTL_OpenRecentBoardAction", lazy = false)
@ActionReference(path = "Menu/File", position = 15)
@Messages({
    "CTL_OpenRecentBoardAction=Open &Recent Board",
    "LBL_NoRecent=(none yet)",
    "LBL_ClearRecent=Clear List"
})
public final class OpenRecentBoardAction extends AbstractAction implements Presenter.Menu {

    public OpenRecentBoardAction() {
        super(Bundle.CTL_OpenRecentBoardAction());
    }

    @Override
    public void actionPerformed(ActionEvent e) {
        // a submenu: its items act
    }

    @Override
    public JMenuItem getMenuPresenter() {
        JMenu menu = new JMenu();
        Mnemonics.setLocalizedText(menu, Bundle.CTL_OpenRecentBoardAction());
        menu.addMenuListener(new MenuListener() {
            @Override
            public void menuSelected(MenuEvent e) {
                fill(menu);
            }

            @Override
            public void menuDeselected(MenuEvent e) {
            }

            @Override
            public void menuCanceled(MenuEvent e) {
            }
        });
        return menu;
    }

    private static void fill(JMenu menu) {
        menu.removeAll();
        List<File> files = RecentBoards.get().existing();
        if (files.isEmpty()) {
            JMenuItem none = new JMenuItem(Bundle.LBL_NoRecent());
            none.setEnabled(false);
            menu.add(none);
            return;
        }
        int n = 1;
        for (File f : files) {
            JMenuItem item = new JMenuItem((n < 10 ? n + "  " : "   ") + f.getName());
            if (n < 10) {
                item.setMnemonic('0' + n);
            }
            item.setToolTipText(f.getPath());
            item.addActionListener(e -> BoardOpener.open(f));
            menu.add(item);
            n++;
        }
        menu.addSeparator();
        JMenuItem clear = new JMenuItem(Bundle.LBL_ClearRecent());
        clear.addActionListener(e -> RecentBoards.get().clear());
        menu.add(clear);
    }
}
