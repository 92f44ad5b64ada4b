package org.rallyworkbench.engine.export.clients;

import java.util.Objects;

/**
 * One thing of our board that a client's format cannot hold as it is, at tile ({@code x}, {@code y}).
 * {@code element} is its {@link BoardElements} key; a {@link Kind#LOST} element reads back as {@code becomes}
 * (another key) or not at all ({@code null}); a {@link Kind#MOVED} one is written another way and reads back
 * unchanged; a {@link Kind#NOTE} is kept but the client treats it differently from our rules.
 */
public record Loss(int x, int y, Kind kind, String element, String becomes, String reason) {

    /** What happens to the element. */
    public enum Kind {
        /** Not in the written file (or only changed, see {@link Loss#becomes}): an export refuses it without --lossy. */
        LOST("lost"),
        /** Written another way the client reads (a wall on the neighbour's edge, a flag in the course file). */
        MOVED("moved"),
        /** Written, but the client's own rules treat it differently. */
        NOTE("note");

        private final String word;

        Kind(String word) {
            this.word = word;
        }

        public String word() {
            return word;
        }
    }

    public Loss {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(element, "element");
        Objects.requireNonNull(reason, "reason");
    }

    public static Loss lost(int x, int y, String element, String reason) {
        return new Loss(x, y, Kind.LOST, element, null, reason);
    }

    public static Loss changed(int x, int y, String element, String becomes, String reason) {
        return new Loss(x, y, Kind.LOST, element, becomes, reason);
    }

    public static Loss moved(int x, int y, String element, String reason) {
        return new Loss(x, y, Kind.MOVED, element, null, reason);
    }

    public static Loss note(int x, int y, String element, String reason) {
        return new Loss(x, y, Kind.NOTE, element, null, reason);
    }

    /** Whether this makes an export lossy (refused without --lossy). */
    public boolean isLoss() {
        return kind == Kind.LOST;
    }

    /** One line: {@code (x,y) element: lost — reason}, with what it reads back as when it changes. */
    @Override
    public String toString() {
        return "(" + x + "," + y + ") " + element + ": " + kind.word()
                + (becomes != null ? " (reads back as " + becomes + ")" : "") + " — " + reason;
    }
}
