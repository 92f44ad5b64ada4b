package org.rallyworkbench.engine.export.catalog;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.rallyworkbench.engine.export.json.JsonExporter;
import org.rallyworkbench.engine.export.picture.PngExporter;
import org.rallyworkbench.engine.export.picture.SvgExporter;
import org.rallyworkbench.engine.export.text.TextExporter;
import org.rallyworkbench.engine.export.tiled.TmxExporter;
import org.rallyworkbench.engine.io.AtomicFiles;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.render.RendererPainter;

/**
 * The project's own export formats by their {@code --format} name (tmx, json, png, svg, txt), each written the one
 * way that {@code rally export} and the editor's Export both use; every file is written atomically.
 */
public enum BoardFormat {
    /** A Tiled map, with the project's tileset and tile sheet beside it (and a numbered one when it needs one). */
    TMX,
    JSON,
    PNG,
    SVG,
    /** The text drawing. */
    TXT;

    /** The name given to {@code --format}, which is also the file extension (without the dot). */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Whether it draws pictures whose size (pixels a tile) matters: PNG, SVG and the Tiled map's tile sheet. */
    public boolean scaled() {
        return this == TMX || this == PNG || this == SVG;
    }

    /** Writes {@code board} to {@code target}, {@code tileSize} pixels a tile where it draws. */
    public void write(Board board, Path target, int tileSize) throws IOException {
        switch (this) {
            case TMX -> new TmxExporter(RendererPainter.INSTANCE).export(board, target, tileSize);
            case JSON -> AtomicFiles.writeString(target, new JsonExporter().write(board));
            case PNG -> PngExporter.write(board, tileSize, target);
            case SVG -> new SvgExporter(RendererPainter.INSTANCE).export(board, target, tileSize);
            case TXT -> AtomicFiles.writeString(target, new TextExporter().write(board));
            default -> throw new IllegalStateException("no writer for " + this);
        }
    }

    /** Every file {@link #write} writes for {@code board} at {@code target}. */
    public List<Path> filesWritten(Board board, Path target, int tileSize) {
        return this == TMX ? TmxExporter.filesWritten(board, target, tileSize) : List.of(target);
    }

    /** The format named {@code id} exactly ({@code png}). */
    public static Optional<BoardFormat> byId(String id) {
        for (BoardFormat f : values()) {
            if (f.id().equals(id)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    /** The format {@code file}'s extension names, in any case ({@code board.PNG}). */
    public static Optional<BoardFormat> ofExtension(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? Optional.empty() : byId(name.substring(dot + 1).toLowerCase(Locale.ROOT));
    }
}
