package org.rallyworkbench.editor.board.file;

import java.io.File;
import java.nio.file.Files;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.openide.util.NbBundle.Messages;
import org.rallyworkbench.editor.ui.NewFileCheck;
import org.rallyworkbench.engine.model.Board;

/**
 * The New Board wizard's checks, one method per step, in plain Java so they are tested without a display.
 * Each returns the first problem in the order the user meets the fields, or empty when the step is complete.
 */
@Messages({
    "MSG_NameMissing=Give the board a name.",
    "# {0} - largest size",
    "MSG_SizeBad=Width and height are whole numbers from 1 to {0}.",
    "MSG_SampleMissing=Choose a sample to start from."
})
final class NewBoardValidation {

    /** Whether a folder can take a new file; the real file system's answer. */
    static final Predicate<File> WRITABLE = f -> Files.isWritable(f.toPath());

    private NewBoardValidation() {
    }

    /** The file name a board name gives: {@code <name>.board.xml}, or empty while the name is. */
    static String fileName(String name) {
        String n = name == null ? "" : name.trim();
        return n.isEmpty() ? "" : n + NewBoardSpec.SUFFIX;
    }

    /** Step 1's name on its own: present and usable as a file name. */
    static Optional<String> name(String name) {
        return NewFileCheck.name(name, Bundle.MSG_NameMissing());
    }

    /** Step 1, "Name and location": the name, then the folder (existing, writable), then the file (new). */
    static Optional<String> nameAndLocation(String name, File folder, Predicate<File> writable) {
        return NewFileCheck.nameAndLocation(name, Bundle.MSG_NameMissing(), NewBoardSpec.SUFFIX, folder, writable);
    }

    /**
     * Step 2, "Size and start": a blank board of 1..{@link Board#MAX_SIZE} each way (the size as typed,
     * {@code null} when it is not a number), or one of the samples offered.
     */
    static Optional<String> sizeAndStart(boolean blank, Integer width, Integer height, Optional<String> sample,
            List<String> samples) {
        if (blank) {
            return inRange(width) && inRange(height) ? Optional.empty() : Optional.of(Bundle.MSG_SizeBad(Board.MAX_SIZE));
        }
        return sample.filter(samples::contains).isPresent() ? Optional.empty() : Optional.of(Bundle.MSG_SampleMissing());
    }

    /** A size as typed into a field: the number, or {@code null} when it is not one. */
    static Integer parseSize(String typed) {
        try {
            return Integer.valueOf(typed == null ? "" : typed.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static boolean inRange(Integer n) {
        return n != null && n >= 1 && n <= Board.MAX_SIZE;
    }
}
