package org.rallyworkbench.editor.exchange;

import java.util.Optional;
import org.rallyworkbench.engine.export.clients.ClientFormat;
import org.rallyworkbench.engine.export.clients.ClientFormats;

/** The formats a board exports to from the editor: the same as {@code ./rally export --format}. */
public enum ExportFormat {
    TMX("Tiled Map (.tmx)...", "Tiled map", "tmx", true),
    JSON("JSON (.json)...", "JSON board", "json", false),
    PNG("PNG Image (.png)...", "PNG image", "png", true),
    SVG("SVG Image (.svg)...", "SVG image", "svg", true),
    TEXT("Text (.txt)...", "Text drawing", "txt", false),
    FIASKO("Fiasko Text Board (.txt)...", "Fiasko text board", "txt", false, "fiasko-txt"),
    INF112("INF112 Tiled Map for tiles.tsx (.tmx)...", "INF112 Tiled map", "tmx", false, "inf112-tmx"),
    ROBOTMADNESS("robotmadness Board (.json)...", "robotmadness board", "json", false, "robotmadness-json"),
    LMU("LMU Protocol Map (.json)...", "LMU protocol map", "json", false, "lmu-json");

    private final String menuText;
    private final String description;
    private final String extension;
    private final boolean scaled;
    private final String clientId;

    ExportFormat(String menuText, String description, String extension, boolean scaled) {
        this(menuText, description, extension, scaled, null);
    }

    ExportFormat(String menuText, String description, String extension, boolean scaled, String clientId) {
        this.menuText = menuText;
        this.description = description;
        this.extension = extension;
        this.scaled = scaled;
        this.clientId = clientId;
    }

    /** The game client's format this is (its losses are listed before writing), if it is one. */
    public Optional<ClientFormat> client() {
        return clientId == null ? Optional.empty() : ClientFormats.byId(clientId);
    }

    /** The menu item's tooltip: for a client format, which clients read it. */
    public String tooltip() {
        return client().map(c -> "Read by " + c.clients()).orElse(description);
    }

    /** The menu item's text. */
    public String menuText() {
        return menuText;
    }

    /** For the file chooser's filter and messages, e.g. {@code PNG image}. */
    public String description() {
        return description;
    }

    /** The file extension, without the dot. */
    public String extension() {
        return extension;
    }

    /** Whether the export draws pictures whose size (pixels a tile) the user picks: PNG, SVG, the TMX tile sheet. */
    public boolean scaled() {
        return scaled;
    }
}
