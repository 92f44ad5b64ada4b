package org.rallyworkbench.editor.scenario.results;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Objects;
import org.rallyworkbench.engine.scenario.Verdict;
import org.rallyworkbench.engine.xml.FileNames;

/**
 * One scenario file, its verdict, how long its run took and the fingerprint of the text that ran (null when not
 * known), as the Test Results window lists it. The fingerprint is what lets a save of exactly that text keep the
 * result current.
 */
public record ResultEntry(Path file, Verdict verdict, Duration duration, String ranText) {

    public ResultEntry {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(duration, "duration");
    }

    /** A result of a text not known (any change of its file puts it out of date). */
    public ResultEntry(Path file, Verdict verdict, Duration duration) {
        this(file, verdict, duration, null);
    }

    /** A result whose run was not timed. */
    public ResultEntry(Path file, Verdict verdict) {
        this(file, verdict, Duration.ZERO);
    }

    /**
     * The fingerprint of a scenario's text: SHA-256 of its UTF-8 bytes, line ends as {@code \n} (the editor's
     * document has {@code \n} where the saved file may have {@code \r\n}).
     */
    public static String fingerprint(String text) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256")
                    .digest(text.replace("\r\n", "\n").replace('\r', '\n').getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /** {@code folder/name}: the file name without {@code .scenario.xml}, after its folder's name, for the tree. */
    public String shortName() {
        String base = FileNames.nameOf(file.getFileName().toString(), FileNames.SCENARIO_SUFFIX);
        Path folder = file.getParent() == null ? null : file.getParent().getFileName();
        return folder == null ? base : folder + "/" + base;
    }
}
