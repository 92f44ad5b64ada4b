package org.rallyworkbench.engine.xml;

import java.util.List;
import org.rallyworkbench.engine.model.Problem;
import org.rallyworkbench.engine.model.ProblemCollector;
import org.xml.sax.ErrorHandler;
import org.xml.sax.Locator;
import org.xml.sax.SAXParseException;

/**
 * The parser's and the schema's errors of one file, as {@link Problem}s in a {@link ProblemCollector}: all
 * of them rather than just the first, in readable words. Schema errors let the parse go on; a fatal error
 * (malformed XML, a limit passed) ends it.
 */
final class SaxProblems implements ErrorHandler {

    private final ProblemCollector problems;
    private SAXParseException lastFatal;
    private String lastRaw;          // the previous message as the parser wrote it

    SaxProblems(String file) {
        this.problems = new ProblemCollector(file);
    }

    @Override
    public void warning(SAXParseException e) {
        // Warnings (e.g. about the schema itself) do not make a file invalid.
    }

    @Override
    public void error(SAXParseException e) {
        add(e);
    }

    @Override
    public void fatalError(SAXParseException e) {
        add(e);
        lastFatal = e;
    }

    /** Records the exception that ended a parse, unless the parser already reported it as fatal. */
    void ended(SAXParseException e) {
        boolean alreadyReported = lastFatal != null && e.getLineNumber() == lastFatal.getLineNumber()
                && e.getColumnNumber() == lastFatal.getColumnNumber()
                && String.valueOf(e.getMessage()).equals(lastFatal.getMessage());
        if (!alreadyReported) {
            add(e);
        }
    }

    /** Records a failure outside the XML (I/O, a limit) at the parser's last known position. */
    void ended(String message, Locator where) {
        int line = where == null ? 1 : Math.max(where.getLineNumber(), 1);
        int column = where == null ? 1 : Math.max(where.getColumnNumber(), 1);
        problems.add(line, column, SchemaMessages.bounded(message));
        lastRaw = null;
    }

    private void add(SAXParseException e) {
        String raw = SchemaMessages.shortenQuoted(String.valueOf(e.getMessage()));
        int line = Math.max(e.getLineNumber(), 1);
        int column = Math.max(e.getColumnNumber(), 1);
        if (SchemaMessages.isEcho(raw) && lastRaw != null) {
            Problem previous = problems.last();
            if (previous.line() == line && previous.column() == column) {
                // Xerces reports a bad value twice: the facet, then the attribute or element. Keep one line.
                problems.replaceLast(new Problem(problems.file(), line, column,
                        SchemaMessages.bounded(SchemaMessages.combine(lastRaw, raw))));
                lastRaw = null;
                return;
            }
        }
        problems.add(line, column, SchemaMessages.bounded(SchemaMessages.readable(raw)));
        lastRaw = raw;
    }

    boolean isEmpty() {
        return problems.isEmpty();
    }

    List<Problem> problems() {
        return problems.problems();
    }
}
