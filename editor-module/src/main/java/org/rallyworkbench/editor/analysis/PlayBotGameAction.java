package org.rallyworkbench.editor.analysis;

import java.awt.event.ActionEvent;
import java.awt.event.ActionListener;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import javax.swing.JComboBox;
import javax.swing.JComponent;
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
import org.openide.filesystems.FileObject;
import org.openide.filesystems.FileUtil;
import org.openide.loaders.DataObject;
import org.openide.util.NbBundle.Messages;
import org.openide.util.RequestProcessor;
import org.openide.windows.TopComponent;
import org.rallyworkbench.editor.board.design.BoardOverlayHost;
import org.rallyworkbench.editor.scenario.file.ScenarioDataObject;
import org.rallyworkbench.editor.scenario.run.RunScenarioAction;
import org.rallyworkbench.editor.ui.SpinnerEnter;
import org.rallyworkbench.engine.analysis.BotGame;
import org.rallyworkbench.engine.bot.PlayerLevel;
import org.rallyworkbench.engine.io.AtomicFiles;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.RuleSetId;
import org.rallyworkbench.engine.xml.RecordedGameXml;

/**
 * Play a Bot Game… (Design view toolbar, Run menu): one seeded game of 8 bots of a chosen level on the board as it
 * stands, until won or 30 turns ({@link BotGame}), written as a scenario beside the board (never over a file) whose
 * expectations are the game's outcome, then run and shown in its Replay view, so a designer can watch good players
 * race.
 */
@ActionID(category = "Tools", id = PlayBotGameAction.ID)
@ActionRegistration(displayName = "#CTL_PlayBotGame")
@ActionReference(path = "Menu/Run", position = 410)
@Messages({
    "CTL_PlayBotGame=Play a Bot Game…",
    "HINT_PlayBotGame=Watch one seeded game of 8 bots on this board in a Replay view, saved as a scenario (also Run menu)",
    "LBL_BotGameTitle=Play a Bot Game",
    "LBL_BotGameNote=<html>8 robots, one on each start (start 1 first), played by bots of this level<br>"
        + "until one wins or 30 turns. The game is saved as a scenario beside the board<br>"
        + "(its expectations are the outcome) and opens in its Replay view.</html>",
    "# {0} - file", "LBL_BotGameFile=Saved as: {0}",
    "# {0} - board name", "LBL_BotGamePlaying=Playing a bot game on {0}",
    "# {0} - file", "LBL_BotGameWritten=Bot game written to {0}",
    "# {0} - file", "# {1} - reason", "LBL_BotGameNotWritten=The bot game could not be written to {0}: {1}",
    "# {0} - error", "LBL_BotGameFailed=The bot game failed: {0}"
})
public final class PlayBotGameAction implements ActionListener {

    public static final String ID = "org.rallyworkbench.editor.analysis.PlayBotGameAction";
    private static final RequestProcessor RP = new RequestProcessor(PlayBotGameAction.class.getName(), 1);
    /** The level and seed chosen last (event thread only). */
    private static PlayerLevel lastLevel = PlayerLevel.GREEDY;
    private static long lastSeed = 1;

    private final BoardOverlayHost host;

    public PlayBotGameAction(BoardOverlayHost host) {
        this.host = host;
    }

    @Override
    public void actionPerformed(ActionEvent e) {
        if (host.model().unparsedText().isPresent()) {
            DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(Bundle.LBL_Unreadable(),
                    NotifyDescriptor.WARNING_MESSAGE));
            return;
        }
        Board board = host.model().board();
        Path folder = boardFolder(host).orElse(Path.of(System.getProperty("user.home")));
        JComboBox<PlayerLevel> level = new JComboBox<>(PlayerLevel.values());
        level.setName("bot-level");
        level.setRenderer(AnalyzeBoardAction.levelRenderer());
        level.setSelectedItem(lastLevel);
        SpinnerNumberModel seedModel = new SpinnerNumberModel(Long.valueOf(lastSeed), null, null, Long.valueOf(1));
        JSpinner seed = new JSpinner(seedModel);
        seed.setEditor(new JSpinner.NumberEditor(seed, "0"));
        SpinnerEnter.pressesDefaultButton(seed);
        JLabel where = new JLabel();
        Runnable showWhere = () -> where.setText(Bundle.LBL_BotGameFile(
                target(folder, board, (PlayerLevel) level.getSelectedItem(), seedModel.getNumber().longValue())));
        level.addActionListener(ev -> showWhere.run());
        seedModel.addChangeListener(ev -> showWhere.run());
        showWhere.run();
        JPanel form = DialogForm.of(new JComponent[] {new JLabel(Bundle.LBL_Players()), level},
                new JComponent[] {new JLabel(Bundle.LBL_Seed()), seed},
                new JComponent[] {new JLabel(Bundle.LBL_BotGameNote())}, new JComponent[] {where});
        NotifyDescriptor ask = new NotifyDescriptor(form, Bundle.LBL_BotGameTitle(), NotifyDescriptor.OK_CANCEL_OPTION,
                NotifyDescriptor.PLAIN_MESSAGE, null, NotifyDescriptor.OK_OPTION);
        boolean ok = DialogDisplayer.getDefault().notify(ask) == NotifyDescriptor.OK_OPTION;
        host.focusBoard();
        if (!ok) {
            return;
        }
        lastLevel = (PlayerLevel) level.getSelectedItem();
        lastSeed = seedModel.getNumber().longValue();
        play(board, lastLevel, lastSeed, folder);
    }

    /** Plays off the event thread, writes the scenario, then runs it into its Replay view. */
    static RequestProcessor.Task play(Board board, PlayerLevel level, long seed, Path folder) {
        ProgressHandle progress = ProgressHandle.createHandle(Bundle.LBL_BotGamePlaying(board.name()));
        return RP.post(() -> {
            progress.start();
            Path file = target(folder, board, level, seed);
            try {
                BotGame game = BotGame.play(board, level, seed);
                String xml = RecordedGameXml.toXml(game.name(), game.description(), board, RuleSetId.HOUSE, seed,
                        game.robots(), game.turns(), game.end());
                AtomicFiles.writeString(file, xml);
                SwingUtilities.invokeLater(() -> open(file));
            } catch (IOException e) {
                SwingUtilities.invokeLater(() -> DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(
                        Bundle.LBL_BotGameNotWritten(file, e.getMessage()), NotifyDescriptor.ERROR_MESSAGE)));
            } catch (RuntimeException e) {
                SwingUtilities.invokeLater(() -> DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(
                        Bundle.LBL_BotGameFailed(e.getMessage()), NotifyDescriptor.ERROR_MESSAGE)));
            } finally {
                progress.finish();
            }
        });
    }

    private static void open(Path file) {
        StatusDisplayer.getDefault().setStatusText(Bundle.LBL_BotGameWritten(file));
        try {
            FileObject fo = FileUtil.toFileObject(FileUtil.normalizeFile(file.toFile()));
            if (fo != null && DataObject.find(fo) instanceof ScenarioDataObject scenario) {
                new RunScenarioAction(scenario).actionPerformed(null);     // runs it, then shows its Replay view
            }
        } catch (IOException e) {
            DialogDisplayer.getDefault().notify(new NotifyDescriptor.Message(
                    Bundle.LBL_BotGameNotWritten(file, e.getMessage()), NotifyDescriptor.ERROR_MESSAGE));
        }
    }

    /**
     * The scenario's file: {@code BOARD-LEVEL-bot-game-seed-N.scenario.xml} in {@code folder}, with {@code -2},
     * {@code -3}… when that name is taken (a file is never overwritten).
     */
    static Path target(Path folder, Board board, PlayerLevel level, long seed) {
        String base = board.name().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
        String stem = (base.isEmpty() ? "board" : base) + "-" + level.id() + "-bot-game-seed-" + seed;
        Path file = folder.resolve(stem + ".scenario.xml");
        for (int n = 2; Files.exists(file); n++) {
            file = folder.resolve(stem + "-" + n + ".scenario.xml");
        }
        return file;
    }

    /** The folder of the board file the Design view of {@code host} edits, if it is a file on disk. */
    private static Optional<Path> boardFolder(BoardOverlayHost host) {
        for (TopComponent tc : TopComponent.getRegistry().getOpened()) {
            if (tc.getLookup().lookup(BoardOverlayHost.class) == host) {
                DataObject dob = tc.getLookup().lookup(DataObject.class);
                File f = dob == null ? null : FileUtil.toFile(dob.getPrimaryFile());
                if (f != null && f.getParentFile() != null) {
                    return Optional.of(f.getParentFile().toPath());
                }
            }
        }
        return Optional.empty();
    }
}
