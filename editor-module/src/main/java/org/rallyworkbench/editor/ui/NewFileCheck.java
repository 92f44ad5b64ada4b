package org.rallyworkbench.editor.ui;

import java.io.File;
import java.util.Optional;
import java.util.function.Predicate;
import org.openide.util.NbBundle.Messages;

/**
 * The "name and location" step every New … wizard has (boards, scenarios): a name usable as a file name, an
 * existing writable folder, and a file that does not exist yet. The first problem in the order the user meets the
 * fields, or empty.
 */
@Messages({
    // no '<' here: the wizard's message line drops it
    "MSG_NewFileNameBad=A name cannot start with a dot or contain any of / \\ : * ? \" | or angle brackets.",
    "MSG_NewFileFolderMissing=Choose an existing folder.",
    "# {0} - folder",
    "MSG_NewFileFolderReadOnly=The folder {0} is not writable.",
    "# {0} - file",
    "MSG_NewFileExists={0} already exists."
})
public final class NewFileCheck {

    private NewFileCheck() {
    }

    /** The name alone: present ({@code missing} otherwise, which names what is made) and usable as a file name. */
    public static Optional<String> name(String name, String missing) {
        String n = name == null ? "" : name.trim();
        if (n.isEmpty()) {
            return Optional.of(missing);
        }
        if (n.matches(".*[/\\\\:*?\"<>|].*") || n.startsWith(".")) {
            return Optional.of(Bundle.MSG_NewFileNameBad());
        }
        return Optional.empty();
    }

    /** The name, then the folder (existing, writable), then the file {@code name + suffix} (new). */
    public static Optional<String> nameAndLocation(String name, String missing, String suffix, File folder,
            Predicate<File> writable) {
        Optional<String> bad = name(name, missing);
        if (bad.isPresent()) {
            return bad;
        }
        if (folder == null || folder.getPath().isBlank() || !folder.isDirectory()) {
            return Optional.of(Bundle.MSG_NewFileFolderMissing());
        }
        if (!writable.test(folder)) {
            return Optional.of(Bundle.MSG_NewFileFolderReadOnly(folder.getPath()));
        }
        File file = new File(folder, name.trim() + suffix);
        return file.exists() ? Optional.of(Bundle.MSG_NewFileExists(file.getName())) : Optional.empty();
    }
}
