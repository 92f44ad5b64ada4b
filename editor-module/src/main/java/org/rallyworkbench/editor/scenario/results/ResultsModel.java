package org.rallyworkbench.editor.scenario.results;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the Test Results window shows, without Swing: the results of the last run, which of them are out of date
 * (their file was edited or approved since), grouped by folder, optionally only the failed ones.
 * <p>
 * Out of date compares texts: a result is current when it is run; it is out of date while its file's text (the open
 * document's or the saved file's) differs from the text that ran, so a save of exactly what ran keeps it current
 * and an edit after the run (typed, in Design, Approve) marks it. A result whose ran text is not known, or a change
 * whose text is not known, is out of date until it runs again.
 */
public final class ResultsModel {

    /** The results of one folder, failures first, then in file order. */
    public record Group(String folder, List<ResultEntry> entries) {

        public Group {
            entries = List.copyOf(entries);
        }
    }

    private final List<ResultEntry> entries = new ArrayList<>();
    private final Set<Path> outOfDate = new LinkedHashSet<>();
    private List<Path> roots = List.of();
    private boolean failedOnly;

    /** Starts a new run over {@code suiteRoots}: no results yet, none out of date. */
    public void start(List<Path> suiteRoots) {
        roots = List.copyOf(suiteRoots);
        entries.clear();
        outOfDate.clear();
    }

    /** A result of the run: it replaces an earlier result of the same file (and is current). */
    public void add(ResultEntry entry) {
        Path key = key(entry.file());
        outOfDate.remove(key);
        for (int i = 0; i < entries.size(); i++) {
            if (key(entries.get(i).file()).equals(key)) {
                entries.set(i, entry);
                return;
            }
        }
        entries.add(entry);
    }

    /** Whether a result of {@code file} is shown. */
    public boolean has(Path file) {
        Path key = key(file);
        return entries.stream().anyMatch(e -> key(e.file()).equals(key));
    }

    /** {@code file} changed to a text not known: its result, if shown, is out of date. Returns whether that is new. */
    public boolean changed(Path file) {
        return changed(file, null);
    }

    /**
     * {@code file}'s text is now {@code textNow} (null: not known): its result, if shown, is out of date unless that
     * is the text that ran. Returns whether the result's state changed.
     */
    public boolean changed(Path file, String textNow) {
        Path key = key(file);
        ResultEntry shown = entries.stream().filter(e -> key(e.file()).equals(key)).findFirst().orElse(null);
        if (shown == null) {
            return false;
        }
        boolean same = textNow != null && shown.ranText() != null
                && shown.ranText().equals(ResultEntry.fingerprint(textNow));
        return same ? outOfDate.remove(key) : outOfDate.add(key);
    }

    public boolean isOutOfDate(ResultEntry entry) {
        return outOfDate.contains(key(entry.file()));
    }

    public void setFailedOnly(boolean only) {
        failedOnly = only;
    }

    public boolean failedOnly() {
        return failedOnly;
    }

    public List<ResultEntry> entries() {
        return List.copyOf(entries);
    }

    public List<Path> roots() {
        return roots;
    }

    /** The shown results (all, or the failed only) by folder, folders in name order. */
    public List<Group> groups() {
        Map<String, List<ResultEntry>> byFolder = new LinkedHashMap<>();
        entries.stream().sorted((a, b) -> folder(a.file()).compareTo(folder(b.file())))
                .filter(e -> !failedOnly || !e.verdict().passed())
                .forEach(e -> byFolder.computeIfAbsent(folder(e.file()), k -> new ArrayList<>()).add(e));
        List<Group> out = new ArrayList<>();
        byFolder.forEach((folder, list) -> {
            List<ResultEntry> sorted = new ArrayList<>(list);
            // failures first, like the IDE's JUnit results, then in file order (a stable sort)
            sorted.sort((a, b) -> Boolean.compare(a.verdict().passed(), b.verdict().passed()));
            out.add(new Group(folder, sorted));
        });
        return out;
    }

    /** Whether the results come from more than one folder (then the tree has a node per folder, filtered or not). */
    public boolean severalFolders() {
        return entries.stream().map(e -> folder(e.file())).distinct().count() > 1;
    }

    /** The time all the results took to run. */
    public Duration total() {
        return entries.stream().map(ResultEntry::duration).reduce(Duration.ZERO, Duration::plus);
    }

    /**
     * A result's folder as the tree names it: relative to the run's root that holds it ({@code movement/pushes}),
     * the root's own name for files directly in it.
     */
    String folder(Path file) {
        Path dir = key(file).getParent();
        if (dir == null) {
            return "";
        }
        for (Path root : roots) {
            Path r = key(root);
            if (dir.startsWith(r)) {
                Path rel = r.relativize(dir);
                String name = r.getFileName() == null ? r.toString() : r.getFileName().toString();
                return rel.toString().isEmpty() ? name : name + "/" + rel.toString().replace('\\', '/');
            }
        }
        return dir.getFileName() == null ? dir.toString() : dir.getFileName().toString();
    }

    private static Path key(Path p) {
        return p.toAbsolutePath().normalize();
    }
}
