package dev.connectfour.cli;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/** The terminal's output, waited on. */
final class TerminalScreen extends OutputStream {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

    @Override
    public synchronized void write(int b) {
        bytes.write(b);
        notifyAll();
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) {
        bytes.write(b, off, len);
        notifyAll();
    }

    synchronized String text() {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /** Waits until {@code text} has appeared {@code count} times. */
    synchronized String await(String text, int count) throws InterruptedException {
        return await(text, count, Terminal.TIMEOUT_MILLIS);
    }

    /** As {@link #await(String, int)}, for up to {@code timeoutMillis}: a step that starts a program, say. */
    synchronized String await(String text, int count, long timeoutMillis) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        while (occurrences(text(), text) < count) {
            long left = TimeUnit.NANOSECONDS.toMillis(end - System.nanoTime());
            if (left <= 0) {
                fail("no " + count + " x '" + text + "' on the screen:\n" + text());
            }
            wait(left);
        }
        return text();
    }

    private static int occurrences(String all, String part) {
        int count = 0;
        for (int at = all.indexOf(part); at >= 0; at = all.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }
}
