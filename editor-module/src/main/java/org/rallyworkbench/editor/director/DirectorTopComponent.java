package org.rallyworkbench.editor.director;

import java.awt.BorderLayout;
import java.awt.Font;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import javax.swing.JButton;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.JToolBar;
import javax.swing.SwingUtilities;
import org.netbeans.api.progress.ProgressHandle;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.util.NbBundle.Messages;
import org.openide.util.RequestProcessor;
import org.openide.windows.TopComponent;
import org.rallyworkbench.engine.director.GameFile;
import org.rallyworkbench.engine.director.SubmissionsFile;
import org.rallyworkbench.engine.io.AtomicFiles;
import org.rallyworkbench.engine.model.GameState;

/**
 * The game director (play by mail), the same engine as {@code ./rally turn}: open a game state, deal, load the
 * players' submissions, execute the turn, read the report, save the next state (written atomically).
 */
@TopComponent.Description(preferredID = "RallyDirectorTopComponent",
        iconBase = "org/rallyworkbench/editor/director/director16.png", persistenceType = TopComponent.PERSISTENCE_NEVER)
@TopComponent.Registration(mode = "editor", openAtStartup = false)
@ActionID(category = "Window", id = "org.rallyworkbench.editor.director.DirectorTopComponent")
@ActionReference(path = "Menu/Window", position = 360)
@TopComponent.OpenActionRegistration(displayName = "#CTL_DirectorAction", preferredID = "RallyDirectorTopComponent")
@Messages({
    "CTL_DirectorAction=Game Director",
    "CTL_DirectorTopComponent=Game Director",
    "LBL_OpenGame=Open Game…", "LBL_Deal=Deal", "LBL_LoadSubmissions=Load Submissions…",
    "LBL_Execute=Execute Turn",
    "TIP_Execute=Play the dealt turn; a robot without a loaded submission plays random cards", "LBL_SaveNext=Save Next State…",
    "LBL_NoGame=Open a *.game.xml (./rally turn start writes one).",
    "LBL_Working=Game director at work",
    "# {0} - turn", "# {1} - robots", "LBL_SubmissionsFrom=Submissions for turn {0} from {1}",
    "LBL_NotPlayed=The turn was not played:",
    "# {0} - file", "LBL_Saved=Saved {0}",
    "# {0} - turn", "LBL_TurnStatus=turn {0}", "# {0} - turn", "LBL_TurnStatusUnsaved=turn {0} (not saved)",
    "# {0} - file name", "MSG_Replace={0} already exists. Replace it?"
})
public final class DirectorTopComponent extends TopComponent {

    private static final RequestProcessor RP = new RequestProcessor(DirectorTopComponent.class.getName(), 1);

    private final JTextArea text = new JTextArea();
    private final JLabel status = new JLabel(Bundle.LBL_NoGame());
    private final JButton deal = new JButton(Bundle.LBL_Deal());
    private final JButton load = new JButton(Bundle.LBL_LoadSubmissions());
    private final JButton execute = new JButton(Bundle.LBL_Execute());
    private final JButton save = new JButton(Bundle.LBL_SaveNext());
    private GameState state;
    private SubmissionsFile.Submissions submissions;
    private Path submissionsFile;       // where the loaded submissions were read, for located refusals
    private boolean unsaved;
    private File folder;
    private String gameName;      // the opened game file's name, which the next state's is made from

    public DirectorTopComponent() {
        setName(Bundle.CTL_DirectorTopComponent());
        setLayout(new BorderLayout());
        JToolBar bar = new JToolBar();
        bar.setFloatable(false);
        JButton open = new JButton(Bundle.LBL_OpenGame());
        open.addActionListener(e -> choose(false, GAME_SUFFIX, f -> work(() -> GameFile.read(f), s -> {
            gameName = f.getFileName().toString();
            state = s;
            submissions = null;
            unsaved = false;
            show(TurnExecution.overview(s));
        })));
        deal.addActionListener(e -> work(() -> TurnExecution.deal(state), this::showOutcome));
        load.addActionListener(e -> choose(false, SUBMISSIONS_SUFFIX, f -> work(() -> SubmissionsFile.read(f), sent -> {
            submissions = sent;
            submissionsFile = f;
            List<String> lines = new ArrayList<>(TurnExecution.overview(state));
            lines.add("");
            lines.add(Bundle.LBL_SubmissionsFrom(sent.turn(), String.join(", ", sent.programs().keySet())));
            show(lines);
        })));
        // without loaded submissions every robot plays random cards
        execute.setToolTipText(Bundle.TIP_Execute());
        execute.addActionListener(e -> work(() -> submissions == null ? TurnExecution.playWithoutSubmissions(state)
                : TurnExecution.play(state, submissions, submissionsFile), this::showOutcome));
        save.addActionListener(e -> choose(true, GAME_SUFFIX, f -> work(() -> {
            AtomicFiles.writeString(f, GameFile.toXml(state, f.getFileName().toString()));
            return f;
        }, f2 -> {
            unsaved = false;
            status.setText(Bundle.LBL_Saved(f2));
            update();
        })));
        for (JButton b : List.of(open, deal, load, execute, save)) {
            bar.add(b);
        }
        bar.addSeparator();
        bar.add(status);
        add(bar, BorderLayout.NORTH);
        text.setEditable(false);
        text.setFont(new Font(Font.MONOSPACED, Font.PLAIN, text.getFont().getSize()));
        add(new JScrollPane(text), BorderLayout.CENTER);
        update();
    }

    private void showOutcome(TurnExecution.Outcome o) {
        List<String> lines = new ArrayList<>();
        if (o.played()) {
            state = o.next();
            unsaved = true;
            submissions = state.stage() == GameState.Stage.DEALT ? submissions : null;
        } else {
            lines.add(Bundle.LBL_NotPlayed());
            o.problems().forEach(p -> lines.add("  " + p));
            lines.add("");
        }
        if (o.played()) {
            lines.addAll(TurnExecution.summary(state));
            lines.add("");
            lines.addAll(o.report());
        } else {
            lines.addAll(TurnExecution.overview(state));
        }
        show(lines);
    }

    private void show(List<String> lines) {
        text.setText(String.join("\n", lines));
        text.setCaretPosition(0);
        status.setText(state == null ? Bundle.LBL_NoGame()
                : unsaved ? Bundle.LBL_TurnStatusUnsaved(state.turn()) : Bundle.LBL_TurnStatus(state.turn()));
        update();
    }

    private void update() {
        deal.setEnabled(state != null && state.stage() == GameState.Stage.BETWEEN_TURNS && !state.gameOver());
        load.setEnabled(state != null && state.stage() == GameState.Stage.DEALT);
        execute.setEnabled(state != null && state.stage() == GameState.Stage.DEALT);
        save.setEnabled(state != null);
    }

    private void choose(boolean saving, String suffix, Consumer<Path> then) {
        JFileChooser chooser = new JFileChooser(lastFolder());
        chooser.addChoosableFileFilter(filter(suffix));
        chooser.setFileFilter(chooser.getChoosableFileFilters()[chooser.getChoosableFileFilters().length - 1]);
        if (saving) {
            chooser.setSelectedFile(new File(chooser.getCurrentDirectory(), GameFileNames.nextState(gameName,
                    state.turn(), state.stage() == GameState.Stage.DEALT)));
        }
        int answer = saving ? chooser.showSaveDialog(this) : chooser.showOpenDialog(this);
        if (answer == JFileChooser.APPROVE_OPTION) {
            java.io.File chosen = chooser.getSelectedFile();
            if (saving && !chosen.getName().toLowerCase(java.util.Locale.ROOT).endsWith(suffix)) {
                chosen = new java.io.File(chosen.getParentFile(), chosen.getName() + suffix);
            }
            if (saving && chosen.exists() && !confirmReplace(chosen)) {
                return;
            }
            folder = chosen.getParentFile();
            if (folder != null) {
                PREFS.put(LAST_FOLDER, folder.getAbsolutePath());
            }
            then.accept(chosen.toPath());
        }
    }

    /** The chooser asks nothing before a save replaces a file; a game's earlier state must not go unnoticed. */
    private boolean confirmReplace(File file) {
        return JOptionPane.showConfirmDialog(this, Bundle.MSG_Replace(file.getName()), Bundle.LBL_SaveNext(),
                JOptionPane.OK_CANCEL_OPTION, JOptionPane.WARNING_MESSAGE) == JOptionPane.OK_OPTION;
    }

    static final String GAME_SUFFIX = ".game.xml";
    static final String SUBMISSIONS_SUFFIX = ".submissions.xml";
    private static final String LAST_FOLDER = "director.lastFolder";
    private static final java.util.prefs.Preferences PREFS =
            org.openide.util.NbPreferences.forModule(DirectorTopComponent.class);

    /** The folder the last file was chosen in (this session or an earlier one), if it still exists. */
    private java.io.File lastFolder() {
        if (folder != null) {
            return folder;
        }
        String saved = PREFS.get(LAST_FOLDER, null);
        java.io.File f = saved == null ? null : new java.io.File(saved);
        return f != null && f.isDirectory() ? f : null;
    }

    /** A chooser filter for files whose names end with the suffix ({@code *.game.xml}), folders shown. */
    static javax.swing.filechooser.FileFilter filter(String suffix) {
        return new javax.swing.filechooser.FileFilter() {
            @Override
            public boolean accept(java.io.File f) {
                return f.isDirectory() || f.getName().toLowerCase(java.util.Locale.ROOT).endsWith(suffix);
            }

            @Override
            public String getDescription() {
                return "*" + suffix;
            }
        };
    }

    /** Runs file and engine work off the event thread, then shows its result (or its error) on it. */
    private <T> void work(Callable<T> job, Consumer<T> then) {
        RP.post(() -> {
            ProgressHandle progress = ProgressHandle.createHandle(Bundle.LBL_Working());
            progress.start();
            try {
                T result = job.call();
                SwingUtilities.invokeLater(() -> then.accept(result));
            } catch (Exception e) {
                SwingUtilities.invokeLater(() -> show(List.of(String.valueOf(e.getMessage()))));
            } finally {
                progress.finish();
            }
        });
    }
}
