package org.rallyworkbench.engine.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Runs several {@code rally} command lines one after the other in this JVM, as {@code ./rally} would run each
 * ({@link RallyCli#execute}), for {@link RallyProcessTest}: one child JVM with a small heap for many hostile
 * inputs instead of a JVM start for each. Reads one command a line (arguments separated by tabs) from the file
 * named first; prints, for each, {@code ##EXIT code millis} and then what it wrote to stderr.
 */
public final class RallyBatch {

    private RallyBatch() {
    }

    public static void main(String[] args) throws IOException {
        System.setProperty("java.awt.headless", "true");
        List<String> commands = Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8);
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        for (String command : commands) {
            StringWriter err = new StringWriter();
            long start = System.nanoTime();
            int code = RallyCli.execute(new PrintWriter(new StringWriter()), new PrintWriter(err), command.split("\t"));
            out.println("##EXIT " + code + " " + (System.nanoTime() - start) / 1_000_000);
            out.print(err);
            out.flush();
        }
    }
}
