package org.rallyworkbench.editor.open;

import java.io.File;
import java.util.Optional;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.engine.model.Board;

/**
 * What the New Board dialog asks for: a name, a size, blank or a bundled sample to start from, and the
 * folder. The file is {@code <folder>/<name>.board.xml}; {@link #problem()} says what is wrong, if anything.
 */
@Messages({
    "MSG_NameMissing=Give the board a name.",
    "MSG_NameBad=A name cannot contain / \\\\ : * ? \" < > |",
    "# {0} - largest size",
    "MSG_SizeBad=Width and height are 1 to {0}.",
    "MSG_FolderMissing=Choose an existing folder.",
    "# {0} - file",
    "MSG_FileExists={0} already exists."
})
public record NewBoardSpec(String name, int width, int height, Optional<String> sample, File folder) {

    public static final String SUFFIX = ".board.xml";

    public NewBoardSpec {
        name = name == null ? "" : name.trim();
    }

    /** The file to create. */
    public File file() {
        return new File(folder, name + SUFFIX);
    }

    /** Why the board cannot be created as asked; empty when it can. */
    public Optional<String> problem() {
        if (name.isEmpty()) {
            return Optional.of(Bundle.MSG_NameMissing());
        }
        if (name.matches(".*[/\\\\:*?\"<>|].*") || name.startsWith(".")) {
            return Optional.of(Bundle.MSG_NameBad());
        }
        if (sample.isEmpty() && (width < 1 || height < 1 || width > Board.MAX_SIZE || height > Board.MAX_SIZE)) {
            return Optional.of(Bundle.MSG_SizeBad(Board.MAX_SIZE));
        }
        if (folder == null || !folder.isDirectory()) {
            return Optional.of(Bundle.MSG_FolderMissing());
        }
        if (file().exists()) {
            return Optional.of(Bundle.MSG_FileExists(file().getName()));
        }
        return Optional.empty();
    }
}
