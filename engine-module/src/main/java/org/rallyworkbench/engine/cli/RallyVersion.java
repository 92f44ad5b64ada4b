package org.rallyworkbench.engine.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** The version for {@code --version}, from a resource Maven fills in at build time. */
final class RallyVersion implements IVersionProvider {

    private static final String RESOURCE = "version.properties";

    @Override
    public String[] getVersion() {
        return new String[] {"rally " + version(), "Java " + System.getProperty("java.version")};
    }

    static String version() {
        Properties properties = new Properties();
        try (InputStream in = RallyVersion.class.getResourceAsStream(RESOURCE)) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            // Fall through to "unknown": the version is information, not a reason to fail.
        }
        String version = properties.getProperty("version", "unknown");
        return version.startsWith("${") ? "unknown" : version;
    }
}
