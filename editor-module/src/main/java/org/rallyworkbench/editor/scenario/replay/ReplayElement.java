package org.rallyworkbench.editor.scenario.replay;

import java.awt.BorderLayout;
import java.util.List;
import java.util.Optional;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JScrollPane;
import javax.swing.event.ChangeListener;
import org.netbeans.core.spi.multiview.MultiViewElement;
import org.openide.awt.UndoRedo;
import org.openide.util.Lookup;
import org.openide.util.NbBundle.Messages;
import org.openide.windows.TopComponent;
import org.rallyworkbench.editor.scenario.design.ScenarioCanvas;
import org.rallyworkbench.editor.scenario.design.Sprite;
import org.rallyworkbench.editor.scenario.file.ScenarioDataObject;
import org.rallyworkbench.editor.scenario.file.ScenarioMimeResolver;
import org.rallyworkbench.editor.scenario.file.ScenarioRun;
import org.rallyworkbench.editor.scenario.file.ScenarioRuns;
import org.rallyworkbench.editor.scenario.file.ScenarioViews;
import org.rallyworkbench.editor.scenario.run.RunScenarioAction;
import org.rallyworkbench.editor.scenario.run.ScenarioViewElement;
import org.rallyworkbench.editor.scenario.run.ScenarioWindows;
import org.rallyworkbench.editor.ui.SteadyWidthButton;
import org.rallyworkbench.editor.ui.WrappingRowLayout;
import org.rallyworkbench.engine.model.GameState;
import org.rallyworkbench.engine.scenario.Verdict;

/**
 * The Replay tab: the last run of the scenario played from its event log, phase by phase, with the register of
 * the first failed expectation highlighted and the expected robots drawn as ghosts there.
 */
@Messages({
    "LBL_Scenario_REPLAY=Replay",
    "LBL_NotRun=Not run yet: press Run (Ctrl+F6).",
    "LBL_Play=Play", "LBL_Pause=Pause", "LBL_Back=◀ Step", "LBL_Forward=Step ▶", "LBL_First=|◀ Start", "LBL_Last=End ▶|",
    "TIP_First=Back to the start", "TIP_Last=The end of the run",
    "TIP_Back=One phase back", "TIP_Forward=One phase forward", "TIP_Play=Play or pause the replay",
    "LBL_Slower=Slower", "LBL_Faster=Faster", "TIP_Slower=Play the replay slower", "TIP_Faster=Play the replay faster",
    "LBL_Approve=Approve",
    "TIP_Approve=Make the actual outcome the scenario's expectations (one edit; Undo in the Source view takes it back)",
    "# {0} - outcome", "# {1} - where",
    "LBL_Status={0} · {1}",
    "# {0} - when", "# {1} - line", "# {2} - differences",
    "MSG_ExpectationFailed=Expectation failed {0} (line {1}): {2}"
})
@MultiViewElement.Registration(displayName = "#LBL_Scenario_REPLAY", iconBase = ScenarioDataObject.ICON,
        mimeType = ScenarioMimeResolver.MIME, persistenceType = TopComponent.PERSISTENCE_NEVER,
        preferredID = ScenarioViews.REPLAY, position = 2000)
public final class ReplayElement extends ScenarioViewElement {

    private final ScenarioRuns runs;
    private final Lookup lookup;
    private final ReplayPlayer player = new ReplayPlayer();
    private final ScenarioCanvas canvas = new ScenarioCanvas();
    private final RegisterStrip strip = new RegisterStrip(player);
    private final ReplaySidePanel side = new ReplaySidePanel(strip);
    private final JLabel where = new JLabel(Bundle.LBL_NotRun());
    // as wide as "Pause", so the buttons to its right stay put while it changes
    private final JButton playButton = new SteadyWidthButton(Bundle.LBL_Play(), Bundle.LBL_Pause());
    private final JButton approveButton = new JButton(Bundle.LBL_Approve());
    private final JButton slowerButton = new JButton(Bundle.LBL_Slower());
    private final JButton fasterButton = new JButton(Bundle.LBL_Faster());
    private final JLabel speedLabel = new JLabel();
    private final ChangeListener runListener = e -> load();
    private final ChangeListener playerListener = e -> repaintReplay();
    private ScenarioRun run;
    private Optional<FailureMark> failure = Optional.empty();

    public ReplayElement(Lookup context) {
        super(context, new BorderLayout());
        runs = dataObject.getLookup().lookup(ScenarioRuns.class);
        lookup = dataObject.getNodeDelegate().getLookup();
        add(new JScrollPane(canvas), BorderLayout.CENTER);
        add(side, BorderLayout.EAST);
        buildToolbar();
    }

    private void buildToolbar() {
        WrappingRowLayout.install(toolbar());     // wraps, never cuts off
        toolbar().add(RunScenarioAction.button(lookup));
        toolbar().addSeparator();
        JButton first = new JButton(Bundle.LBL_First());
        first.setToolTipText(Bundle.TIP_First());
        first.addActionListener(e -> player.jump(0));
        JButton back = new JButton(Bundle.LBL_Back());
        back.setToolTipText(Bundle.TIP_Back());
        back.addActionListener(e -> player.stepBack());
        playButton.setToolTipText(Bundle.TIP_Play());
        playButton.addActionListener(e -> {
            if (player.playing()) {
                player.pause();
            } else {
                player.play();
            }
        });
        JButton forward = new JButton(Bundle.LBL_Forward());
        forward.setToolTipText(Bundle.TIP_Forward());
        forward.addActionListener(e -> player.stepForward());
        JButton last = new JButton(Bundle.LBL_Last());
        last.setToolTipText(Bundle.TIP_Last());
        last.addActionListener(e -> player.jump(player.loaded() ? player.timeline().size() - 1 : 0));
        toolbar().add(first);
        toolbar().add(back);
        toolbar().add(playButton);
        toolbar().add(forward);
        toolbar().add(last);
        toolbar().addSeparator();
        slowerButton.setToolTipText(Bundle.TIP_Slower());
        slowerButton.addActionListener(e -> player.slower());
        fasterButton.setToolTipText(Bundle.TIP_Faster());
        fasterButton.addActionListener(e -> player.faster());
        toolbar().add(slowerButton);
        toolbar().add(speedLabel);
        toolbar().add(fasterButton);
        toolbar().addSeparator();
        approveButton.setToolTipText(Bundle.TIP_Approve());
        approveButton.setEnabled(false);
        approveButton.addActionListener(e -> approve());
        toolbar().add(approveButton);
        toolbar().addSeparator();
        toolbar().add(where);
    }

    private void approve() {
        if (run == null || !player.loaded()) {
            return;
        }
        // the Source view shows the change, and its Undo takes it back in one step
        ScenarioWindows.show(dataObject, ScenarioViews.SOURCE);
        UndoRedo sourceUndo = getUndoRedo();
        if (!ApproveInEditor.approve(dataObject, sourceUndo, run)) {
            ScenarioWindows.show(dataObject, ScenarioViews.REPLAY);
        }
    }

    /** Takes the last run of the scenario and shows it from the start, or at its first failure. */
    private void load() {
        run = runs.last().orElse(null);
        approveButton.setEnabled(run != null && run.initial().isPresent()
                && run.verdict().outcome() != Verdict.Outcome.INVALID);
        if (run == null || run.initial().isEmpty()) {
            player.load(null);
            strip.show(null, -1, -1);
            side.message(run == null ? Bundle.LBL_NotRun() : run.verdict().report(), run != null);
            canvas.show(run == null ? null : run.spec().board(), List.of(), List.of(), false);
            return;
        }
        GameState initial = run.initial().get();
        Timeline timeline = Timeline.of(initial, run.verdict().events());
        failure = FailureMark.first(run.verdict(), timeline);
        player.load(timeline);
        strip.show(timeline, failure.map(f -> timeline.get(f.frame()).turn()).orElse(-1),
                failure.map(f -> timeline.get(f.frame()).register()).orElse(-1));
        side.message(failure.map(f -> describe(f.failure())).orElse(run.verdict().headline()), failure.isPresent());
        failure.ifPresent(f -> player.jump(f.frame()));
        repaintReplay();
    }

    private static String describe(Verdict.Failure f) {
        return Bundle.MSG_ExpectationFailed(f.when(), f.location().line(),
                String.join("; ", f.differences().stream().map(Verdict.Difference::toString).toList()));
    }

    private void repaintReplay() {
        playButton.setText(player.playing() ? Bundle.LBL_Pause() : Bundle.LBL_Play());
        speedLabel.setText(" " + player.speed().label() + " ");
        slowerButton.setEnabled(player.speed().canGoSlower());
        fasterButton.setEnabled(player.speed().canGoFaster());
        if (!player.loaded() || run == null) {
            return;
        }
        Timeline timeline = player.timeline();
        int i = player.index();
        Frame frame = timeline.get(i);
        Frame before = timeline.get(Math.max(0, i - 1));
        List<Sprite> sprites = new java.util.ArrayList<>(Tween.sprites(before.poses(), frame.poses(), player.progress()));
        boolean atFailure = failure.isPresent() && failure.get().frame() == i && player.progress() >= 1;
        if (atFailure) {
            sprites.addAll(Tween.ghosts(failure.get().ghosts(), frame.poses()));
        }
        GameState initial = run.initial().get();
        OptionEffects effects = OptionEffects.of(frame, HeldOptions.at(initial, timeline, Math.max(0, i - 1)));
        double t = player.progress();
        canvas.setOverlay((g, tile) -> OptionEffectPainter.paint(g, effects, before.poses(), frame.poses(), t, tile));
        canvas.show(run.spec().board(), sprites, Tween.beams(frame, t, effects::drawsHit), atFailure);
        side.show(timeline, i, t, initial, run.spec().robots().stream().map(r -> r.name()).toList());
        where.setText(Bundle.LBL_Status(run.verdict().outcome(), frame.label()));
        strip.repaint();
    }

    /** For tests and screenshots: the player behind the view. */
    public ReplayPlayer player() {
        return player;
    }

    /** For tests: the panel beside the board. */
    ReplaySidePanel side() {
        return side;
    }

    @Override
    public Lookup getLookup() {
        return lookup;
    }

    @Override
    public void componentOpened() {
        runs.addChangeListener(runListener);
        player.addChangeListener(playerListener);
        load();
    }

    @Override
    public void componentClosed() {
        runs.removeChangeListener(runListener);
        player.removeChangeListener(playerListener);
        player.dispose();
    }

    @Override
    public void componentHidden() {
        player.pause();
    }
}
