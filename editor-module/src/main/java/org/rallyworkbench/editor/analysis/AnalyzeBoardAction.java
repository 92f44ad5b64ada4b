package org.rallyworkbench.editor.analysis;

import java.awt.event.ActionEvent;
import java.awt.event.ActionListener;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import javax.swing.SwingUtilities;
import org.netbeans.api.progress.ProgressHandle;
import org.openide.DialogDisplayer;
import org.openide.NotifyDescriptor;
import org.openide.awt.ActionID;
import org.openide.awt.ActionReference;
import org.openide.awt.ActionRegistration;
import org.openide.awt.StatusDisplayer;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.board.design.BoardOverlayHost;
import org.rallyworkbench.editor.ui.SpinnerEnter;
import org.rallyworkbench.engine.analysis.AnalysisResult;
import org.rallyworkbench.engine.analysis.AnalysisSettings;
import org.rallyworkbench.engine.bot.PlayerLevel;
import org.rallyworkbench.engine.model.Board;

/**
 * Analyze Board… (Design view toolbar, Run menu): asks how many games and the seed, simulates them off the
 * event thread with a cancellable progress bar, and shows the result over the board.
 */
@ActionID(category = "Tools", id = AnalyzeBoardAction.ID)
@ActionRegistration(displayName = "#CTL_AnalyzeBoard", iconBase = "org/rallyworkbench/editor/analysis/analyze16.png")
@ActionReference(path = "Menu/Run", position = 400, separatorBefore = 350)
@Messages({
    "CTL_AnalyzeBoard=Analyze Board…",
    "LBL_AnalyzeTitle=Analyze Board",
    "LBL_Games=Games to simulate:",
    "LBL_Seed=Seed:",
    "LBL_Players=Players:",
    "LBL_AnalyzeNote=<html>Each game: 8 robots, one on each start (start 1 first), programmed at the<br>"
        + "chosen level (random: R-PROG-3;<br>"
        + "greedy and anticipating: planning bots, far slower), at most 20 turns.<br>"
        + "The same board, games and seed always give the same result.</html>",
    "# {0} - board name", "# {1} - games",
    "LBL_Analyzing=Analyzing {0}: {1} games",
    "LBL_AlreadyRunning=An analysis of this board is already running",
    "LBL_Unreadable=The Source text does not read as a board: fix it before analysing",
    "# {0} - seconds", "LBL_AnalysisDone=Board analysis done in {0} s",
    "LBL_AnalysisCancelled=Board analysis cancelled",
    "# {0} - error", "LBL_AnalysisFailed=The board analysis failed: {0}"
})
public final class AnalyzeBoardAction implements ActionListener {

    public static final String ID = "org.rallyworkbench.editor.analysis.AnalyzeBoardAction";
    static final int DEFAULT_GAMES = 10_000;
    static final long DEFAULT_SEED = 1;
    /** The player level chosen last (event thread only): Analyze again keeps it. */
    private static PlayerLevel lastLevel = PlayerLevel.RANDOM;

    /** Analyses running, per Design view (event thread only). */
    private static final Map<BoardOverlayHost, AnalysisJob> RUNNING = new WeakHashMap<>();

    private final BoardOverlayHost host;

    public AnalyzeBoardAction(BoardOverlayHost host) {
        this.host = host;
    }

    @Override
    public void actionPerformed(ActionEvent e) {
        Long games = null;
        Long seed = null;
        if (host.overlay().orElse(null) instanceof AnalysisOverlay o && o.data() != null) {
            games = o.data().games();
            seed = o.data().seed();
        }
        analyze(host, games, seed);
    }

    /** Asks for games and seed (defaults: the given ones, or 10,000 and 1), then runs the analysis. */
    static void analyze(BoardOverlayHost host, Long games, Long seed) {
        if (RUNNING.containsKey(host)) {
            StatusDisplayer.getDefault().setStatusText(Bundle.LBL_AlreadyRunning());
            return;
        }
        if (host.model().unparsedText().isPresent()) {
            DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(Bundle.LBL_Unreadable(),
                    NotifyDescriptor.WARNING_MESSAGE));
            return;
        }
        SpinnerNumberModel gamesModel = new SpinnerNumberModel(
                (int) Math.min(games == null ? DEFAULT_GAMES : games, 10_000_000), 1, 10_000_000, 1000);
        SpinnerNumberModel seedModel = new SpinnerNumberModel(
                Long.valueOf(seed == null ? DEFAULT_SEED : seed), null, null, Long.valueOf(1));
        JSpinner gamesField = new JSpinner(gamesModel);
        gamesField.setEditor(new JSpinner.NumberEditor(gamesField, "#,##0"));
        JSpinner seedField = new JSpinner(seedModel);
        seedField.setEditor(new JSpinner.NumberEditor(seedField, "0"));
        SpinnerEnter.pressesDefaultButton(gamesField);
        SpinnerEnter.pressesDefaultButton(seedField);
        javax.swing.JComboBox<PlayerLevel> levelField = new javax.swing.JComboBox<>(PlayerLevel.values());
        levelField.setName("player-level");
        levelField.setSelectedItem(lastLevel);
        levelField.setRenderer(levelRenderer());
        JPanel form = DialogForm.of(new javax.swing.JComponent[] {new JLabel(Bundle.LBL_Games()), gamesField},
                new javax.swing.JComponent[] {new JLabel(Bundle.LBL_Seed()), seedField},
                new javax.swing.JComponent[] {new JLabel(Bundle.LBL_Players()), levelField},
                new javax.swing.JComponent[] {new JLabel(Bundle.LBL_AnalyzeNote())});
        NotifyDescriptor ask = new NotifyDescriptor(form, Bundle.LBL_AnalyzeTitle(), NotifyDescriptor.OK_CANCEL_OPTION,
                NotifyDescriptor.PLAIN_MESSAGE, null, NotifyDescriptor.OK_OPTION);
        boolean ok = DialogDisplayer.getDefault().notify(ask) == NotifyDescriptor.OK_OPTION;
        host.focusBoard();      // typed element keys (H for Pit…) work again without a click on the board
        if (!ok) {
            return;
        }
        int n = ((Number) gamesModel.getNumber()).intValue();
        long s = ((Number) seedModel.getNumber()).longValue();
        lastLevel = (PlayerLevel) levelField.getSelectedItem();
        AnalysisSettings defaults = AnalysisSettings.of(n, s);
        start(host, host.model().board(), new AnalysisSettings(n, defaults.robots(), defaults.maxTurns(), s,
                defaults.threads(), lastLevel));
    }

    /** The level the next analysis is asked with (the panel's choice, or the dialog's last). */
    static PlayerLevel chosenLevel() {
        return lastLevel;
    }

    static void choose(PlayerLevel level) {
        lastLevel = level;
    }

    /** Shows a level by its command-line name: random, greedy, anticipating. */
    static javax.swing.ListCellRenderer<Object> levelRenderer() {
        return new javax.swing.DefaultListCellRenderer() {
            @Override
            public java.awt.Component getListCellRendererComponent(javax.swing.JList<?> list, Object value, int index,
                                                                   boolean selected, boolean focus) {
                return super.getListCellRendererComponent(list, value instanceof PlayerLevel l ? l.id() : value,
                        index, selected, focus);
            }
        };
    }

    /**
     * Runs the analysis of {@code board} with a progress bar in the status line and in the analysis panel (shown
     * at once); shows the result over {@code host}'s board.
     */
    static AnalysisJob start(BoardOverlayHost host, Board board, AnalysisSettings settings) {
        AtomicReference<AnalysisJob> job = new AtomicReference<>();
        ProgressHandle progress = ProgressHandle.createHandle(
                Bundle.LBL_Analyzing(board.name(), String.format("%,d", settings.games())), () -> {
                    AnalysisJob j = job.get();
                    if (j != null) {
                        j.cancel();
                    }
                    return true;
                });
        progress.start(settings.games());
        AnalysisOverlay overlay = host.overlay().orElse(null) instanceof AnalysisOverlay o ? o : new AnalysisOverlay(host);
        java.util.concurrent.atomic.AtomicBoolean ended = new java.util.concurrent.atomic.AtomicBoolean();
        MonotonicProgress units = new MonotonicProgress(n -> {
            synchronized (ended) {
                if (!ended.get()) {      // workers of a cancelled run may still report
                    progress.progress(n);
                }
            }
            SwingUtilities.invokeLater(() -> overlay.progress(n));
        });
        long started = System.nanoTime();
        job.set(AnalysisJob.start(board, settings, units, new AnalysisJob.Outcome() {
            @Override
            public void finished(AnalysisResult result) {
                OverlayModel data = new OverlayModel(result);
                SwingUtilities.invokeLater(() -> {
                    done(host, progress, ended);
                    if (!overlay.isRunning()) {
                        return;     // closed meanwhile
                    }
                    overlay.show(data);
                    StatusDisplayer.getDefault().setStatusText(Bundle.LBL_AnalysisDone(
                            String.format("%.1f", (System.nanoTime() - started) / 1e9)));
                });
            }

            @Override
            public void cancelled() {
                SwingUtilities.invokeLater(() -> {
                    done(host, progress, ended);
                    overlay.stopped();
                    StatusDisplayer.getDefault().setStatusText(Bundle.LBL_AnalysisCancelled());
                });
            }

            @Override
            public void failed(Throwable error) {
                SwingUtilities.invokeLater(() -> {
                    done(host, progress, ended);
                    overlay.stopped();
                    DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(
                            Bundle.LBL_AnalysisFailed(error.getMessage()), NotifyDescriptor.ERROR_MESSAGE));
                });
            }
        }));
        RUNNING.put(host, job.get());
        overlay.started(settings.games(), job.get()::cancel);
        return job.get();
    }

    private static void done(BoardOverlayHost host, ProgressHandle progress, java.util.concurrent.atomic.AtomicBoolean ended) {
        RUNNING.remove(host);
        synchronized (ended) {
            ended.set(true);
            progress.finish();
        }
    }
}
