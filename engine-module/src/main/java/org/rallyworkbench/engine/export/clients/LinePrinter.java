package org.rallyworkbench.engine.export.clients;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.PrettyPrinter;
import java.io.IOException;

/**
 * Jackson layout for client files people read and diff: objects and arrays nested up to {@code breakDepth}
 * put each member on its own line (two spaces an indent), deeper ones stay on one line.
 */
final class LinePrinter implements PrettyPrinter {

    private final int breakDepth;
    private int depth;

    LinePrinter(int breakDepth) {
        this.breakDepth = breakDepth;
    }

    private void newLine(JsonGenerator g, int level) throws IOException {
        g.writeRaw('\n');
        for (int i = 0; i < level; i++) {
            g.writeRaw("  ");
        }
    }

    private void separate(JsonGenerator g) throws IOException {
        g.writeRaw(',');
        if (depth <= breakDepth) {
            newLine(g, depth);
        } else {
            g.writeRaw(' ');
        }
    }

    private void open(JsonGenerator g, char c) throws IOException {
        g.writeRaw(c);
        depth++;
    }

    private void close(JsonGenerator g, char c, int entries) throws IOException {
        if (entries > 0 && depth <= breakDepth) {
            newLine(g, depth - 1);
        }
        depth--;
        g.writeRaw(c);
    }

    private void first(JsonGenerator g) throws IOException {
        if (depth <= breakDepth) {
            newLine(g, depth);
        }
    }

    @Override
    public void writeRootValueSeparator(JsonGenerator g) throws IOException {
        g.writeRaw('\n');
    }

    @Override
    public void writeStartObject(JsonGenerator g) throws IOException {
        open(g, '{');
    }

    @Override
    public void writeEndObject(JsonGenerator g, int entries) throws IOException {
        close(g, '}', entries);
    }

    @Override
    public void writeObjectEntrySeparator(JsonGenerator g) throws IOException {
        separate(g);
    }

    @Override
    public void writeObjectFieldValueSeparator(JsonGenerator g) throws IOException {
        g.writeRaw(": ");
    }

    @Override
    public void writeStartArray(JsonGenerator g) throws IOException {
        open(g, '[');
    }

    @Override
    public void writeEndArray(JsonGenerator g, int values) throws IOException {
        close(g, ']', values);
    }

    @Override
    public void writeArrayValueSeparator(JsonGenerator g) throws IOException {
        separate(g);
    }

    @Override
    public void beforeArrayValues(JsonGenerator g) throws IOException {
        first(g);
    }

    @Override
    public void beforeObjectEntries(JsonGenerator g) throws IOException {
        first(g);
    }
}
