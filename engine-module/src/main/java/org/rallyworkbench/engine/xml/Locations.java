package org.rallyworkbench.engine.xml;

import java.util.IdentityHashMap;
import java.util.Map;
import org.rallyworkbench.engine.model.SourceLocation;
import org.xml.sax.Locator;

/** Where each bound object's element was in the file, recorded while unmarshalling. */
final class Locations {

    private final String file;
    private final Map<Object, SourceLocation> byObject = new IdentityHashMap<>();

    Locations(String file) {
        this.file = file;
    }

    String file() {
        return file;
    }

    void record(Object element, Locator locator) {
        if (locator != null) {
            byObject.put(element, new SourceLocation(file, Math.max(locator.getLineNumber(), 0),
                    Math.max(locator.getColumnNumber(), 0)));
        }
    }

    /** The element's location: where its start tag ends, as the parser reports it. */
    SourceLocation of(Object element) {
        SourceLocation where = byObject.get(element);
        return where != null ? where : new SourceLocation(file, 1, 1);
    }
}
