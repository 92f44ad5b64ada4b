package org.rallyworkbench.engine.export.picture;

import org.rallyworkbench.engine.io.AtomicFiles;
import org.rallyworkbench.engine.render.BoardPainter;
import org.rallyworkbench.engine.render.BoardRenderer;
import java.awt.Dimension;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.apache.batik.svggen.SVGGeneratorContext;
import org.apache.batik.svggen.SVGGraphics2D;
import org.rallyworkbench.engine.model.Board;
import javax.xml.XMLConstants;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Writes a board as an SVG picture for print, painted by the same renderer as the screen and the PNG export
 * into Apache Batik's SVG Graphics2D. Batik is an optional dependency of the engine: this class is the only
 * one that needs it.
 */
public final class SvgExporter {

    private static final String SVG_NAMESPACE = "http://www.w3.org/2000/svg";

    private final BoardPainter painter;

    public SvgExporter(BoardPainter painter) {
        this.painter = painter;
    }

    public void export(Board board, Path target, int tileSize) throws IOException {
        AtomicFiles.write(target, out -> {
            Writer writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            write(board, tileSize, writer);
            writer.flush();
        });
    }

    public String write(Board board, int tileSize) throws IOException {
        StringWriter s = new StringWriter();
        write(board, tileSize, s);
        return s.toString();
    }

    private void write(Board board, int tileSize, Writer writer) throws IOException {
        Document document = newDocument();
        SVGGeneratorContext context = SVGGeneratorContext.createDefault(document);
        context.setComment("Board " + board.name() + ", drawn by Rally Workbench");
        context.setEmbeddedFontsOn(false);
        context.setImageHandler(new PngImageHandler());
        SVGGraphics2D g = new SVGGraphics2D(context, false);
        Dimension size = painter.size(board, tileSize);
        g.setSVGCanvasSize(size);
        paintAsVectors(g, board, tileSize);
        Element root = g.getRoot();
        root.setAttribute("viewBox", "0 0 " + size.width + " " + size.height);
        g.dispose();
        serialize(root, writer);
    }

    /**
     * BoardRenderer draws cached raster sprites when a tile pixel is a device pixel, and vector shapes under
     * any scaling; print wants vectors, so this paints at another tile size scaled back to {@code tileSize}.
     * (To be replaced by an explicit vector option of the renderer, once it has one.)
     */
    private void paintAsVectors(SVGGraphics2D g, Board board, int tileSize) {
        int internal = tileSize * 2 <= BoardRenderer.MAX_TILE ? tileSize * 2 : Math.max(1, tileSize / 2);
        double scale = tileSize / (double) internal;
        g.scale(scale, scale);
        painter.paint(g, board, internal);
        g.scale(1 / scale, 1 / scale);
    }

    /** Writes the SVG without a DOCTYPE, so no reader goes looking for the SVG 1.0 DTD. */
    private static void serialize(Element root, Writer writer) throws IOException {
        try {
            TransformerFactory factory = TransformerFactory.newInstance();
            factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_STYLESHEET, "");
            Transformer t = factory.newTransformer();
            t.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
            t.setOutputProperty(OutputKeys.INDENT, "no");
            t.transform(new DOMSource(root), new StreamResult(writer));
            writer.write("\n");
        } catch (TransformerException e) {
            throw new IOException("cannot write the SVG: " + e.getMessage(), e);
        }
    }

    private static Document newDocument() throws IOException {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            return f.newDocumentBuilder().getDOMImplementation().createDocument(SVG_NAMESPACE, "svg", null);
        } catch (ParserConfigurationException e) {
            throw new IOException("no XML document builder: " + e.getMessage(), e);
        }
    }
}
