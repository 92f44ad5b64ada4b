package org.rallyworkbench.editor.board.file;

import java.io.File;
import java.util.ArrayList;
import java.util.List;

/** Turns the command line's file arguments into files, relative ones against the caller's directory. */
final class CommandLineFiles {

    private CommandLineFiles() {
    }

    static List<File> resolve(File currentDirectory, String... arguments) {
        List<File> files = new ArrayList<>();
        for (String argument : arguments) {
            if (argument.isBlank()) {
                continue;
            }
            File f = new File(argument);
            files.add(f.isAbsolute() || currentDirectory == null ? f : new File(currentDirectory, argument));
        }
        return List.copyOf(files);
    }
}
