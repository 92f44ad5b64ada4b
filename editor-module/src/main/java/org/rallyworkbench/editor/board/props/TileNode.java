package org.rallyworkbench.editor.board.props;

import java.beans.PropertyEditor;
import java.lang.reflect.InvocationTargetException;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.openide.nodes.AbstractNode;
import org.openide.nodes.Children;
import org.openide.nodes.PropertySupport;
import org.openide.nodes.Sheet;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.board.model.BoardModel;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.Direction;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Laser;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Pusher;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Rotation;

/**
 * One tile of an open board, for the Properties window: a sheet set per thing standing on it (floor
 * element, flag, start, laser, pusher), each attribute editable. Every change is one undoable command.
 */
@Messages({
    "LBL_PropLaser=Laser",
    "LBL_PropPusher=Pusher",
    "LBL_PropTile=Tile",
    "LBL_PropPosition=Position",
    "LBL_PropFloor=Floor",
    "LBL_PropConveyor=Conveyor",
    "LBL_PropDirection=Direction",
    "LBL_PropExpress=Express",
    "LBL_PropGear=Gear",
    "LBL_PropRotation=Rotation",
    "LBL_PropRepair=Repair",
    "LBL_PropDouble=Double",
    "LBL_PropCrusher=Crusher",
    "LBL_PropRegisters=Registers",
    "LBL_PropFlag=Flag",
    "LBL_PropNumber=Number",
    "LBL_PropStart=Start",
    "LBL_PropFacing=Facing",
    "LBL_PropBeams13=Beams (1-3)",
    "LBL_PropWallSide=Wall side",
    "# {0} - tile",
    "LBL_TileNode=Tile {0}",
    "# {0} - title",
    "# {1} - number",
    "# {2} - count",
    "LBL_NumberedTitle={0} {1} of {2}",
    "LBL_PlainFloor=plain floor",
    "# {0} - property",
    "UNDO_SetProperty=Set {0}"
})
public final class TileNode extends AbstractNode {

    private static final String[] DIRECTIONS = {"N", "E", "S", "W"};

    private final BoardModel model;
    private final Position tile;

    /** {@code fileLookup}: the board file's, so Save and the like keep working while a tile is shown. */
    public TileNode(BoardModel model, Position tile, org.openide.util.Lookup fileLookup) {
        super(Children.LEAF, fileLookup);
        this.model = model;
        this.tile = tile;
        setDisplayName(Bundle.LBL_TileNode(tile));
    }

    public Position tile() {
        return tile;
    }

    /** The board changed: the sheet is rebuilt, as what stands on the tile may have changed. */
    public void refresh() {
        setSheet(createSheet());
    }

    @Override
    protected Sheet createSheet() {
        Sheet sheet = Sheet.createDefault();
        Board b = model.board();
        Sheet.Set tileSet = Sheet.createPropertiesSet();
        tileSet.setDisplayName(Bundle.LBL_PropTile());
        tileSet.put(readOnly("position", Bundle.LBL_PropPosition(), String.class, x -> tile.toString()));
        tileSet.put(readOnly("floor", Bundle.LBL_PropFloor(), String.class, x -> floorName(b.floorOrNull(tile.x(), tile.y()))));
        sheet.put(tileSet);
        FloorElement e = b.floorOrNull(tile.x(), tile.y());
        if (e instanceof FloorElement.Conveyor) {
            Sheet.Set s = set("conveyor", Bundle.LBL_PropConveyor());
            s.put(choice("dir", Bundle.LBL_PropDirection(), DIRECTIONS,
                    bb -> ((FloorElement.Conveyor) bb.floorOrNull(tile.x(), tile.y())).dir().name(),
                    (bb, v) -> TileEdits.conveyorDirection(bb, tile, Direction.parse(v))));
            s.put(editable("express", Bundle.LBL_PropExpress(), Boolean.class,
                    bb -> ((FloorElement.Conveyor) bb.floorOrNull(tile.x(), tile.y())).express(),
                    (bb, v) -> TileEdits.conveyorExpress(bb, tile, v)));
            sheet.put(s);
        } else if (e instanceof FloorElement.Gear) {
            Sheet.Set s = set("gear", Bundle.LBL_PropGear());
            s.put(choice("rotation", Bundle.LBL_PropRotation(), new String[] {"cw", "ccw"},
                    bb -> ((FloorElement.Gear) bb.floorOrNull(tile.x(), tile.y())).rotation().xmlName(),
                    (bb, v) -> TileEdits.gearRotation(bb, tile, Rotation.parse(v))));
            sheet.put(s);
        } else if (e instanceof FloorElement.Repair) {
            Sheet.Set s = set("repair", Bundle.LBL_PropRepair());
            s.put(editable("double", Bundle.LBL_PropDouble(), Boolean.class,
                    bb -> ((FloorElement.Repair) bb.floorOrNull(tile.x(), tile.y())).isDouble(),
                    (bb, v) -> TileEdits.repairDouble(bb, tile, v)));
            sheet.put(s);
        } else if (e instanceof FloorElement.Crusher) {
            Sheet.Set s = set("crusher", Bundle.LBL_PropCrusher());
            s.put(editable("registers", Bundle.LBL_PropRegisters(), String.class,
                    bb -> ((FloorElement.Crusher) bb.floorOrNull(tile.x(), tile.y())).registers().toString(),
                    (bb, v) -> TileEdits.crusherRegisters(bb, tile, Registers.parse(v))));
            sheet.put(s);
        }
        if (b.flagAt(tile).isPresent()) {
            Sheet.Set s = set("flag", Bundle.LBL_PropFlag());
            s.put(editable("number", Bundle.LBL_PropNumber(), Integer.class, bb -> bb.flagAt(tile).get().number(),
                    (bb, v) -> TileEdits.flagNumber(bb, tile, v)));
            sheet.put(s);
        }
        if (b.startAt(tile).isPresent()) {
            Sheet.Set s = set("start", Bundle.LBL_PropStart());
            s.put(editable("number", Bundle.LBL_PropNumber(), Integer.class, bb -> bb.startAt(tile).get().number(),
                    (bb, v) -> TileEdits.startNumber(bb, tile, v)));
            s.put(choice("facing", Bundle.LBL_PropFacing(), DIRECTIONS, bb -> bb.startAt(tile).get().facing().name(),
                    (bb, v) -> TileEdits.startFacing(bb, tile, Direction.parse(v))));
            sheet.put(s);
        }
        numberedSets(sheet, "laser", Bundle.LBL_PropLaser(), b.lasersAt(tile).size(), (s, n) -> {
            s.put(choice("dir", Bundle.LBL_PropDirection(), DIRECTIONS, bb -> laser(bb, n).dir().name(),
                    (bb, v) -> TileEdits.laserDirection(bb, tile, n, Direction.parse(v))));
            s.put(editable("beams", Bundle.LBL_PropBeams13(), Integer.class, bb -> laser(bb, n).beams(),
                    (bb, v) -> TileEdits.laserBeams(bb, tile, n, v)));
        });
        numberedSets(sheet, "pusher", Bundle.LBL_PropPusher(), b.pushersAt(tile).size(), (s, n) -> {
            s.put(choice("side", Bundle.LBL_PropWallSide(), DIRECTIONS, bb -> pusher(bb, n).side().name(),
                    (bb, v) -> TileEdits.pusherSide(bb, tile, n, Direction.parse(v))));
            s.put(editable("registers", Bundle.LBL_PropRegisters(), String.class, bb -> pusher(bb, n).registers().toString(),
                    (bb, v) -> TileEdits.pusherRegisters(bb, tile, n, Registers.parse(v))));
        });
        return sheet;
    }

    /** A set for each of the tile's {@code count} lasers (or pushers), named and titled by number. */
    private static void numberedSets(Sheet sheet, String name, String title, int count,
            BiConsumer<Sheet.Set, Integer> fill) {
        for (int i = 0; i < count; i++) {
            Sheet.Set s = set(numbered(name, i), numberedTitle(title, i, count));
            fill.accept(s, i);
            sheet.put(s);
        }
    }

    /** The {@code i}th laser of this tile (the sheet is rebuilt when the board changes, so it exists). */
    private Laser laser(Board bb, int i) {
        return bb.lasersAt(tile).get(i);
    }

    private Pusher pusher(Board bb, int i) {
        return bb.pushersAt(tile).get(i);
    }

    /** Set names: {@code laser}, {@code laser2}, … */
    private static String numbered(String name, int i) {
        return i == 0 ? name : name + (i + 1);
    }

    /** Set titles: "Laser" when alone, else "Laser 1 of 2", … */
    private static String numberedTitle(String title, int i, int count) {
        return count == 1 ? title : Bundle.LBL_NumberedTitle(title, i + 1, count);
    }

    private static String floorName(FloorElement e) {
        return e == null ? Bundle.LBL_PlainFloor() : e.getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT);
    }

    private static Sheet.Set set(String name, String displayName) {
        Sheet.Set s = new Sheet.Set();
        s.setName(name);
        s.setDisplayName(displayName);
        return s;
    }

    private <T> PropertySupport.ReadOnly<T> readOnly(String name, String displayName, Class<T> type,
            Function<Board, T> get) {
        return new PropertySupport.ReadOnly<>(name, type, displayName, null) {
            @Override
            public T getValue() {
                return get.apply(model.board());
            }
        };
    }

    private <T> PropertySupport.ReadWrite<T> editable(String name, String displayName, Class<T> type,
            Function<Board, T> get, BiFunction<Board, T, Board> set) {
        return new PropertySupport.ReadWrite<>(name, type, displayName, null) {
            @Override
            public T getValue() {
                try {
                    return get.apply(model.board());
                } catch (IndexOutOfBoundsException gone) {
                    return null;    // the element went in an edit; the sheet is being rebuilt
                }
            }

            @Override
            public void setValue(T value) throws InvocationTargetException {
                try {
                    model.apply(Bundle.UNDO_SetProperty(displayName), set.apply(model.board(), value));
                } catch (IllegalArgumentException e) {
                    throw new InvocationTargetException(e, e.getMessage());
                }
            }
        };
    }

    private PropertySupport.ReadWrite<String> choice(String name, String displayName, String[] choices,
            Function<Board, String> get, BiFunction<Board, String, Board> set) {
        PropertySupport.ReadWrite<String> p = editable(name, displayName, String.class, get, set);
        return new PropertySupport.ReadWrite<>(name, String.class, displayName, null) {
            @Override
            public String getValue() throws IllegalAccessException, InvocationTargetException {
                return p.getValue();
            }

            @Override
            public void setValue(String value) throws IllegalAccessException, InvocationTargetException {
                p.setValue(value);
            }

            @Override
            public PropertyEditor getPropertyEditor() {
                return new ChoiceEditor(choices);
            }
        };
    }
}
