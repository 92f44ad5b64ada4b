package org.rallyworkbench.editor.board.model;

import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Position;

/** Whole-board operations: resizing around an anchor and docking another board beside or above. */
public final class BoardOperations {

    /** Which part of the board stays put when it is resized. */
    public enum Anchor {
        NORTH_WEST(0, 0), NORTH(1, 0), NORTH_EAST(2, 0),
        WEST(0, 1), CENTRE(1, 1), EAST(2, 1),
        SOUTH_WEST(0, 2), SOUTH(1, 2), SOUTH_EAST(2, 2);

        private final int column;
        private final int row;

        Anchor(int column, int row) {
            this.column = column;
            this.row = row;
        }
    }

    private BoardOperations() {
    }

    /** The board at {@code width × height}: tiles gained are plain floor, tiles lost go with what stood on them. */
    public static Board resize(Board board, int width, int height, Anchor anchor) {
        int dx = (width - board.width()) * anchor.column / 2;
        int dy = (height - board.height()) * anchor.row / 2;
        Board.Builder b = Board.builder(board.name(), width, height).description(board.description());
        Regions.paste(b, board, new Position(dx, dy));
        return b.build();
    }

    /** Whether {@code other} placed beside {@code board} keeps the board within {@link Board#MAX_SIZE}. */
    public static boolean fitsBeside(Board board, Board other) {
        return board.width() + other.width() <= Board.MAX_SIZE;
    }

    /** Whether {@code other} placed above {@code board} keeps the board within {@link Board#MAX_SIZE}. */
    public static boolean fitsAbove(Board board, Board other) {
        return board.height() + other.height() <= Board.MAX_SIZE;
    }

    /** {@code other} placed east of {@code board}, top edges aligned; its flags and starts number on. */
    public static Board placeBeside(Board board, Board other) {
        Board.Builder b = Board.builder(board.name(), board.width() + other.width(),
                Math.max(board.height(), other.height())).description(board.description());
        Regions.paste(b, board, new Position(0, 0));
        Regions.paste(b, renumbered(other, board), new Position(board.width(), 0));
        return b.build();
    }

    /** {@code other} placed north of {@code board}, west edges aligned; its flags and starts number on. */
    public static Board placeAbove(Board board, Board other) {
        Board.Builder b = Board.builder(board.name(), Math.max(board.width(), other.width()),
                board.height() + other.height()).description(board.description());
        Regions.paste(b, renumbered(other, board), new Position(0, 0));
        Regions.paste(b, board, new Position(0, other.height()));
        return b.build();
    }

    /** {@code other} with flag and start numbers continuing after those of {@code board}, so none clash. */
    private static Board renumbered(Board other, Board board) {
        int flagOffset = board.lastFlagNumber();
        int startOffset = board.starts().stream().mapToInt(s -> s.number()).max().orElse(0);
        Board.Builder b = other.toBuilder();
        other.flags().forEach(f -> b.removeFlag(f).flag(f.position(), f.number() + flagOffset));
        other.starts().forEach(s -> b.removeStart(s).start(s.position(), s.number() + startOffset, s.facing()));
        return b.build();
    }
}
