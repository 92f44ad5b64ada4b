package org.rallyworkbench.editor.exchange;

import java.util.Optional;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.engine.export.clients.ClientFormat;
import org.rallyworkbench.engine.export.catalog.BoardFormat;
import org.rallyworkbench.engine.export.catalog.ClientFormats;

/** The formats a board exports to from the editor: the same as {@code ./rally export --format}. */
@Messages({
    "MNU_Tmx=Tiled Map (.tmx)...", "LBL_Tmx=Tiled map",
    "MNU_Json=JSON (.json)...", "LBL_Json=JSON board",
    "MNU_Png=PNG Image (.png)...", "LBL_Png=PNG image",
    "MNU_Svg=SVG Image (.svg)...", "LBL_Svg=SVG image",
    "MNU_Text=Text (.txt)...", "LBL_Text=Text drawing",
    "MNU_Fiasko=Fiasko Text Board (.txt)...", "LBL_Fiasko=Fiasko text board",
    "MNU_Inf112=INF112 Tiled Map for tiles.tsx (.tmx)...", "LBL_Inf112=INF112 Tiled map",
    "MNU_Robotmadness=robotmadness Board (.json)...", "LBL_Robotmadness=robotmadness board",
    "MNU_Lmu=LMU Protocol Map (.json)...", "LBL_Lmu=LMU protocol map",
    "# {0} - the clients that read the format", "TIP_ReadBy=Read by {0}"
})
public enum ExportFormat {
    TMX(BoardFormat.TMX),
    JSON(BoardFormat.JSON),
    PNG(BoardFormat.PNG),
    SVG(BoardFormat.SVG),
    TEXT(BoardFormat.TXT),
    FIASKO("txt", "fiasko-txt"),
    INF112("tmx", "inf112-tmx"),
    ROBOTMADNESS("json", "robotmadness-json"),
    LMU("json", "lmu-json");

    private final String extension;
    private final BoardFormat board;
    private final String clientId;

    ExportFormat(BoardFormat board) {
        this.extension = board.id();
        this.board = board;
        this.clientId = null;
    }

    ExportFormat(String extension, String clientId) {
        this.extension = extension;
        this.board = null;
        this.clientId = clientId;
    }

    /** The project's own format this is, if it is one. */
    public Optional<BoardFormat> board() {
        return Optional.ofNullable(board);
    }

    /** The game client's format this is (its losses are listed before writing), if it is one. */
    public Optional<ClientFormat> client() {
        return clientId == null ? Optional.empty() : ClientFormats.byId(clientId);
    }

    /** The menu item's tooltip: for a client format, the one line saying which clients read it. */
    public String tooltip() {
        return client().map(c -> Bundle.TIP_ReadBy(c.clients())).orElse(description());
    }

    /** The menu item's text. */
    public String menuText() {
        return switch (this) {
            case TMX -> Bundle.MNU_Tmx();
            case JSON -> Bundle.MNU_Json();
            case PNG -> Bundle.MNU_Png();
            case SVG -> Bundle.MNU_Svg();
            case TEXT -> Bundle.MNU_Text();
            case FIASKO -> Bundle.MNU_Fiasko();
            case INF112 -> Bundle.MNU_Inf112();
            case ROBOTMADNESS -> Bundle.MNU_Robotmadness();
            case LMU -> Bundle.MNU_Lmu();
        };
    }

    /** For the file chooser's filter and messages, e.g. {@code PNG image}. */
    public String description() {
        return switch (this) {
            case TMX -> Bundle.LBL_Tmx();
            case JSON -> Bundle.LBL_Json();
            case PNG -> Bundle.LBL_Png();
            case SVG -> Bundle.LBL_Svg();
            case TEXT -> Bundle.LBL_Text();
            case FIASKO -> Bundle.LBL_Fiasko();
            case INF112 -> Bundle.LBL_Inf112();
            case ROBOTMADNESS -> Bundle.LBL_Robotmadness();
            case LMU -> Bundle.LBL_Lmu();
        };
    }

    /** The file extension, without the dot. */
    public String extension() {
        return extension;
    }

    /** Whether the export draws pictures whose size (pixels a tile) the user picks: PNG, SVG, the TMX tile sheet. */
    public boolean scaled() {
        return board != null && board.scaled();
    }
}
