package org.rallyworkbench.editor.scenario.design;

import java.awt.Cursor;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import org.rallyworkbench.engine.model.Position;

/**
 * The Design view's mouse: pressing on a robot selects it, dragging it shows where it goes, releasing places it
 * there. What a robot is and what placing means are the view's: this class only follows the mouse.
 */
public final class DesignMouse extends MouseAdapter {

    private final ScenarioCanvas canvas;
    private final java.util.function.Function<Position, Optional<String>> robotAt;
    private final Consumer<String> select;
    private final BiConsumer<String, Position> preview;
    private final BiConsumer<String, Position> place;
    private String dragging;
    private Position from;

    public DesignMouse(ScenarioCanvas canvas, java.util.function.Function<Position, Optional<String>> robotAt,
                       Consumer<String> select, BiConsumer<String, Position> preview, BiConsumer<String, Position> place) {
        this.canvas = canvas;
        this.robotAt = robotAt;
        this.select = select;
        this.preview = preview;
        this.place = place;
    }

    public void install() {
        canvas.addMouseListener(this);
        canvas.addMouseMotionListener(this);
    }

    @Override
    public void mousePressed(MouseEvent e) {
        Optional<Position> tile = canvas.tileAt(e.getPoint());
        Optional<String> robot = tile.flatMap(robotAt);
        select.accept(robot.orElse(null));
        dragging = robot.orElse(null);
        from = tile.orElse(null);
        canvas.requestFocusInWindow();
    }

    @Override
    public void mouseDragged(MouseEvent e) {
        if (dragging != null) {
            canvas.setCursor(Cursor.getPredefinedCursor(Cursor.MOVE_CURSOR));
            canvas.tileAt(e.getPoint()).ifPresent(p -> preview.accept(dragging, p));
        }
    }

    @Override
    public void mouseReleased(MouseEvent e) {
        canvas.setCursor(Cursor.getDefaultCursor());
        if (dragging != null) {
            String robot = dragging;
            dragging = null;
            canvas.tileAt(e.getPoint()).filter(p -> !p.equals(from)).ifPresentOrElse(
                    p -> place.accept(robot, p), () -> preview.accept(robot, from));
        }
    }
}
