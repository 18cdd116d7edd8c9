package dev.connectfour.cli;

import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** A terminal running {@code play} with typed lines. */
final class Terminal implements AutoCloseable {
    static final long TIMEOUT_MILLIS = 10_000;

    final TerminalScreen screen = new TerminalScreen();
    final PipedOutputStream keyboard = new PipedOutputStream();
    final CompletableFuture<Integer> exit;

    Terminal(String... args) throws IOException {
        PipedInputStream in = new PipedInputStream(keyboard, 1 << 16);
        PrintStream out = new PrintStream(screen, true, StandardCharsets.UTF_8);
        exit = CompletableFuture.supplyAsync(() -> CliMain.run(List.of(args), in, out, out));
    }

    void type(String line) throws IOException {
        keyboard.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        keyboard.flush();
    }

    int exitCode() throws Exception {
        return exit.get(TIMEOUT_MILLIS, TimeUnit.MILLISECONDS);
    }

    @Override
    public void close() throws IOException {
        keyboard.close();
    }
}
