package org.rallyworkbench.engine.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The engine's packages use each other one way only: no cycle (a package using one that uses it back), as
 * ARCHITECTURE.md asks. The dependencies are read from the import statements of the main sources (the
 * engine names other packages' classes only through imports), and every package has its package-info.
 */
class PackageCyclesTest {

    private static final Path SOURCES = Path.of("src", "main", "java");
    private static final String ROOT = "org.rallyworkbench.engine";
    private static final Pattern IMPORT = Pattern.compile("^import (?:static )?(" + Pattern.quote(ROOT)
            + "(?:\\.\\w+)+);", Pattern.MULTILINE);

    @Test
    void noPackageCycles() throws IOException {
        Map<String, Set<String>> uses = PackageGraph.read(SOURCES, ROOT);
        assertTrue(uses.size() > 10, "found the engine's packages: " + uses.keySet());
        assertEquals(List.of(), PackageGraph.cycles(uses), "package cycles (each: packages that use each other)");
    }

    @Test
    void findsACycleWhenThereIsOne() {
        Map<String, Set<String>> uses = new TreeMap<>(Map.of("a", Set.of("b"), "b", Set.of("c"), "c", Set.of("a"),
                "d", Set.of("a")));
        assertEquals(List.of(List.of("a", "b", "c")), PackageGraph.cycles(uses));
    }

    @Test
    void everyPackageHasItsPackageInfo() throws IOException {
        List<String> missing = new ArrayList<>();
        for (String p : PackageGraph.read(SOURCES, ROOT).keySet()) {
            if (!Files.exists(SOURCES.resolve(p.replace('.', '/')).resolve("package-info.java"))) {
                missing.add(p);
            }
        }
        assertEquals(List.of(), missing, "packages without package-info.java");
    }

    /** Which package uses which, and the cycles in that graph. */
    static final class PackageGraph {

        private PackageGraph() {
        }

        static Map<String, Set<String>> read(Path sources, String root) throws IOException {
            Map<String, Set<String>> uses = new TreeMap<>();
            Set<String> packages = new TreeSet<>();
            try (Stream<Path> files = Files.walk(sources)) {
                for (Path f : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                    packages.add(sources.relativize(f.getParent()).toString().replace('/', '.'));
                }
            }
            for (String p : packages) {
                Set<String> used = uses.computeIfAbsent(p, k -> new TreeSet<>());
                try (Stream<Path> files = Files.list(sources.resolve(p.replace('.', '/')))) {
                    for (Path f : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                        Matcher m = IMPORT.matcher(Files.readString(f));
                        while (m.find()) {
                            String target = packageOf(m.group(1), packages);
                            if (target != null && !target.equals(p)) {
                                used.add(target);
                            }
                        }
                    }
                }
            }
            return uses;
        }

        /** The longest known package that {@code name} (a class, a nested class or a static member) lies in. */
        private static String packageOf(String name, Set<String> packages) {
            String candidate = name;
            while (candidate.contains(".")) {
                candidate = candidate.substring(0, candidate.lastIndexOf('.'));
                if (packages.contains(candidate)) {
                    return candidate;
                }
            }
            return null;
        }

        /** The strongly connected groups of more than one package (Tarjan), each sorted, in order. */
        static List<List<String>> cycles(Map<String, Set<String>> uses) {
            Map<String, Integer> index = new HashMap<>();
            Map<String, Integer> low = new HashMap<>();
            Deque<String> stack = new ArrayDeque<>();
            List<List<String>> cycles = new ArrayList<>();
            for (String p : uses.keySet()) {
                if (!index.containsKey(p)) {
                    connect(p, uses, index, low, stack, cycles);
                }
            }
            cycles.sort((a, b) -> a.get(0).compareTo(b.get(0)));
            return cycles;
        }

        private static void connect(String p, Map<String, Set<String>> uses, Map<String, Integer> index,
                Map<String, Integer> low, Deque<String> stack, List<List<String>> cycles) {
            index.put(p, index.size());
            low.put(p, index.get(p));
            stack.push(p);
            for (String q : uses.getOrDefault(p, Set.of())) {
                if (!index.containsKey(q)) {
                    connect(q, uses, index, low, stack, cycles);
                    low.put(p, Math.min(low.get(p), low.get(q)));
                } else if (stack.contains(q)) {
                    low.put(p, Math.min(low.get(p), index.get(q)));
                }
            }
            if (low.get(p).equals(index.get(p))) {
                List<String> group = new ArrayList<>();
                String q;
                do {
                    q = stack.pop();
                    group.add(q);
                } while (!q.equals(p));
                if (group.size() > 1) {
                    group.sort(null);
                    cycles.add(group);
                }
            }
        }
    }
}
