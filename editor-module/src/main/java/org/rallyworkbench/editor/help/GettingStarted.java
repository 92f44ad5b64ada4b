package org.rallyworkbench.editor.help;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * The README bundled with the application (the build copies it and its screenshots into this package), as HTML
 * Swing can show: headings carry GitHub's anchors, so the README's own links within it work; images load from
 * the bundle, so it all works offline.
 */
final class GettingStarted {

    static final String README = "README.md";
    private static final Pattern HEADING = Pattern.compile("<h([1-6])>(.*?)</h\\1>");

    private GettingStarted() {
    }

    /** Where relative links and images resolve: this package in the module's jar. */
    static URL base() {
        return GettingStarted.class.getResource(README);
    }

    static String html() throws IOException {
        try (InputStream in = GettingStarted.class.getResourceAsStream(README)) {
            if (in == null) {
                throw new IOException(README + " is not bundled");
            }
            return html(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    static String html(String markdown) {
        List<org.commonmark.Extension> extensions = List.of(TablesExtension.create());
        Parser parser = Parser.builder().extensions(extensions).build();
        String body = HtmlRenderer.builder().extensions(extensions).build().render(parser.parse(markdown));
        return "<html><body style='font-family: sans-serif; margin: 8px'>" + anchored(body) + "</body></html>";
    }

    /** Puts {@code <a name="slug">} in every heading, the slug as GitHub makes it from the heading's text. */
    static String anchored(String html) {
        Matcher m = HEADING.matcher(html);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String slug = slug(m.group(2));
            m.appendReplacement(out, Matcher.quoteReplacement(
                    "<h" + m.group(1) + "><a name=\"" + slug + "\"></a>" + m.group(2) + "</h" + m.group(1) + ">"));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** GitHub's heading anchor: the text without tags, lower case, punctuation dropped, spaces as hyphens. */
    static String slug(String headingHtml) {
        String text = headingHtml.replaceAll("<[^>]*>", "").replace("&amp;", "&").replace("&quot;", "\"")
                .replace("&lt;", "<").replace("&gt;", ">").replace("&#39;", "'");
        return text.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
    }
}
