package org.rallyworkbench.editor.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;
import javax.swing.SwingUtilities;
import javax.swing.text.BadLocationException;
import javax.swing.text.PlainDocument;
import org.junit.jupiter.api.Test;

/** Following a Source text: the action runs once after a pause, at once when flushed, never for the program's own edits. */
class FollowTextTest {

    @Test
    void aRunOfTypingRunsTheActionOnceAfterThePause() throws Exception {
        AtomicInteger reads = new AtomicInteger();
        AtomicInteger changes = new AtomicInteger();
        PlainDocument doc = new PlainDocument();
        FollowText[] follow = new FollowText[1];
        SwingUtilities.invokeAndWait(() -> {
            follow[0] = new FollowText(50, reads::incrementAndGet).onEachChange(changes::incrementAndGet);
            follow[0].follow(doc);
            type(doc, "abc");
            assertTrue(follow[0].pending());
        });
        for (int i = 0; i < 100 && reads.get() == 0; i++) {
            Thread.sleep(20);
        }
        SwingUtilities.invokeAndWait(() -> { });
        assertEquals(1, reads.get(), "one read after the pause, not one a keystroke");
        assertEquals(3, changes.get());
        SwingUtilities.invokeAndWait(() -> assertFalse(follow[0].pending()));
    }

    @Test
    void flushReadsPendingTextAtOnceAndOnlyThen() throws Exception {
        withAFollower((follow, doc, reads) -> {
            follow.flush();
            assertEquals(0, reads.get(), "nothing typed: nothing to read");
            type(doc, "x");
            follow.flush();
            assertEquals(1, reads.get());
            follow.flush();
            assertEquals(1, reads.get());
        });
    }

    @Test
    void theProgramsOwnEditsAndAStoppedFollowerAreNotFollowed() throws Exception {
        withAFollower((follow, doc, reads) -> {
            follow.withoutFollowing(() -> type(doc, "set by the view"));
            assertFalse(follow.pending());
            follow.stop();
            assertFalse(follow.following());
            type(doc, "typed after closing");
            assertFalse(follow.pending());
        });
    }

    private static void type(PlainDocument doc, String text) {
        try {
            for (char c : text.toCharArray()) {
                doc.insertString(doc.getLength(), String.valueOf(c), null);
            }
        } catch (BadLocationException e) {
            throw new AssertionError(e);
        }
    }

    /** A check of a follower of a document, with the count of its reads. */
    private interface FollowerCheck {
        void check(FollowText follow, PlainDocument doc, AtomicInteger reads);
    }

    /** Runs {@code check} on the event thread with a new {@link #following} follower of an empty document. */
    private static void withAFollower(FollowerCheck check) throws Exception {
        AtomicInteger reads = new AtomicInteger();
        PlainDocument doc = new PlainDocument();
        SwingUtilities.invokeAndWait(() -> check.check(following(doc, reads), doc, reads));
    }

    /** A follower of {@code doc} that only counts its reads (its pause never ends within a test). */
    private static FollowText following(PlainDocument doc, AtomicInteger reads) {
        FollowText follow = new FollowText(60_000, reads::incrementAndGet);
        follow.follow(doc);
        return follow;
    }
}
