package org.rallyworkbench.editor.board.file;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.openide.filesystems.FileUtil;
import org.openide.modules.Places;

/**
 * The sample boards bundled at build time from {@code scenarios/boards} (resources under
 * {@link #FOLDER}). A sample is copied into the user directory before it is opened, so the user gets a
 * real file to look at and save, and never edits the application's copy.
 */
public final class SampleBoards {

    static final String FOLDER = "org/rallyworkbench/editor/samples/";
    /** Shown at first start when bundled: belts, loops, a pit, a laser: the game at a glance. */
    static final String PREFERRED = "crucible-loop.board.xml";
    private static final Logger LOG = Logger.getLogger(SampleBoards.class.getName());

    private SampleBoards() {
    }

    /** The bundled sample names, sorted; read from the module's own jar (or class folder in tests). */
    public static List<String> names() {
        List<String> names = new ArrayList<>();
        try {
            // the module's jar inside the application, its class folder in unit tests
            File location = FileUtil.archiveOrDirForURL(SampleBoards.class.getProtectionDomain().getCodeSource().getLocation());
            if (location == null) {
                LOG.info("cannot locate the sample boards");
            } else if (location.isDirectory()) {
                File[] files = new File(location, FOLDER).listFiles((dir, name) -> name.endsWith(".board.xml"));
                for (File f : files == null ? new File[0] : files) {
                    names.add(f.getName());
                }
            } else {
                try (ZipFile jar = new ZipFile(location)) {
                    for (ZipEntry e : Collections.list(jar.entries())) {
                        String n = e.getName();
                        if (n.startsWith(FOLDER) && n.endsWith(".board.xml") && n.indexOf('/', FOLDER.length()) < 0) {
                            names.add(n.substring(FOLDER.length()));
                        }
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            LOG.log(Level.INFO, "cannot list the sample boards", e);
        }
        Collections.sort(names);
        return List.copyOf(names);
    }

    /** The sample to show first: the preferred one if bundled, else the first by name. */
    public static Optional<String> defaultName(List<String> names) {
        return names.contains(PREFERRED) ? Optional.of(PREFERRED) : names.stream().findFirst();
    }

    /** The default sample, copied into {@code <userdir>/samples/} unless already there. */
    static Optional<File> defaultSample() {
        Optional<String> chosen = defaultName(names());
        if (chosen.isEmpty()) {
            return Optional.empty();
        }
        String name = chosen.get();
        File target = new File(Places.getUserDirectory() == null ? new File(System.getProperty("java.io.tmpdir"))
                : Places.getUserDirectory(), "samples/" + name);
        try {
            if (!target.isFile()) {
                copy(FOLDER + name, target.toPath());
            }
            return Optional.of(target);
        } catch (IOException e) {
            LOG.log(Level.INFO, "cannot copy the sample board " + name, e);
            return Optional.empty();
        }
    }

    /** The text of a bundled sample. */
    static String text(String name) throws IOException {
        try (InputStream in = SampleBoards.class.getClassLoader().getResourceAsStream(FOLDER + name)) {
            if (in == null) {
                throw new IOException("missing sample board " + name);
            }
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
    }

    private static void copy(String resource, Path target) throws IOException {
        Files.createDirectories(target.getParent());
        try (InputStream in = SampleBoards.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("missing resource " + resource);
            }
            Files.copy(in, target);
        }
    }
}
