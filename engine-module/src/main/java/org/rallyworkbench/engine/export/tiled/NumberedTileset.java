package org.rallyworkbench.engine.export.tiled;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import org.rallyworkbench.engine.model.Direction;

/**
 * The numbered tiles one map needs beyond the project's tileset: a flag tile for each flag number outside
 * 1..{@value RallyTile#NUMBERED}, then four start tiles (drawn facing N, E, S, W) for each such start number,
 * in order of number. It is a tileset of the map's own because numbers have no upper bound (start numbers need
 * only be unique, so a board may hold start 1000): the project's tileset stays the same for every board, and
 * this one holds only the numbers its board uses. Empty for boards numbered 1..{@value RallyTile#NUMBERED}.
 */
final class NumberedTileset {

    /** The tileset's name in Tiled. */
    public static final String NAME = "rally-workbench-numbers";

    private final List<RallyTile> tiles = new ArrayList<>();
    private final Map<Integer, RallyTile> flags = new HashMap<>();
    private final Map<Integer, Integer> firstStartId = new HashMap<>();

    private NumberedTileset(Collection<Integer> flagNumbers, Collection<Integer> startNumbers) {
        for (int n : missingFromProjectTileset(flagNumbers)) {
            RallyTile flag = RallyTile.numberedFlag(tiles.size(), n);
            tiles.add(flag);
            flags.put(n, flag);
        }
        for (int n : missingFromProjectTileset(startNumbers)) {
            firstStartId.put(n, tiles.size());
            for (Direction d : Direction.values()) {
                tiles.add(RallyTile.numberedStart(tiles.size(), n, d));
            }
        }
    }

    /** The tileset for a board whose flags and starts carry these numbers (repeats and small ones are fine). */
    public static NumberedTileset of(Collection<Integer> flagNumbers, Collection<Integer> startNumbers) {
        return new NumberedTileset(flagNumbers, startNumbers);
    }

    /** Numbers above {@value RallyTile#NUMBERED}, and any below 1 that a board being drawn may hold. */
    private static TreeSet<Integer> missingFromProjectTileset(Collection<Integer> numbers) {
        TreeSet<Integer> result = new TreeSet<>();
        numbers.stream().filter(n -> !RallyTile.hasNumbered(n)).forEach(result::add);
        return result;
    }

    /** True when the project's tileset has every number the board needs. */
    public boolean isEmpty() {
        return tiles.isEmpty();
    }

    /** The tiles in id order. */
    public List<RallyTile> tiles() {
        return List.copyOf(tiles);
    }

    /** The tile of flag {@code number}, if this tileset has it. */
    public Optional<RallyTile> flag(int number) {
        return Optional.ofNullable(flags.get(number));
    }

    /** The tile of start {@code number} drawn facing {@code facing}, if this tileset has it. */
    public Optional<RallyTile> start(int number, Direction facing) {
        return Optional.ofNullable(firstStartId.get(number)).map(first -> tiles.get(first + facing.ordinal()));
    }
}
