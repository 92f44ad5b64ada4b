package org.rallyworkbench.engine.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.rallyworkbench.engine.model.Board;

/**
 * The stored files in src/test/resources/golden/ that the exports must match byte for byte; after an intended
 * change, run with {@code -Dgolden.update=true} and review the diff.
 */
public final class Golden {

    /** The board most golden files hold ("golden-gate.*"). */
    public static final Board BOARD = TestBoards.small();

    /** The tile size, in pixels, of the golden maps, tilesets and pictures ("rally-workbench-32.tsx"). */
    public static final int TILE = 32;

    private static final Path GOLDEN = Path.of("src", "test", "resources", "golden");

    private Golden() {
    }

    public static void assertGolden(String name, String actual) throws Exception {
        Path file = GOLDEN.resolve(name);
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(GOLDEN);
            Files.writeString(file, actual);
        }
        assertEquals(Files.readString(file), actual, name + " differs from " + file
                + " (after an intended change: -Dgolden.update=true, then review the diff)");
    }
}
