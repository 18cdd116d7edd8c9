package dev.connectfour.reliability;

import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;

/** What every soak watches: the warnings logged meanwhile (none allowed), and the heap after a full GC. */
public final class SoakWatch {
    private SoakWatch() {
    }

    /** A log handler that adds every warning or worse, with its exception, to {@code problems}. */
    public static Handler warningsInto(List<String> problems) {
        return new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (record.getLevel().intValue() >= Level.WARNING.intValue()) {
                    problems.add(record.getLoggerName() + ": " + record.getMessage() + " " + record.getThrown());
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
    }

    /** The heap in use after a full GC: the least of three collections, in bytes. */
    public static long heapAfterFullGc() {
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            System.gc();
            used = Math.min(used, ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
        }
        return used;
    }
}
