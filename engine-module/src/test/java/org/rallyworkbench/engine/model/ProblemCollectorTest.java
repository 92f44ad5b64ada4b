package org.rallyworkbench.engine.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A file with thousands of mistakes lists the first {@link ProblemCollector#MAX_LISTED} and counts the rest. */
class ProblemCollectorTest {

    @Test
    void listsTheFirstProblemsAndCountsTheRest() {
        ProblemCollector c = new ProblemCollector("f.tmx");
        for (int i = 1; i <= 65_536; i++) {
            c.add(i, 3, "bad tile " + i);
        }
        List<Problem> problems = c.problems();
        assertEquals(ProblemCollector.MAX_LISTED + 1, problems.size());
        assertEquals(new Problem("f.tmx", 200, 3, "bad tile 200"), problems.get(199));
        Problem more = problems.get(200);
        assertEquals("f.tmx:201:3: … and 65336 more problems (only the first 200 are listed)", more.toString());
        assertEquals(problems, c.<Object>failed().problems());
    }

    @Test
    void fewProblemsAreListedAsTheyAre() {
        ProblemCollector c = new ProblemCollector("f");
        c.add(1, 1, "a");
        c.add(2, 1, "b");
        c.replaceLast(new Problem("f", 2, 1, "b and c"));
        assertEquals(List.of(new Problem("f", 1, 1, "a"), new Problem("f", 2, 1, "b and c")), c.problems());
    }

    @Test
    void mergingTheLastOfManyLeavesTheCount() {
        ProblemCollector c = new ProblemCollector("f");
        for (int i = 1; i <= 250; i++) {
            c.add(i, 1, "p" + i);
        }
        assertEquals("p250", c.last().message());
        c.replaceLast(new Problem("f", 250, 1, "p250 merged"));
        assertEquals("p250 merged", c.last().message());
        assertEquals(201, c.problems().size());
        assertTrue(c.problems().get(200).message().startsWith("… and 50 more problems"), c.problems().get(200).message());
    }

    @Test
    void addAllKeepsTheCountOfTheOther() {
        ProblemCollector a = new ProblemCollector("f");
        ProblemCollector b = new ProblemCollector("f");
        for (int i = 1; i <= 300; i++) {
            b.add(i, 1, "p" + i);
        }
        a.add(1, 1, "first");
        a.addAll(b);
        assertEquals(201, a.problems().size());
        assertEquals("… and 101 more problems (only the first 200 are listed)", a.problems().get(200).message());
    }
}
