package org.rallyworkbench.editor.autosave;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import org.rallyworkbench.engine.io.AtomicFiles;

/**
 * The autosaved versions of boards, one file per board in a folder of the user directory. An entry is
 * keyed by the board file's absolute path (its SHA-256, so any path makes a safe file name) and holds that
 * path on its first line, then the unsaved text. Entries are written atomically, so a crash mid-write
 * leaves the previous autosave whole.
 */
public final class AutosaveStore {

    private static final String SUFFIX = ".autosave";
    private final Path folder;

    public AutosaveStore(Path folder) {
        this.folder = folder;
    }

    public Path folder() {
        return folder;
    }

    /** Saves the unsaved text of the board at {@code source}, replacing any earlier autosave of it. */
    public void write(String source, String text) throws IOException {
        Files.createDirectories(folder);
        AtomicFiles.writeString(entryFor(source), source + "\n" + text);
    }

    /** The autosaved text of the board at {@code source}, if there is one. */
    public Optional<String> read(String source) {
        return readEntry(entryFor(source)).filter(e -> e.source().equals(source)).map(Entry::text);
    }

    public void remove(String source) throws IOException {
        Files.deleteIfExists(entryFor(source));
    }

    /** Every board that has an autosave, e.g. to offer recovery at startup. */
    public List<Entry> entries() {
        List<Entry> entries = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            return entries;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, "*" + SUFFIX)) {
            for (Path f : files) {
                readEntry(f).ifPresent(entries::add);
            }
        } catch (IOException e) {
            return entries;
        }
        return entries;
    }

    Path entryFor(String source) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(source.getBytes(StandardCharsets.UTF_8));
            return folder.resolve(HexFormat.of().formatHex(hash, 0, 16) + SUFFIX);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Optional<Entry> readEntry(Path file) {
        try {
            String all = Files.readString(file, StandardCharsets.UTF_8);
            int eol = all.indexOf('\n');
            return eol < 0 ? Optional.empty() : Optional.of(new Entry(all.substring(0, eol), all.substring(eol + 1)));
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** One autosave: the board file it belongs to and its unsaved text. */
    public record Entry(String source, String text) {
    }
}
