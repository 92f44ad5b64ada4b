package org.rallyworkbench.engine.export.json;

import org.rallyworkbench.engine.render.WallEdge;
import java.util.ArrayList;
import java.util.List;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.model.FloorElement;
import org.rallyworkbench.engine.model.Flag;
import org.rallyworkbench.engine.model.Laser;
import org.rallyworkbench.engine.model.Position;
import org.rallyworkbench.engine.model.Pusher;
import org.rallyworkbench.engine.model.Registers;
import org.rallyworkbench.engine.model.Start;
import org.rallyworkbench.engine.model.Wall;

/**
 * Writes a board in the JSON board format for web clients (docs/formats/json.md, schema
 * {@value #SCHEMA_RESOURCE}). Walls are grid edges, lasers are emitters, register sets are lists.
 */
public final class JsonExporter {

    public static final String FORMAT = "rally-workbench-board";
    public static final int VERSION = 1;
    /** The JSON Schema of the format, a class-path resource. */
    public static final String SCHEMA_RESOURCE = "/org/rallyworkbench/engine/export/board.schema.json";

    public String write(Board board) {
        return JsonPrinter.print(toJson(board));
    }

    public JsonValue.JsonObject toJson(Board board) {
        return JsonValue.object()
                .put("format", FORMAT)
                .put("version", VERSION)
                .put("name", board.name())
                .put("description", board.description())
                .put("width", board.width())
                .put("height", board.height())
                .put("tiles", tiles(board))
                .put("walls", walls(board))
                .put("lasers", JsonValue.array(board.lasers().stream().map(JsonExporter::laser).toList()))
                .put("pushers", JsonValue.array(board.pushers().stream().map(JsonExporter::pusher).toList()))
                .put("flags", JsonValue.array(board.flags().stream().map(JsonExporter::flag).toList()))
                .put("starts", JsonValue.array(board.starts().stream().map(JsonExporter::start).toList()))
                .build();
    }

    private static JsonValue tiles(Board board) {
        List<JsonValue> tiles = new ArrayList<>();
        board.forEachFloor((x, y, e) -> tiles.add(tile(x, y, e)));
        return JsonValue.array(tiles);
    }

    private static JsonValue tile(int x, int y, FloorElement e) {
        JsonValue.ObjectBuilder o = JsonValue.object().put("x", x).put("y", y);
        if (e instanceof FloorElement.Pit) {
            o.put("type", "pit");
        } else if (e instanceof FloorElement.Conveyor c) {
            o.put("type", "conveyor").put("dir", c.dir().name()).put("express", c.express());
        } else if (e instanceof FloorElement.Gear g) {
            o.put("type", "gear").put("rotation", g.rotation().xmlName());
        } else if (e instanceof FloorElement.Repair r) {
            o.put("type", "repair").put("double", r.isDouble());
        } else if (e instanceof FloorElement.Crusher c) {
            o.put("type", "crusher").put("registers", registers(c.registers()));
        }
        return o.build();
    }

    private static JsonValue walls(Board board) {
        List<JsonValue> walls = new ArrayList<>();
        for (Wall w : board.walls()) {
            WallEdge e = WallEdge.of(w);
            walls.add(JsonValue.object()
                    .put("from", JsonValue.array(List.of(JsonValue.of(e.x1()), JsonValue.of(e.y1()))))
                    .put("to", JsonValue.array(List.of(JsonValue.of(e.x2()), JsonValue.of(e.y2()))))
                    .build());
        }
        return JsonValue.array(walls);
    }

    private static JsonValue laser(Laser l) {
        return at(l.position()).put("dir", l.dir().name()).put("beams", l.beams()).build();
    }

    private static JsonValue pusher(Pusher p) {
        return at(p.position()).put("side", p.side().name()).put("registers", registers(p.registers())).build();
    }

    private static JsonValue flag(Flag f) {
        return at(f.position()).put("number", f.number()).build();
    }

    private static JsonValue start(Start s) {
        return at(s.position()).put("number", s.number()).put("facing", s.facing().name()).build();
    }

    private static JsonValue.ObjectBuilder at(Position p) {
        return JsonValue.object().put("x", p.x()).put("y", p.y());
    }

    private static JsonValue registers(Registers r) {
        return JsonValue.array(r.asList().stream().map(n -> JsonValue.of(n.longValue())).toList());
    }
}
