package dev.connectfour.cli;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.BookedSolver;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.search.Analysis;
import dev.connectfour.engine.search.Solver;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code solve}: reads move strings, one per line, on standard input and prints {@code MOVES SCORE} for each (an
 * empty line is the empty board). The opening book answers where it covers the position, unless {@code --no-book}.
 * With {@code --analyze}: {@code MOVES S1 .. SW}, {@code -} for a full column. With {@code --stats}: the node count
 * and the microseconds appended. An invalid line prints an error naming the line on standard error and an empty
 * line on standard output, and the run goes on; the exit code is then 1.
 */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = {"Reads move strings on stdin, prints MOVES SCORE (or every column's score with --analyze).",
            "An invalid line is named on stderr, answered with an empty line, and makes the exit code 1."})
final class SolveCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--weak", description = "the outcome only: 1 win, 0 draw, -1 loss (faster)")
    private boolean weak;

    @Option(names = "--analyze", description = "every column's score: MOVES S1 .. SW, - for a full column")
    private boolean analyze;

    @Option(names = "--stats", description = "append the node count and the microseconds")
    private boolean stats;

    @Option(names = "--no-book", description = "solve every position, even where the opening book knows it")
    private boolean noBook;

    @Option(names = "--size", paramLabel = "WxH", defaultValue = "7x6", converter = OptionValues.Size.class,
            description = "the board (default: ${DEFAULT-VALUE})")
    private BoardSize size;

    @Option(names = "--table-mb", paramLabel = "M", defaultValue = "64",
            description = "the transposition table in MB, 8 to 8192 (default: ${DEFAULT-VALUE})")
    private long tableMb;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1",
            description = "search threads, 1 to 64 (default: ${DEFAULT-VALUE})")
    private int threads;

    private final Streams streams;

    SolveCommand(Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        long tableBytes = UsageErrors.within(spec, "--table-mb", tableMb, 8, 8192) << 20;
        UsageErrors.within(spec, "--threads", threads, 1, 64);
        boolean useBook = !noBook;
        PrintStream out = streams.out();
        PrintStream err = streams.err();
        Solver solver = new Solver(tableBytes, threads);
        BookedSolver answers = new BookedSolver(useBook ? OpeningBook.bundledOrEmpty() : OpeningBook.empty(size), solver);
        BufferedReader reader = new BufferedReader(new InputStreamReader(streams.in(), StandardCharsets.UTF_8));
        boolean failed = false;
        int lineNumber = 0;
        try {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                lineNumber++;
                String moves = line.strip();
                try {
                    Position position = Position.parse(size, moves);
                    if (position.isGameOver()) {
                        throw new IllegalArgumentException("the game is already over ("
                                + (position.isWon() ? "won" : "drawn") + ")");
                    }
                    long start = System.nanoTime();
                    String result;
                    if (analyze) {
                        Analysis analysis = answers.analyze(position, weak);
                        result = analysis.scoresText();
                    } else {
                        result = Integer.toString(weak ? answers.solveWeak(position) : answers.solve(position));
                    }
                    long micros = (System.nanoTime() - start) / 1000;
                    long nodes = answers.lastNodes();
                    out.println(moves + " " + result + (stats ? " " + nodes + " " + micros : ""));
                } catch (IllegalArgumentException e) {
                    err.println("line " + lineNumber + ": " + e.getMessage());
                    out.println();
                    failed = true;
                }
                out.flush();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return failed ? CliMain.FAILED : CliMain.OK;
    }
}
