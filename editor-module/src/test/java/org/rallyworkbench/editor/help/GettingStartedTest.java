package org.rallyworkbench.editor.help;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Help > Getting Started: the README is bundled with its screenshots, and its links within it have their anchors. */
class GettingStartedTest {

    @Test
    void theBundledReadmeRendersWithItsImagesAndAnchors() throws Exception {
        String html = GettingStarted.html();
        assertTrue(html.contains("<a name=\"the-board-editor\">"), "the tour's section anchor");
        assertTrue(html.contains("href=\"#the-board-editor\""), "the README links to it");
        Matcher images = Pattern.compile("<img src=\"([^\"]+)\"").matcher(html);
        int found = 0;
        while (images.find()) {
            URL image = new URL(GettingStarted.base(), images.group(1));
            assertNotNull(image.openStream(), "bundled: " + images.group(1));
            found++;
        }
        assertTrue(found >= 3, "the README's screenshots: " + found);
    }

    @Test
    void slugsAreGitHubs() {
        assertEquals("rally-the-command-line", GettingStarted.slug("<code>./rally</code>, the command line"));
        assertEquals("the-board-editor", GettingStarted.slug("The board editor"));
    }
}
