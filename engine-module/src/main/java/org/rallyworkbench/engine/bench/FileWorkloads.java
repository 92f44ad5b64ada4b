package org.rallyworkbench.engine.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.rallyworkbench.engine.model.Board;
import org.rallyworkbench.engine.scenario.ScenarioFiles;
import org.rallyworkbench.engine.scenario.Verdict;
import org.rallyworkbench.engine.xml.BoardXml;
import org.rallyworkbench.engine.xml.FormatException;

/** The file pipelines of {@code rally bench}: scenarios (parse, validate, run, check) and boards (read, write). */
public final class FileWorkloads {

    private FileWorkloads() { }

    /** The sample boards ({@code *.board.xml}) of a directory, by file name. */
    public static List<Path> boardFiles(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".board.xml")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads the boards of {@code files} that are {@code width × height}. */
    public static List<Board> boards(List<Path> files, int width, int height) {
        List<Board> boards = new ArrayList<>();
        for (Path f : files) {
            Board b = readBoard(f);
            if (b.width() == width && b.height() == height) {
                boards.add(b);
            }
        }
        return boards;
    }

    public static Board readBoard(Path file) {
        try {
            return BoardXml.read(file);
        } catch (FormatException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }

    /** Runs {@code n} scenarios, cycling over {@code files}; returns how many passed. */
    public static long scenarios(List<Path> files, long n) {
        long passed = 0;
        for (long i = 0; i < n; i++) {
            Verdict v = ScenarioFiles.run(files.get((int) (i % files.size())));
            passed += v.passed() ? 1 : 0;
        }
        return passed;
    }

    /** Reads (with validation) and writes the board file {@code n} times; returns the bytes written. */
    public static long boards(Path file, long n) {
        long bytes = 0;
        for (long i = 0; i < n; i++) {
            bytes += BoardXml.toXml(readBoard(file)).length();
        }
        return bytes;
    }
}
