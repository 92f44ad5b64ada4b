package org.rallyworkbench.editor.scenario.replay;

import java.awt.Point;
import java.nio.file.Path;
import java.util.List;
import javax.swing.AbstractButton;
import org.rallyworkbench.editor.scenario.run.GuiSteps;

/**
 * Run by {@link ReplayPanelsGuiTest} in its own JVM on an X display: the real Replay view of a failing scenario,
 * driven with mouse clicks on its toolbar and register cells; after each click the panel beside the board must list
 * the cards of the register in acting order and the phase's events as the trace prints them. Prints a line per
 * check; exit code 0 when all hold. A picture of the view goes to the second argument.
 */
public record ReplayPanelsDriver(GuiSteps steps, ReplayElement element) {

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        ReplayElement element = ReplayWindow.show(ReplayWindow.open(file), file, 1200, 760);
        GuiSteps.runAndExit(steps -> new ReplayPanelsDriver(steps, element).run(Path.of(args[1])));
    }

    private void run(Path picture) throws Exception {
        GuiSteps.waitUntil("the run is loaded", () -> element.player().loaded());
        GuiSteps.closeStrayDialogs();
        // the view opens at the first failure: register 1's lasers
        steps.check("opens at the failure", "Cards · turn 1, register 1", () -> element.side().cardsTitle());
        steps.check("register 1 in acting order", List.of("red", "blue", "green"), this::robots);
        steps.check("the lasers' events", List.of("board laser at (0,2) hits red: 1 damage", "green's laser hits blue: 1 damage",
                "green's laser hits red: 1 damage", "red takes 2 damage (now 2)", "blue takes 1 damage (now 1)"),
                () -> element.side().eventsShown());
        ReplayWindow.picture(element, picture);
        AbstractButton forward = GuiSteps.find(element.getToolbarRepresentation(), AbstractButton.class,
                b -> "Step ▶".equals(b.getText()));
        int failureFrame = GuiSteps.onEdt(() -> element.player().index());
        steps.click(forward, new Point(forward.getWidth() / 2, forward.getHeight() / 2),
                () -> element.player().index() > failureFrame);
        GuiSteps.waitUntil("the step ends", () -> element.player().progress() >= 1);
        steps.check("Step ▶ moves to register 2", "Cards · turn 1, register 2", () -> element.side().cardsTitle());
        steps.check("register 2 in acting order", List.of("green", "red", "blue"), this::robots);
        steps.check("register 2's movement", List.of("green plays move1@500", "green moves W from (7,2) to (6,2)",
                "red plays right@420", "red turned from N to E", "blue plays left@80", "blue turned from S to E"),
                () -> element.side().eventsShown());
        RegisterStrip strip = GuiSteps.find(element, RegisterStrip.class, s -> true);
        steps.click(strip, new Point(44 * 2 + 20, 12),           // T1 R3
                () -> element.side().cardsTitle().endsWith("register 3"));
        steps.check("a click on T1 R3 jumps there", "Cards · turn 1, register 3", () -> element.side().cardsTitle());
        steps.check("nobody has a card in register 3", List.of("no card", "no card", "no card"),
                () -> element.side().cardsShown().stream().map(CardsView::words).toList());
        steps.check("green's coat has absorbed 2 by register 3", List.of("green", "    Ablative Coat (2 of 3 absorbed)",
                "    High-Power Laser"), () -> element.side().optionsShown());
        AbstractButton end = GuiSteps.find(element.getToolbarRepresentation(), AbstractButton.class,
                b -> "End ▶|".equals(b.getText()));
        steps.click(end, new Point(end.getWidth() / 2, end.getHeight() / 2),
                () -> element.player().index() == element.player().timeline().size() - 1);
        steps.check("at the end the coat is gone", List.of("green", "    High-Power Laser"),
                () -> element.side().optionsShown());
        AbstractButton start = GuiSteps.find(element.getToolbarRepresentation(), AbstractButton.class,
                b -> "|◀ Start".equals(b.getText()));
        steps.click(start, new Point(start.getWidth() / 2, start.getHeight() / 2), () -> element.player().index() == 0);
        steps.check("the start shows the coat's counter", List.of("green", "    Ablative Coat (1 of 3 absorbed)",
                "    High-Power Laser"), () -> element.side().optionsShown());
    }

    private List<String> robots() {
        return element.side().cardsShown().stream().map(RegisterCards.Row::robot).toList();
    }
}
