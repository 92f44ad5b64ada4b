package org.rallyworkbench.editor.board.file;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.FlowLayout;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.swing.BorderFactory;
import javax.swing.ButtonGroup;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JFormattedTextField;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.ListSelectionModel;
import javax.swing.SpinnerNumberModel;
import javax.swing.event.DocumentListener;
import org.openide.awt.Mnemonics;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.text.TextChanges;
import org.rallyworkbench.engine.model.Board;

/** Step 2's form: a blank board of width × height, or a sample; a preview of either on the right. */
@Messages({
    "LBL_Blank=&Blank board",
    "LBL_Width=&Width:",
    "LBL_Height=&Height:",
    "LBL_Tiles=tiles",
    "LBL_FromSample=From a &sample:",
    "LBL_Preview=Preview",
    "# {0} - width",
    "# {1} - height",
    "LBL_BlankCaption={0} × {1} tiles, empty floor",
    "# {0} - width",
    "# {1} - height",
    "# {2} - flags",
    "# {3} - starts",
    "LBL_SampleCaption={0} × {1} tiles, {2} flags, {3} starts",
    "LBL_NoPreview=No preview"
})
final class NewBoardSizePanel extends JPanel {

    private static final Logger LOG = Logger.getLogger(NewBoardSizePanel.class.getName());

    private final JRadioButton blank = new JRadioButton();
    private final JRadioButton fromSample = new JRadioButton();
    private final JSpinner width = spinner();
    private final JSpinner height = spinner();
    private final JList<String> sampleList;
    private final NewBoardPreview preview = new NewBoardPreview();
    private final JLabel caption = new JLabel(" ");
    private final Map<String, Optional<Board>> loaded = new HashMap<>();
    private final Runnable onChange;
    private boolean showing;

    NewBoardSizePanel(List<String> samples, Runnable onChange) {
        super(new GridBagLayout());
        this.onChange = onChange;
        sampleList = new JList<>(samples.toArray(new String[0]));
        sampleList.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        sampleList.setVisibleRowCount(8);
        sampleList.setCellRenderer(new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                    boolean focused) {
                return super.getListCellRendererComponent(list, title(String.valueOf(value)), index, selected, focused);
            }
        });
        Mnemonics.setLocalizedText(blank, Bundle.LBL_Blank());
        Mnemonics.setLocalizedText(fromSample, Bundle.LBL_FromSample());
        ButtonGroup group = new ButtonGroup();
        group.add(blank);
        group.add(fromSample);
        fromSample.setEnabled(!samples.isEmpty());

        JPanel size = new JPanel(new FlowLayout(FlowLayout.LEADING, 4, 0));
        size.add(label(Bundle.LBL_Width(), width));
        size.add(width);
        size.add(label(Bundle.LBL_Height(), height));
        size.add(height);
        size.add(new JLabel(Bundle.LBL_Tiles()));

        GridBagConstraints c = new GridBagConstraints();
        c.gridx = 0;
        c.anchor = GridBagConstraints.NORTHWEST;
        c.fill = GridBagConstraints.HORIZONTAL;
        c.insets = new Insets(4, 4, 2, 8);
        add(blank, c);
        c.insets = new Insets(0, 24, 8, 8);
        add(size, c);
        c.insets = new Insets(4, 4, 2, 8);
        add(fromSample, c);
        c.insets = new Insets(0, 24, 4, 8);
        c.fill = GridBagConstraints.BOTH;
        c.weightx = 1;
        c.weighty = 1;
        add(new JScrollPane(sampleList), c);

        JLabel previewLabel = new JLabel(Bundle.LBL_Preview());
        GridBagConstraints p = new GridBagConstraints();
        p.gridx = 1;
        p.gridy = 0;
        p.anchor = GridBagConstraints.NORTHWEST;
        p.insets = new Insets(4, 8, 2, 4);
        add(previewLabel, p);
        JPanel pictured = new JPanel(new BorderLayout(0, 4));
        pictured.add(preview, BorderLayout.CENTER);
        pictured.add(caption, BorderLayout.SOUTH);
        p.gridy = 1;
        p.gridheight = 3;
        p.insets = new Insets(0, 8, 4, 4);
        add(pictured, p);
        setBorder(BorderFactory.createEmptyBorder(8, 8, 8, 8));
        setPreferredSize(NewBoardNamePanel.SIZE);

        blank.addActionListener(e -> changed());
        fromSample.addActionListener(e -> {
            if (sampleList.getSelectedIndex() < 0 && !samples.isEmpty()) {
                sampleList.setSelectedIndex(0);
            }
            changed();
        });
        sampleList.addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting() && !showing) {
                if (sampleList.getSelectedIndex() >= 0 && !fromSample.isSelected()) {
                    fromSample.setSelected(true);
                }
                changed();
            }
        });
        DocumentListener typed = TextChanges.listener(this::changed);
        text(width).getDocument().addDocumentListener(typed);
        text(height).getDocument().addDocumentListener(typed);
        width.addChangeListener(e -> changed());
        height.addChangeListener(e -> changed());
    }

    private static JSpinner spinner() {
        JSpinner s = new JSpinner(new SpinnerNumberModel(NewBoardWizard.DEFAULT_SIZE, 1, Board.MAX_SIZE, 1));
        text(s).setColumns(4);
        return s;
    }

    private static JFormattedTextField text(JSpinner s) {
        return ((JSpinner.DefaultEditor) s.getEditor()).getTextField();
    }

    private static JLabel label(String text, JSpinner field) {
        JLabel l = new JLabel();
        Mnemonics.setLocalizedText(l, text);
        l.setLabelFor(text(field));
        return l;
    }

    /** A sample's name as shown: without {@code .board.xml}. */
    static String title(String sample) {
        return sample.endsWith(NewBoardSpec.SUFFIX)
                ? sample.substring(0, sample.length() - NewBoardSpec.SUFFIX.length()) : sample;
    }

    /** Shows what the wizard holds. */
    void show(boolean isBlank, int w, int h, Optional<String> sample) {
        showing = true;
        try {
            width.setValue(Math.max(1, Math.min(Board.MAX_SIZE, w)));
            height.setValue(Math.max(1, Math.min(Board.MAX_SIZE, h)));
            sample.ifPresent(s -> sampleList.setSelectedValue(s, true));
            (isBlank || !fromSample.isEnabled() ? blank : fromSample).setSelected(true);
        } finally {
            showing = false;
        }
        changed();
    }

    private void changed() {
        if (showing) {
            return;
        }
        boolean b = blank();
        width.setEnabled(b);
        height.setEnabled(b);
        sampleList.setEnabled(!b);
        Board shown = null;
        String text = Bundle.LBL_NoPreview();
        if (b) {
            Integer w = typedWidth();
            Integer h = typedHeight();
            if (NewBoardValidation.sizeAndStart(true, w, h, Optional.empty(), List.of()).isEmpty()) {
                shown = Board.builder("", w, h).build();
                text = Bundle.LBL_BlankCaption(w, h);
            }
        } else {
            Optional<Board> s = sample().flatMap(this::load);
            if (s.isPresent()) {
                shown = s.get();
                text = Bundle.LBL_SampleCaption(shown.width(), shown.height(), shown.flags().size(),
                        shown.starts().size());
            }
        }
        if (shown == null || preview.board() == null || !shown.equals(preview.board())) {
            preview.setBoard(shown);
        }
        caption.setText(text);
        onChange.run();
    }

    private Optional<Board> load(String sample) {
        return loaded.computeIfAbsent(sample, s -> {
            try {
                return Optional.of(NewBoards.sample(s));
            } catch (IOException | RuntimeException e) {
                LOG.log(Level.INFO, "cannot preview the sample " + s, e);
                return Optional.empty();
            }
        });
    }

    boolean blank() {
        return blank.isSelected();
    }

    /** The width as typed, {@code null} when it is not a number. */
    Integer typedWidth() {
        return NewBoardValidation.parseSize(text(width).getText());
    }

    Integer typedHeight() {
        return NewBoardValidation.parseSize(text(height).getText());
    }

    Optional<String> sample() {
        return Optional.ofNullable(sampleList.getSelectedValue());
    }
}
