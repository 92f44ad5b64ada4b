package org.rallyworkbench.editor.board.file;

import java.io.File;
import java.util.List;
import java.util.Optional;

/**
 * What the New Board wizard asks for: a name, a size, blank or a bundled sample to start from, and the
 * folder. The file is {@code <folder>/<name>.board.xml}; {@link #problem()} says what is wrong, if anything.
 */
public record NewBoardSpec(String name, int width, int height, Optional<String> sample, File folder) {

    public static final String SUFFIX = ".board.xml";

    public NewBoardSpec {
        name = name == null ? "" : name.trim();
    }

    /** The file to create. */
    public File file() {
        return new File(folder, name + SUFFIX);
    }

    /**
     * Why the board cannot be created as asked; empty when it can: the wizard's two steps' checks, the
     * name and location first.
     */
    public Optional<String> problem() {
        return NewBoardValidation.nameAndLocation(name, folder, NewBoardValidation.WRITABLE)
                .or(() -> NewBoardValidation.sizeAndStart(sample.isEmpty(), width, height, sample,
                        sample.map(List::of).orElse(List.of())));
    }
}
