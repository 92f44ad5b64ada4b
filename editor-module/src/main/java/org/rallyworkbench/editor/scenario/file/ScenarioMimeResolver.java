package org.rallyworkbench.editor.scenario.file;

import java.util.Locale;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.MIMEResolver;
import org.openide.util.lookup.ServiceProvider;

/**
 * Recognises scenario files by their {@code .scenario.xml} name ending (FORMATS.md). Asked before the board
 * resolver, which would otherwise look inside; a scenario's root is never a board anyway.
 */
@ServiceProvider(service = MIMEResolver.class, position = 90)
public final class ScenarioMimeResolver extends MIMEResolver {

    public static final String MIME = "text/x-rally-scenario+xml";
    static final String SUFFIX = ".scenario.xml";

    public ScenarioMimeResolver() {
        super(MIME);
    }

    @Override
    public String findMIMEType(FileObject fo) {
        return fo.isData() && fo.getNameExt().toLowerCase(Locale.ROOT).endsWith(SUFFIX) ? MIME : null;
    }
}
