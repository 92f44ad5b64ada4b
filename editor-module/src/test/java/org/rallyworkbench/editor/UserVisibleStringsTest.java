package org.rallyworkbench.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The editor's user-visible strings go through {@code @Messages} bundles: no source line of any editor package
 * hands a string literal with words in it to a label, button, tooltip, title, dialog, status line, wizard or undo
 * step name (every package has been converted; a new hard-coded string fails here with its file and line).
 */
class UserVisibleStringsTest {

    private static final Path SOURCES = Path.of("src", "main", "java", "org", "rallyworkbench", "editor");

    /** A literal with a letter in it, given where the user reads it. */
    static final Pattern SHOWN = Pattern.compile("(new\\s+(JLabel|JButton|JToggleButton|JCheckBox|JRadioButton"
            + "|JMenuItem|JMenu|TitledBorder)\\s*\\("
            + "|\\.(setText|setToolTipText|setTitle|setStatusText|setDisplayName|setShortDescription|apply|commit"
            + "|showMessageDialog|showConfirmDialog)\\s*\\("
            + "|createTitledBorder\\s*\\(|NotifyDescriptor(\\.\\w+)?\\s*\\(|putProperty\\s*\\([^,]*NAME\\s*,)"
            + "\\s*\"(?<text>[^\"]*)\"");

    @Test
    void noEditorClassShowsAHardCodedString() {
        List<String> found = new ArrayList<>();
        hardCoded().forEach((pkg, lines) -> lines.forEach(line -> found.add(pkg + "/" + line)));
        assertEquals(List.of(), found, "put these strings in @Messages bundles");
    }

    @Test
    void theScanFindsALiteralShownToTheUser() {
        assertEquals(true, shows("label.setText(\"Saved \" + name);"));
        assertEquals(true, shows("JButton b = new JButton(\"Run\");"));
        assertEquals(true, shows("model.apply(\"Recover Autosave\", board);"));
        assertEquals(true, shows("hint.setText(\"<html><b>Tip</b>\");"));
        assertEquals(false, shows("label.setText(Bundle.LBL_Saved(name));"));
        assertEquals(false, shows("label.setText(\" \");"));
        assertEquals(false, shows("label.setText(\"<html>\" + Bundle.MSG_Summary(text));"));
        assertEquals(false, shows("field.setName(\"newScenario.name\");"));
    }

    /** Whether the line hands the user a literal with words in it (HTML tags alone are no words). */
    static boolean shows(String line) {
        java.util.regex.Matcher m = SHOWN.matcher(line);
        while (m.find()) {
            if (m.group("text").replaceAll("<[^>]*>", "").chars().anyMatch(Character::isLetter)) {
                return true;
            }
        }
        return false;
    }

    /** Each package's lines (file:line: text) that show a literal. */
    static Map<String, List<String>> hardCoded() {
        Map<String, List<String>> found = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(SOURCES)) {
            for (Path file : walk.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                String pkg = SOURCES.relativize(file.getParent()).toString().replace('\\', '/');
                List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
                for (int i = 0; i < lines.size(); i++) {
                    String line = lines.get(i).strip();
                    if (!line.startsWith("//") && !line.startsWith("*") && shows(line)) {
                        found.computeIfAbsent(pkg, k -> new ArrayList<>())
                                .add(file.getFileName() + ":" + (i + 1) + ": " + line);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return found;
    }
}
