package org.rallyworkbench.editor.board.file;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RecentBoardsTest {

    @Test
    void theLastOpenedComesFirstWithoutDuplicates() {
        List<String> l = RecentBoards.pushed(List.of(), "/a");
        l = RecentBoards.pushed(l, "/b");
        l = RecentBoards.pushed(l, "/a");
        assertEquals(List.of("/a", "/b"), l);
    }

    @Test
    void theListKeepsTheNewestTen() {
        List<String> l = new ArrayList<>();
        for (int i = 0; i < 15; i++) {
            l = RecentBoards.pushed(l, "/" + i);
        }
        assertEquals(RecentBoards.MAX, l.size());
        assertEquals("/14", l.get(0));
        assertEquals("/5", l.get(9));
    }
}
