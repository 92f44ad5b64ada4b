package org.rallyworkbench.editor.exchange;

/** The formats a board exports to from the editor: the same as {@code ./rally export --format}. */
public enum ExportFormat {
    TMX("Tiled Map (.tmx)...", "Tiled map", "tmx", true),
    JSON("JSON (.json)...", "JSON board", "json", false),
    PNG("PNG Image (.png)...", "PNG image", "png", true),
    SVG("SVG Image (.svg)...", "SVG image", "svg", true),
    TEXT("Text (.txt)...", "Text drawing", "txt", false);

    private final String menuText;
    private final String description;
    private final String extension;
    private final boolean scaled;

    ExportFormat(String menuText, String description, String extension, boolean scaled) {
        this.menuText = menuText;
        this.description = description;
        this.extension = extension;
        this.scaled = scaled;
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
