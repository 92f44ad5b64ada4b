package org.rallyworkbench.engine.io;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** Refuses to deliver more than a fixed number of bytes, so a huge or endless stream cannot exhaust memory. */
public final class BoundedInputStream extends FilterInputStream {

    /** Thrown when the limit is passed; the reader turns it into a located problem. */
    public static final class TooLargeException extends IOException {
        private static final long serialVersionUID = 1L;

        public TooLargeException(long limit) {
            super("the file is larger than " + (limit / (1024 * 1024)) + " MiB; boards and scenarios are far smaller");
        }
    }

    private final long limit;
    private long count;

    public BoundedInputStream(InputStream in, long limit) {
        super(in);
        this.limit = limit;
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        if (b >= 0) {
            count(1);
        }
        return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        int n = super.read(buffer, offset, length);
        if (n > 0) {
            count(n);
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        long skipped = super.skip(n);
        count(skipped);
        return skipped;
    }

    private void count(long n) throws TooLargeException {
        count += n;
        if (count > limit) {
            throw new TooLargeException(limit);
        }
    }

    @Override
    public boolean markSupported() {
        return false;
    }
}
