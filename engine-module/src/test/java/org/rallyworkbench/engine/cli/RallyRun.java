package org.rallyworkbench.engine.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;

/**
 * One {@code ./rally} command line run in this JVM, as the launcher runs it ({@link RallyCli#execute}): its exit
 * code and what it printed on standard output and standard error, with Unix line ends.
 */
public record RallyRun(int code, String out, String err) {

    /** Runs {@code rally ARGS…} in-process. */
    public static RallyRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = RallyCli.execute(new PrintWriter(out), new PrintWriter(err), args);
        return new RallyRun(code, unix(out), unix(err));
    }

    /** Standard output a line an element; none when nothing was printed. */
    public List<String> outLines() {
        return lines(out);
    }

    /** Standard error a line an element; none when nothing was printed. */
    public List<String> errLines() {
        return lines(err);
    }

    private static List<String> lines(String text) {
        return text.isEmpty() ? List.of() : List.of(text.split("\n"));
    }

    private static String unix(StringWriter text) {
        return text.toString().replace("\r\n", "\n");
    }
}
