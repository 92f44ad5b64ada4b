package org.rallyworkbench.engine.xml;

import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.JAXBException;
import java.util.Map;

/**
 * The JAXB contexts of the formats, each created once (creation is slow) with this module's class loader.
 * Inside the NetBeans module system the default lookup goes through the thread's context class loader and
 * can miss the runtime, so we call the runtime's factory directly, with our loader as context loader.
 */
final class JaxbContexts {

    private JaxbContexts() {
    }

    /**
     * Starts creating the reading context on a background thread, so it overlaps with the schema check of
     * the first file (each takes a few hundred milliseconds on a cold JVM; a CLI run has two cores for them).
     */
    static void prepareInBackground() {
        if (!prepared) {
            prepared = true;
            Thread thread = new Thread(JaxbContexts::formats, "jaxb-context");
            thread.setDaemon(true);
            thread.start();
        }
    }

    private static volatile boolean prepared;

    /** Reads both formats (a scenario may hold an inline board). */
    static JAXBContext formats() {
        return Formats.CONTEXT;
    }

    /** Writes boards; knowing only the board namespace, it declares no other on the root element. */
    static JAXBContext boards() {
        return Boards.CONTEXT;
    }

    // Holder classes: each context is created on first use, once, without locking on later calls.
    private static final class Formats {
        static final JAXBContext CONTEXT = create(BoardDocument.class, ScenarioDocument.class);
    }

    private static final class Boards {
        static final JAXBContext CONTEXT = create(BoardDocument.class);
    }

    private static JAXBContext create(Class<?>... classes) {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(JaxbContexts.class.getClassLoader());
        try {
            return new org.glassfish.jaxb.runtime.v2.JAXBContextFactory().createContext(classes, Map.of());
        } catch (JAXBException e) {
            throw new IllegalStateException("cannot bind the file formats: " + e, e);
        } finally {
            thread.setContextClassLoader(previous);
        }
    }
}
