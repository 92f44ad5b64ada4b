package org.rallyworkbench.editor.open;

import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.io.File;
import java.util.List;
import java.util.Optional;
import javax.swing.DefaultComboBoxModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import org.openide.filesystems.FileChooserBuilder;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.engine.model.Board;

/** The New Board form: name, width × height, blank or a sample, and the folder. Reports every change. */
@Messages({
    "LBL_NewName=&Name:",
    "LBL_NewSize=&Size (tiles):",
    "LBL_NewStart=Start &from:",
    "LBL_NewFolder=F&older:",
    "LBL_Browse=&Browse...",
    "LBL_Blank=A blank board",
    "# {0} - sample file",
    "LBL_Sample=Sample: {0}",
    "LBL_SampleSize=(the sample's own size)"
})
final class NewBoardPanel extends JPanel {

    private final JTextField name = new JTextField("New Board", 24);
    private final JSpinner width = new JSpinner(new SpinnerNumberModel(12, 1, Board.MAX_SIZE, 1));
    private final JSpinner height = new JSpinner(new SpinnerNumberModel(12, 1, Board.MAX_SIZE, 1));
    private final JLabel sampleSize = new JLabel(Bundle.LBL_SampleSize());
    private final JComboBox<String> start = new JComboBox<>();
    private final JTextField folder = new JTextField(30);
    private final List<String> samples;

    NewBoardPanel(File initialFolder, List<String> samples, Runnable onChange) {
        super(new GridBagLayout());
        this.samples = List.copyOf(samples);
        DefaultComboBoxModel<String> choices = new DefaultComboBoxModel<>();
        choices.addElement(Bundle.LBL_Blank());
        samples.forEach(s -> choices.addElement(Bundle.LBL_Sample(s)));
        start.setModel(choices);
        folder.setText(initialFolder.getPath());
        JPanel size = new JPanel(new java.awt.FlowLayout(java.awt.FlowLayout.LEADING, 0, 0));
        size.add(width);
        size.add(new JLabel(" × "));
        size.add(height);
        size.add(sampleSize);
        JButton browse = new JButton();
        org.openide.awt.Mnemonics.setLocalizedText(browse, Bundle.LBL_Browse());
        browse.addActionListener(e -> browse());
        row(0, Bundle.LBL_NewName(), name, null);
        row(1, Bundle.LBL_NewSize(), size, null);
        row(2, Bundle.LBL_NewStart(), start, null);
        row(3, Bundle.LBL_NewFolder(), folder, browse);
        setBorder(javax.swing.BorderFactory.createEmptyBorder(12, 12, 6, 12));
        start.addActionListener(e -> {
            showSizeFields();
            onChange.run();
        });
        width.addChangeListener(e -> onChange.run());
        height.addChangeListener(e -> onChange.run());
        DocumentListener typed = new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                onChange.run();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                onChange.run();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                onChange.run();
            }
        };
        name.getDocument().addDocumentListener(typed);
        folder.getDocument().addDocumentListener(typed);
        name.selectAll();
        showSizeFields();
    }

    private void row(int y, String label, JComponent field, JComponent extra) {
        JLabel l = new JLabel();
        org.openide.awt.Mnemonics.setLocalizedText(l, label);
        l.setLabelFor(field instanceof JPanel ? width : field);
        GridBagConstraints c = new GridBagConstraints();
        c.gridy = y;
        c.insets = new Insets(4, 4, 4, 4);
        c.anchor = GridBagConstraints.WEST;
        add(l, c);
        c.fill = GridBagConstraints.HORIZONTAL;
        c.weightx = 1;
        add(field, c);
        if (extra != null) {
            c.weightx = 0;
            add(extra, c);
        }
    }

    private void showSizeFields() {
        boolean blank = start.getSelectedIndex() <= 0;
        width.setVisible(blank);
        height.setVisible(blank);
        ((JComponent) width.getParent()).getComponent(1).setVisible(blank);
        sampleSize.setVisible(!blank);
    }

    private void browse() {
        File chosen = new FileChooserBuilder(NewBoardPanel.class).setDirectoriesOnly(true)
                .setDefaultWorkingDirectory(new File(folder.getText())).showOpenDialog();
        if (chosen != null) {
            folder.setText(chosen.getPath());
        }
    }

    JComponent initialFocus() {
        return name;
    }

    NewBoardSpec spec() {
        int i = start.getSelectedIndex();
        Optional<String> sample = i <= 0 ? Optional.empty() : Optional.of(samples.get(i - 1));
        return new NewBoardSpec(name.getText(), (Integer) width.getValue(), (Integer) height.getValue(), sample,
                new File(folder.getText().trim()));
    }
}
