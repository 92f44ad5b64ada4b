package org.rallyworkbench.engine.xml;

import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.JAXBException;
import java.util.Map;

/**
 * The one JAXB context of both formats, created once (creation is slow) with this module's class loader.
 * Inside the NetBeans module system the default lookup goes through the thread's context class loader and
 * can miss the runtime, so we call the runtime's factory directly, with our loader as context loader.
 */
final class JaxbContexts {

    private static volatile JAXBContext formats;

    private JaxbContexts() {
    }

    static JAXBContext formats() {
        JAXBContext c = formats;
        if (c == null) {
            synchronized (JaxbContexts.class) {
                c = formats;
                if (c == null) {
                    c = create(BoardDocument.class, ScenarioDocument.class);
                    formats = c;
                }
            }
        }
        return c;
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
