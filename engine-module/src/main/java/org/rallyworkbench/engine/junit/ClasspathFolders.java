package org.rallyworkbench.engine.junit;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;

/** Where a class path resource lies on disk, in every class path entry that holds it (jars are not searched). */
final class ClasspathFolders {

    private ClasspathFolders() {
    }

    static List<Path> of(String resourceName) {
        List<Path> paths = new ArrayList<>();
        try {
            ClassLoader loader = Thread.currentThread().getContextClassLoader();
            Enumeration<URL> urls = loader.getResources(resourceName);
            while (urls.hasMoreElements()) {
                URL url = urls.nextElement();
                if ("file".equals(url.getProtocol())) {
                    paths.add(Paths.get(url.toURI()));
                }
            }
        } catch (IOException | URISyntaxException e) {
            throw new IllegalStateException("cannot look up class path resource " + resourceName, e);
        }
        return paths;
    }
}
