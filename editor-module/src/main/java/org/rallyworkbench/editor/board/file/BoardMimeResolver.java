package org.rallyworkbench.editor.board.file;

import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.openide.filesystems.FileObject;
import org.openide.filesystems.MIMEResolver;
import org.openide.util.lookup.ServiceProvider;

/**
 * Recognises board files: by the {@code .board.xml} name ending (cheap, the common case) or, for any
 * other {@code .xml} file, by a root {@code <board>} in the board namespace. A Java resolver because
 * the declarative ones cannot match a double extension.
 */
@ServiceProvider(service = MIMEResolver.class, position = 100)
public final class BoardMimeResolver extends MIMEResolver {

    public static final String MIME = "text/x-rally-board+xml";
    public static final String NAMESPACE = "urn:rally-workbench:board:1";
    private static final String SUFFIX = ".board.xml";

    public BoardMimeResolver() {
        super(MIME);
    }

    @Override
    public String findMIMEType(FileObject fo) {
        if (!fo.isData() || !"xml".equalsIgnoreCase(fo.getExt())) {
            return null;
        }
        if (fo.getNameExt().toLowerCase(Locale.ROOT).endsWith(SUFFIX)) {
            return MIME;
        }
        return hasBoardRoot(fo) ? MIME : null;
    }

    /** A file name as typed (Save As…) made one this resolver takes for a board: {@code .board.xml} added unless it ends in {@code .xml}. */
    public static String boardFileName(String typed) {
        String lower = typed.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".xml")) {
            return typed;
        }
        return lower.endsWith(".board") ? typed + ".xml" : typed + SUFFIX;
    }

    /** Reads only up to the root element; a broken or unreadable file is simply not a board. */
    static boolean hasBoardRoot(FileObject fo) {
        XMLInputFactory factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        try (InputStream in = fo.getInputStream()) {
            XMLStreamReader r = factory.createXMLStreamReader(in);
            try {
                r.nextTag();
                return "board".equals(r.getLocalName()) && NAMESPACE.equals(r.getNamespaceURI());
            } finally {
                r.close();
            }
        } catch (IOException | XMLStreamException | RuntimeException e) {
            return false;
        }
    }
}
