package org.rallyworkbench.engine.export.picture;

import java.awt.image.RenderedImage;
import java.io.IOException;
import java.io.OutputStream;
import javax.imageio.ImageIO;
import org.apache.batik.svggen.ImageHandlerBase64Encoder;
import org.apache.batik.svggen.SVGGraphics2DIOException;

/**
 * Embeds pictures (the renderer's floor texture) in the SVG as base64 PNG written by the JDK's ImageIO,
 * so the SVG export needs no Batik codec module.
 */
final class PngImageHandler extends ImageHandlerBase64Encoder {

    @Override
    public void encodeImage(RenderedImage image, OutputStream out) throws SVGGraphics2DIOException {
        try {
            if (!ImageIO.write(image, "png", out)) {
                throw new SVGGraphics2DIOException("no PNG writer available");
            }
        } catch (IOException e) {
            throw new SVGGraphics2DIOException(e);
        }
    }
}
