package org.rallyworkbench.engine.export.json;

import org.rallyworkbench.engine.export.SampleBoards;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.rallyworkbench.engine.model.Board;

/** What the JSON exporter writes validates against the schema shipped beside it; broken boards do not. */
class JsonSchemaTest {

    private static JsonSchema schema;
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @BeforeAll
    static void loadSchema() throws Exception {
        try (InputStream in = JsonExporter.class.getResourceAsStream(JsonExporter.SCHEMA_RESOURCE)) {
            schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(in);
        }
    }

    static List<Board> boards() {
        return SampleBoards.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("boards")
    void exportValidates(Board board) throws Exception {
        Set<ValidationMessage> errors = schema.validate(MAPPER.readTree(new JsonExporter().write(board)));
        assertTrue(errors.isEmpty(), errors::toString);
    }

    @Test
    void schemaRejectsWhatTheImporterRejects() throws Exception {
        JsonNode bad = MAPPER.readTree("""
                {"format": "rally-workbench-board", "version": 1, "name": "x", "width": 2, "height": 2,
                 "tiles": [{"x": 0, "y": 0, "type": "gear"}, {"x": 1, "y": 0, "type": "pit", "dir": "N"}],
                 "lasers": [{"x": 0, "y": 0, "dir": "Q", "beams": 4}],
                 "pushers": [{"x": 0, "y": 0, "side": "N", "registers": [1, 1]}]}""");
        assertFalse(schema.validate(bad).isEmpty());
    }

    @Test
    void docsCarryTheSameSchema() throws Exception {
        try (InputStream in = JsonExporter.class.getResourceAsStream(JsonExporter.SCHEMA_RESOURCE)) {
            assertEquals(new String(in.readAllBytes()),
                    Files.readString(Path.of("..", "docs", "formats", "board.schema.json")),
                    "docs/formats/board.schema.json is a copy of the resource; copy it again");
        }
    }
}
