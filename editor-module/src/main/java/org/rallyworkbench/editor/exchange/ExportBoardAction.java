package org.rallyworkbench.editor.exchange;

import java.awt.Component;
import java.awt.event.ActionEvent;
import javax.swing.AbstractAction;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JPopupMenu;
import javax.swing.event.MenuEvent;
import javax.swing.event.MenuListener;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionRegistration;
import org.openide.awt.Mnemonics;
import org.openide.util.NbBundle.Messages;
import org.openide.util.Utilities;
import org.openide.util.actions.Presenter;
import org.openide.windows.WindowManager;
import org.rallyworkbench.editor.board.file.BoardDataObject;
import org.rallyworkbench.editor.board.model.BoardModel;

/**
 * File &gt; Export Board: a submenu with one item a format, acting on the active board (disabled while no
 * board editor is active). The Design view's Export button shows the same items as a popup.
 */
@ActionID(category = "File", id = "org.rallyworkbench.editor.exchange.ExportBoardAction")
@ActionRegistration(displayName = "#CTL_ExportBoardAction", lazy = false)
@ActionReference(path = "Menu/File", position = 25, separatorAfter = 30)
@Messages({
    "CTL_ExportBoardAction=E&xport Board",
    "TIP_NoBoard=Open a board and click in it first"
})
public final class ExportBoardAction extends AbstractAction implements Presenter.Menu {

    public ExportBoardAction() {
        super(Bundle.CTL_ExportBoardAction());
    }

    @Override
    public void actionPerformed(ActionEvent e) {
        // a submenu: its items act
    }

    @Override
    public JMenuItem getMenuPresenter() {
        JMenu menu = new JMenu();
        Mnemonics.setLocalizedText(menu, Bundle.CTL_ExportBoardAction());
        for (ExportFormat format : ExportFormat.values()) {
            JMenuItem item = new JMenuItem(format.menuText());
            item.setToolTipText(format.tooltip());
            item.addActionListener(e -> exportActive(format));
            menu.add(item);
        }
        menu.addMenuListener(new MenuListener() {
            @Override
            public void menuSelected(MenuEvent e) {
                boolean board = activeModel() != null;
                Component[] items = menu.getMenuComponents();
                for (int i = 0; i < items.length; i++) {
                    items[i].setEnabled(board);
                    ((JMenuItem) items[i]).setToolTipText(board ? ExportFormat.values()[i].tooltip()
                            : Bundle.TIP_NoBoard());
                }
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

    /** The formats as a popup for {@code model}'s board: what the Design view's Export button shows. */
    public static JPopupMenu popup(Component parent, BoardModel model, BoardDataObject file) {
        JPopupMenu popup = new JPopupMenu();
        for (ExportFormat format : ExportFormat.values()) {
            JMenuItem item = new JMenuItem(format.menuText());
            item.setToolTipText(format.tooltip());
            item.addActionListener(e -> BoardExport.export(parent, model, file, format));
            popup.add(item);
        }
        return popup;
    }

    private static void exportActive(ExportFormat format) {
        BoardModel model = activeModel();
        if (model != null) {
            BoardExport.export(WindowManager.getDefault().getMainWindow(), model,
                    Utilities.actionsGlobalContext().lookup(BoardDataObject.class), format);
        }
    }

    /** The board of the active editor (Design or Source view), or null. */
    private static BoardModel activeModel() {
        return Utilities.actionsGlobalContext().lookup(BoardModel.class);
    }
}
