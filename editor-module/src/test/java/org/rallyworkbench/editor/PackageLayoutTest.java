package org.rallyworkbench.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SlicesRuleDefinition;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The editor's packages (docs/architecture.md): no package uses another that uses it back, each says what it is for. */
class PackageLayoutTest {

    private static final Path SOURCES = Path.of("src", "main", "java", "org", "rallyworkbench", "editor");

    /** Every package of the editor is a slice of its own; {@code board.design} and {@code board.file} are two. */
    private static ArchRule noCyclesUnder(String root) {
        return SlicesRuleDefinition.slices().matching(root + ".(**)").should().beFreeOfCycles();
    }

    @Test
    void editorPackagesHaveNoCycles() {
        JavaClasses editor = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.rallyworkbench.editor");
        assertTrue(editor.size() > 100, "the editor's classes were found: " + editor.size());
        noCyclesUnder("org.rallyworkbench.editor").check(editor);
    }

    /** The rule above can fail: two packages of the tests that use each other are a cycle. */
    @Test
    void aCycleIsReported() {
        JavaClasses fixture = new ClassFileImporter().importPackages("org.rallyworkbench.editor.cyclefixture");
        assertEquals(2, fixture.size());
        AssertionError e = assertThrows(AssertionError.class,
                () -> noCyclesUnder("org.rallyworkbench.editor.cyclefixture").check(fixture));
        assertTrue(e.getMessage().contains("Cycle detected"), e.getMessage());
    }

    @Test
    void everyPackageHasItsPackageInfo() throws IOException {
        try (Stream<Path> dirs = Files.walk(SOURCES)) {
            List<Path> without = dirs.filter(Files::isDirectory)
                    .filter(PackageLayoutTest::holdsJava)
                    .filter(d -> !Files.isRegularFile(d.resolve("package-info.java")))
                    .toList();
            assertEquals(List.of(), without, "packages without a package-info.java");
        }
    }

    private static boolean holdsJava(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.anyMatch(f -> f.toString().endsWith(".java"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
