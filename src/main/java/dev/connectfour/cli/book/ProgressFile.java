package dev.connectfour.cli.book;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.function.Consumer;

/**
 * An append-only progress file of a long computation, one record per line of space-separated fields,
 * flushed as each result comes: a run that is interrupted loses at most the results in progress, and
 * a new run reads back what is there, skipping a line it cannot read (a last line cut short).
 */
final class ProgressFile {
    private final Path file;
    private final PrintStream log;
    private BufferedWriter writer;

    ProgressFile(Path file, PrintStream log) {
        this.file = file;
        this.log = log;
    }

    Path path() {
        return file;
    }

    /**
     * Hands the fields of every line to {@code reader}, if the file exists; a line whose fields the
     * reader refuses with a {@link RuntimeException} is skipped, and said so in the log.
     */
    void read(Consumer<String[]> reader) throws IOException {
        if (!Files.exists(file)) {
            return;
        }
        int lineNumber = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            lineNumber++;
            try {
                reader.accept(line.strip().split(" "));
            } catch (RuntimeException e) {
                log.println("book: skipping line " + lineNumber + " of " + file + ": '" + line + "'");
            }
        }
    }

    /** Opens the file for {@link #record} until {@link #close()}, creating it if missing. */
    void open() throws IOException {
        writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /** Closes what {@link #open()} opened. */
    void close() throws IOException {
        BufferedWriter open = writer;
        writer = null;
        open.close();
    }

    /** Appends one line; only while the file is {@link #open()}; safe from several threads. */
    synchronized void record(String line) {
        try {
            writer.write(line);
            writer.newLine();
            writer.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
