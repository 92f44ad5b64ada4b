package org.rallyworkbench.engine.export.fiasko;

import java.util.ArrayList;
import java.util.List;
import org.rallyworkbench.engine.export.clients.ClientImport;
import org.rallyworkbench.engine.export.clients.Loss;
import org.rallyworkbench.engine.export.clients.Problems;
import org.rallyworkbench.engine.export.clients.WallPlacement;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Rotation;
import org.rallyworkbench.engine.xml.FormatException;

/**
 * Reads a Fiasko text board the way {@code BoardLoaderUtil.loadBoardGrids} does (file orientation), turning
 * its tiles and wall tokens into our model by Fiasko's rules: every pit type is a hole, COGWHEEL_RIGHT turns
 * clockwise, a wall laser fires away from its wall, odd/even pushers act in registers 1 3 5 / 2 4, every start
 * faces ROBOT_SPAWN_1's direction.
 */
final class FiaskoReader {

    private final String[] lines;
    private final Problems problems;
    private final List<Loss> notes = new ArrayList<>();
    private Board.Builder builder;
    private Direction spawnFacing = Direction.N;

    FiaskoReader(String text, String file) {
        this.lines = text.split("\r?\n", -1);
        this.problems = new Problems(file);
    }

    ClientImport read(String name) throws FormatException {
        String[] size = lines[0].strip().split(" +");
        int width = size.length == 2 ? number(size[0]) : -1;
        int height = size.length == 2 ? number(size[1]) : -1;
        if (width < 1 || height < 1 || width > Board.MAX_SIZE || height > Board.MAX_SIZE) {
            throw problems.fail(1, 1, "expected the header 'WIDTH HEIGHT' (1.." + Board.MAX_SIZE + " each), not '"
                    + shorten(lines[0]) + "'");
        }
        if (lines.length < 1 + 2 * height) {
            throw problems.fail(lines.length, 1, "a " + width + "x" + height + " Fiasko board has " + height
                    + " tile lines and " + height + " wall lines after its header; the file ends after "
                    + (lines.length - 1));
        }
        builder = Board.builder(name, width, height);
        String[][] tileTokens = new String[height][];
        for (int y = 0; y < height; y++) {
            tileTokens[y] = row(1 + y, width);
            findSpawnFacing(tileTokens[y], 1 + y);
        }
        for (int y = 0; y < height; y++) {
            tiles(tileTokens[y], 1 + y, y);
        }
        for (int y = 0; y < height; y++) {
            walls(row(1 + height + y, width), 1 + height + y, y);
        }
        for (int i = 1 + 2 * height; i < lines.length; i++) {
            if (!lines[i].isBlank()) {
                problems.add(i + 1, 1, "text after the wall grid; a Fiasko board ends there");
                break;
            }
        }
        problems.throwIfAny();
        return new ClientImport(builder.build(), notes);
    }

    private String[] row(int index, int width) {
        String line = lines[index];
        // Split into at most width + 1 pieces: a line of millions of tokens must not become millions of strings.
        String[] tokens = line.isEmpty() ? new String[0] : line.split(" ", width + 1);
        if (tokens.length > width) {
            if (!tokens[width].isBlank()) {
                problems.add(index + 1, column(tokens, width), "expected " + width + " tokens separated by single "
                        + "blanks, found more");
            }
            tokens = java.util.Arrays.copyOf(tokens, width);
        } else if (tokens.length < width) {
            problems.add(index + 1, line.length() + 1, "expected " + width + " tokens separated by single blanks, "
                    + "found " + tokens.length);
        }
        return tokens;
    }

    private static int column(String[] tokens, int x) {
        int c = 1;
        for (int i = 0; i < x; i++) {
            c += tokens[i].length() + 1;
        }
        return c;
    }

    private void findSpawnFacing(String[] tokens, int index) {
        for (String token : tokens) {
            int[] t = pair(token);
            if (t != null && t[0] == FiaskoTile.ROBOT_SPAWN_1 && t[1] % 2 == 1 && t[1] <= 7) {
                spawnFacing = FiaskoTile.cardinal(t[1]);
            }
        }
    }

    private void tiles(String[] tokens, int index, int y) {
        for (int x = 0; x < Math.min(tokens.length, builder.width()); x++) {
            int[] t = pair(tokens[x]);
            int line = index + 1;
            int col = column(tokens, x);
            if (t == null) {
                problems.add(line, col, "expected a tile token TYPE;DIRECTION, not '" + shorten(tokens[x]) + "'");
                continue;
            }
            if (t[1] < 1 || t[1] > 8 || t[1] % 2 == 0) {
                problems.add(line, col, "tile direction " + t[1] + " is not one of 1 (N), 3 (E), 5 (S), 7 (W)");
                continue;
            }
            tile(x, y, t[0], FiaskoTile.cardinal(t[1]), line, col);
        }
    }

    private void tile(int x, int y, int type, Direction d, int line, int col) {
        if (type == FiaskoTile.TILE) {
            return;
        }
        if (type == FiaskoTile.HOLE || type >= FiaskoTile.PIT_FIRST && type <= FiaskoTile.PIT_LAST) {
            builder.pit(x, y);
        } else if (type == FiaskoTile.COGWHEEL_RIGHT || type == FiaskoTile.COGWHEEL_LEFT) {
            builder.gear(x, y, type == FiaskoTile.COGWHEEL_RIGHT ? Rotation.CW : Rotation.CCW);
        } else if (type >= FiaskoTile.CONVEYOR_SLOW && type < FiaskoTile.CONVEYOR_FAST + 6) {
            builder.conveyor(x, y, d, type >= FiaskoTile.CONVEYOR_FAST);
        } else if (type >= FiaskoTile.FLAG_1 && type < FiaskoTile.FLAG_1 + FiaskoTile.MAX_FLAG) {
            builder.flag(x, y, type - FiaskoTile.FLAG_1 + 1);
        } else if (type == FiaskoTile.WRENCH || type == FiaskoTile.WRENCH_AND_HAMMER) {
            builder.repair(x, y, type == FiaskoTile.WRENCH_AND_HAMMER);
        } else if (type >= FiaskoTile.ROBOT_SPAWN_1 && type < FiaskoTile.ROBOT_SPAWN_1 + FiaskoTile.MAX_SPAWN) {
            int number = type - FiaskoTile.ROBOT_SPAWN_1 + 1;
            builder.start(x, y, number, spawnFacing);
            if (d != spawnFacing) {
                notes.add(Loss.note(x, y, "ROBOT_SPAWN_" + number + " facing " + d, "read as facing " + spawnFacing
                        + ": Fiasko turns every robot to ROBOT_SPAWN_1's direction"));
            }
        } else {
            problems.add(line, col, "unknown Fiasko tile type " + type + " (known: 1..35)");
        }
    }

    private void walls(String[] tokens, int index, int y) {
        for (int x = 0; x < Math.min(tokens.length, builder.width()); x++) {
            if (tokens[x].equals("0")) {
                continue;
            }
            int[] t = pair(tokens[x]);
            int line = index + 1;
            int col = column(tokens, x);
            if (t == null) {
                problems.add(line, col, "expected 0 or a wall token TYPE;DIRECTION, not '" + shorten(tokens[x]) + "'");
            } else if (t[1] < 1 || t[1] > 8) {
                problems.add(line, col, "wall direction " + t[1] + " is not 1..8");
            } else if (t[1] % 2 == 0 && t[0] != FiaskoTile.WALL_CORNER) {
                problems.add(line, col, "only WALL_CORNER (2) may have a diagonal direction, not wall type " + t[0]);
            } else {
                wall(x, y, t[0], t[1], line, col);
            }
        }
    }

    private void wall(int x, int y, int type, int dirId, int line, int col) {
        if (type == FiaskoTile.WALL_CORNER && dirId % 2 == 0) {
            for (Direction side : FiaskoTile.cornerSides(dirId)) {
                builder.wall(x, y, side);
            }
            return;
        }
        Direction d = FiaskoTile.cardinal(dirId);
        switch (type) {
            case FiaskoTile.WALL_NORMAL -> builder.wall(x, y, d);
            case FiaskoTile.WALL_CORNER -> {
                builder.wall(x, y, d);
                notes.add(Loss.note(x, y, "WALL_CORNER " + d, "read as one wall on side " + d + ", as Fiasko's "
                        + "Board.hasWallFacing does (it draws a corner)"));
            }
            case FiaskoTile.WALL_LASER_SINGLE, FiaskoTile.WALL_LASER_DOUBLE, FiaskoTile.WALL_LASER_TRIPLE -> {
                builder.wall(x, y, d);
                int beams = type == FiaskoTile.WALL_LASER_SINGLE ? 1 : type == FiaskoTile.WALL_LASER_DOUBLE ? 2 : 3;
                builder.laser(x, y, d.opposite(), beams);
            }
            case FiaskoTile.WALL_PUSHER_ODD -> builder.pusher(x, y, d, WallPlacement.ODD);
            case FiaskoTile.WALL_PUSHER_EVEN -> builder.pusher(x, y, d, WallPlacement.EVEN);
            default -> problems.add(line, col, "unknown Fiasko wall type " + type + " (known: 1..7)");
        }
    }

    /** TYPE;DIRECTION as two numbers, or null. */
    private static int[] pair(String token) {
        int semi = token.indexOf(';');
        if (semi < 1 || semi == token.length() - 1) {
            return null;
        }
        int a = number(token.substring(0, semi));
        int b = number(token.substring(semi + 1));
        return a < 0 || b < 0 ? null : new int[] {a, b};
    }

    /** A small non-negative decimal number, or -1. */
    private static int number(String s) {
        if (s.isEmpty() || s.length() > 4) {
            return -1;
        }
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                return -1;
            }
        }
        return Integer.parseInt(s);
    }

    private static String shorten(String s) {
        return s.length() > 40 ? s.substring(0, 40) + "…" : s;
    }

}
