package org.rallyworkbench.editor.board.design;

import java.awt.BorderLayout;
import java.awt.Font;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.engine.model.Problem;

/** Shows why a board cannot be drawn: every problem as {@code FILE:LINE:COLUMN: message}. */
@Messages({
    "# {0} - number of problems",
    "LBL_Problems=This board cannot be drawn: {0,choice,1#1 problem|1<{0} problems}. Fix them in the Source view."
})
final class ProblemList extends JPanel {

    private final JLabel heading = new JLabel();
    private final JList<Problem> list = new JList<>();

    ProblemList() {
        super(new BorderLayout(0, 8));
        setBorder(BorderFactory.createEmptyBorder(12, 12, 12, 12));
        heading.setFont(heading.getFont().deriveFont(Font.BOLD));
        list.setFont(new Font(Font.MONOSPACED, Font.PLAIN, list.getFont().getSize()));
        add(heading, BorderLayout.NORTH);
        add(new JScrollPane(list), BorderLayout.CENTER);
    }

    void show(List<Problem> problems) {
        heading.setText(Bundle.LBL_Problems(problems.size()));
        list.setListData(problems.toArray(Problem[]::new));
    }
}
