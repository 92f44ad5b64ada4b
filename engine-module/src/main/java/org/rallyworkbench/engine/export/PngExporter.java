package org.rallyworkbench.engine.export;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import javax.imageio.ImageIO;
import org.rallyworkbench.engine.model.Board;

/**
 * Writes a board as a PNG picture drawn by {@link BoardRenderer}. The file appears complete or not at all:
 * the image goes to a temporary file beside the target, which is then renamed over it.
 */
public final class PngExporter {

    private PngExporter() {
    }

    /** Writes {@code board} at {@code tileSize} pixels a tile to {@code target}, replacing it if present. */
    public static void write(Board board, int tileSize, Path target) throws IOException {
        BufferedImage image = BoardRenderer.render(board, tileSize);
        Path dir = target.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
        try {
            try (OutputStream out = Files.newOutputStream(tmp)) {
                if (!ImageIO.write(image, "png", out)) {
                    throw new IOException("no PNG writer available");
                }
            }
            keepOrDefaultPermissions(tmp, target);
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** Temporary files are private to the owner; the picture should read like any file the user saves. */
    private static void keepOrDefaultPermissions(Path tmp, Path target) throws IOException {
        if (!Files.getFileStore(tmp).supportsFileAttributeView(PosixFileAttributeView.class)) {
            return;
        }
        Set<PosixFilePermission> perms = Files.exists(target)
                ? Files.getPosixFilePermissions(target)
                : PosixFilePermissions.fromString("rw-r--r--");
        Files.setPosixFilePermissions(tmp, perms);
    }
}
