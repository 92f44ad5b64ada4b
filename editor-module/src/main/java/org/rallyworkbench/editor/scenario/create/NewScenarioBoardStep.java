package org.rallyworkbench.editor.scenario.create;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.io.File;
import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.swing.BorderFactory;
import javax.swing.ButtonGroup;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.ListSelectionModel;
import javax.swing.SpinnerNumberModel;
import javax.swing.event.ChangeListener;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.openide.WizardDescriptor;
import org.openide.awt.Mnemonics;
import org.openide.filesystems.FileChooserBuilder;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.board.file.NewBoards;
import org.rallyworkbench.editor.scenario.create.NewScenarios.Placement;
import org.rallyworkbench.editor.scenario.design.ScenarioCanvas;
import org.rallyworkbench.editor.scenario.design.Sprite;
import org.rallyworkbench.editor.text.TextChanges;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.RuleSetId;
import org.rallyworkbench.engine.xml.BoardXml;
import org.rallyworkbench.engine.xml.FormatException;

/**
 * Step 2, "Board, robots and rules": a board file or a bundled sample, how many robots (placed on its starts, drawn
 * on the preview with their names and facings), the rule set and the seed.
 */
@Messages({
    "# {0} - robot",
    "# {1} - where (start 1, free tile)",
    "# {2} - x",
    "# {3} - y",
    "# {4} - facing",
    "LBL_Placement={0}: {1} ({2},{3}), facing {4}",
    "LBL_ScenarioBoardFile=Board &file:",
    "LBL_ScenarioBoardBrowse=Br&owse...",
    "LBL_ScenarioSample=&Sample board:",
    "LBL_ScenarioRobots=&Robots:",
    "LBL_ScenarioRules=R&ule set:",
    "LBL_ScenarioSeed=S&eed:",
    "LBL_ScenarioBoards=Boards (*.board.xml)",
    "MSG_ScenarioBoardMissing=Choose a board file or a sample board.",
    "# {0} - problem",
    "MSG_ScenarioBoardBad=The board cannot be read: {0}",
    "# {0} - tiles",
    "MSG_ScenarioTooFewTiles=The board has room for {0} robots only."
})
final class NewScenarioBoardStep extends NewScenarioStep {

    private final JRadioButton fromFile = new JRadioButton();
    private final JRadioButton fromSample = new JRadioButton();
    private final JTextField boardFile = new JTextField(26);
    private final JList<String> samples;
    private final JSpinner robots = new JSpinner(new SpinnerNumberModel(2, 1, NewScenarioSpec.MAX_ROBOTS, 1));
    private final JComboBox<String> rules = new JComboBox<>(new String[] {
        RuleSetId.HOUSE.xmlName(), RuleSetId.CLASSIC_2005.xmlName()});
    private final JSpinner seed = new JSpinner(new SpinnerNumberModel(0L, 0L, Long.MAX_VALUE, 1L));
    private final ScenarioCanvas preview = new ScenarioCanvas();
    private final JLabel placed = new JLabel(" ");
    private final Map<String, Board> read = new HashMap<>();
    private WizardDescriptor wizard;
    private boolean showing;

    NewScenarioBoardStep(List<String> sampleNames) {
        samples = new JList<>(sampleNames.toArray(new String[0]));
        samples.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        samples.setVisibleRowCount(6);
    }

    @Override
    protected JPanel form() {
        // a spinner sizes itself for its largest value: the seed's would push the labels out
        ((JSpinner.DefaultEditor) seed.getEditor()).getTextField().setColumns(10);
        ((JSpinner.DefaultEditor) robots.getEditor()).getTextField().setColumns(3);
        fromFile.setName("newScenario.fromFile");
        fromSample.setName("newScenario.fromSample");
        boardFile.setName("newScenario.boardFile");
        samples.setName("newScenario.samples");
        robots.setName("newScenario.robots");
        rules.setName("newScenario.rules");
        seed.setName("newScenario.seed");
        preview.setName("newScenario.preview");
        Mnemonics.setLocalizedText(fromFile, Bundle.LBL_ScenarioBoardFile());
        Mnemonics.setLocalizedText(fromSample, Bundle.LBL_ScenarioSample());
        ButtonGroup group = new ButtonGroup();
        group.add(fromFile);
        group.add(fromSample);
        JButton browse = new JButton();
        Mnemonics.setLocalizedText(browse, Bundle.LBL_ScenarioBoardBrowse());
        browse.addActionListener(e -> browse());

        JPanel left = new JPanel(new GridBagLayout());
        GridBagConstraints c = new GridBagConstraints();
        c.insets = new Insets(3, 3, 3, 3);
        c.anchor = GridBagConstraints.WEST;
        c.gridx = 0;
        c.gridy = 0;
        c.gridwidth = 2;
        left.add(fromFile, c);
        c.gridy = 1;
        c.gridwidth = 1;
        c.fill = GridBagConstraints.HORIZONTAL;
        c.weightx = 1;
        left.add(boardFile, c);
        c.gridx = 1;
        c.weightx = 0;
        left.add(browse, c);
        c.gridx = 0;
        c.gridy = 2;
        c.gridwidth = 2;
        left.add(fromSample, c);
        c.gridy = 3;
        c.fill = GridBagConstraints.BOTH;
        c.weighty = 1;
        left.add(new JScrollPane(samples), c);
        c.weighty = 0;
        c.fill = GridBagConstraints.HORIZONTAL;
        JPanel settings = new JPanel(new GridBagLayout());
        labelled(settings, 0, Bundle.LBL_ScenarioRobots(), robots);
        labelled(settings, 1, Bundle.LBL_ScenarioRules(), rules);
        labelled(settings, 2, Bundle.LBL_ScenarioSeed(), seed);
        c.gridy = 4;
        left.add(settings, c);

        JPanel right = new JPanel(new BorderLayout(0, 4));
        preview.setPreferredSize(new Dimension(330, 330));
        preview.setBorder(BorderFactory.createEtchedBorder());
        right.add(preview, BorderLayout.CENTER);
        right.add(placed, BorderLayout.SOUTH);

        JPanel p = new JPanel(new BorderLayout(12, 0));
        p.setBorder(BorderFactory.createEmptyBorder(8, 8, 8, 8));
        p.add(left, BorderLayout.CENTER);
        p.add(right, BorderLayout.EAST);
        p.setPreferredSize(NewScenarioNameStep.SIZE);

        fromFile.addActionListener(e -> changed());
        fromSample.addActionListener(e -> changed());
        boardFile.getDocument().addDocumentListener(TextChanges.listener(() -> {
            if (!showing) {
                fromFile.setSelected(true);
            }
            changed();
        }));
        samples.addListSelectionListener(e -> {
            if (!showing && !e.getValueIsAdjusting()) {
                fromSample.setSelected(true);
                changed();
            }
        });
        robots.addChangeListener(e -> changed());
        rules.addActionListener(e -> changed());
        seed.addChangeListener(e -> changed());
        return p;
    }

    private static void labelled(JPanel p, int y, String text, JComponent field) {
        JLabel l = new JLabel();
        Mnemonics.setLocalizedText(l, text);
        l.setLabelFor(field);
        GridBagConstraints c = new GridBagConstraints();
        c.gridy = y;
        c.insets = new Insets(3, 0, 3, 6);
        c.anchor = GridBagConstraints.WEST;
        p.add(l, c);
        c.gridx = 1;
        c.weightx = 1;
        p.add(field, c);
    }

    private void browse() {
        File current = new File(boardFile.getText().trim());
        File start = current.getParentFile() != null && current.getParentFile().isDirectory()
                ? current.getParentFile() : NewScenarioWizard.folder(wizard);
        File chosen = new FileChooserBuilder(NewScenarioBoardStep.class).setTitle(Bundle.LBL_ScenarioBoards())
                .setDefaultWorkingDirectory(start).forceUseOfDefaultWorkingDirectory(true)
                .setFileFilter(new FileNameExtensionFilter(Bundle.LBL_ScenarioBoards(), "xml")).showOpenDialog();
        if (chosen != null) {
            boardFile.setText(chosen.getPath());
        }
    }

    /** The board chosen as it reads, or why it does not. */
    Board board() throws IOException {
        if (fromFile.isSelected()) {
            String path = boardFile.getText().trim();
            if (path.isEmpty()) {
                throw new IOException(Bundle.MSG_ScenarioBoardMissing());
            }
            File f = new File(path);
            String key = "file:" + f.getAbsolutePath() + "@" + f.lastModified();
            Board b = read.get(key);
            if (b == null) {
                try {
                    b = BoardXml.read(f.toPath());
                } catch (FormatException e) {
                    throw new IOException(Bundle.MSG_ScenarioBoardBad(e.getMessage()), e);
                }
                read.put(key, b);
            }
            return b;
        }
        String sample = samples.getSelectedValue();
        if (sample == null) {
            throw new IOException(Bundle.MSG_ScenarioBoardMissing());
        }
        Board b = read.get("sample:" + sample);
        if (b == null) {
            b = NewBoards.sample(sample);
            read.put("sample:" + sample, b);
        }
        return b;
    }

    private void changed() {
        if (showing) {
            return;
        }
        Optional<Board> board;
        try {
            board = Optional.of(board());
        } catch (IOException | RuntimeException e) {
            board = Optional.empty();
        }
        if (board.isPresent()) {
            List<Placement> placements = NewScenarios.placements(board.get(), (Integer) robots.getValue());
            preview.show(board.get(), placements.stream().map(p -> new Sprite(p.name(), p.position().x(),
                    p.position().y(), p.facing().ordinal(), 0, false)).toList(), List.of(), false);
            StringBuilder text = new StringBuilder("<html>");
            for (Placement p : placements) {
                text.append(Bundle.LBL_Placement(p.name(), p.where(), p.position().x(), p.position().y(),
                        p.facing())).append("<br>");
            }
            placed.setText(text.append("</html>").toString());
        } else {
            preview.show(null, List.of(), List.of(), false);
            placed.setText(" ");
        }
        fireChange();
    }

    @Override
    public void readSettings(WizardDescriptor settings) {
        wizard = settings;
        getComponent();
        showing = true;
        try {
            Object file = settings.getProperty(NewScenarioWizard.BOARD_FILE);
            Object sample = settings.getProperty(NewScenarioWizard.SAMPLE);
            if (file instanceof File f) {
                boardFile.setText(f.getPath());
                fromFile.setSelected(true);
            } else {
                fromSample.setSelected(true);
            }
            if (sample != null) {
                samples.setSelectedValue(sample, true);
            }
            robots.setValue(settings.getProperty(NewScenarioWizard.ROBOTS));
            rules.setSelectedItem(((RuleSetId) settings.getProperty(NewScenarioWizard.RULES)).xmlName());
            seed.setValue(settings.getProperty(NewScenarioWizard.SEED));
        } finally {
            showing = false;
        }
        changed();
    }

    @Override
    public void storeSettings(WizardDescriptor settings) {
        if (fromFile.isSelected()) {
            settings.putProperty(NewScenarioWizard.BOARD_FILE, new File(boardFile.getText().trim()));
        } else {
            settings.putProperty(NewScenarioWizard.BOARD_FILE, null);
            settings.putProperty(NewScenarioWizard.SAMPLE, samples.getSelectedValue());
        }
        settings.putProperty(NewScenarioWizard.ROBOTS, robots.getValue());
        settings.putProperty(NewScenarioWizard.RULES, RuleSetId.parse((String) rules.getSelectedItem()));
        settings.putProperty(NewScenarioWizard.SEED, ((Number) seed.getValue()).longValue());
    }

    @Override
    public boolean isValid() {
        String problem = null;
        try {
            Board b = board();
            int wanted = (Integer) robots.getValue();
            int room = NewScenarios.placements(b, wanted).size();
            if (room < wanted) {
                problem = Bundle.MSG_ScenarioTooFewTiles(room);
            }
        } catch (IOException | RuntimeException e) {
            problem = e.getMessage();
        }
        return validUnless(Optional.ofNullable(problem), wizard);
    }
}
