package dev.connectfour.cli;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.BookedSolver;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.search.Analysis;
import dev.connectfour.engine.search.Solver;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * {@code solve [--weak] [--analyze] [--stats] [--no-book] [--size WxH] [--table-mb M]}: reads move
 * strings, one per line, on standard input and prints {@code MOVES SCORE} for each (an empty line is the
 * empty board). The opening book answers where it covers the position, unless {@code --no-book}.
 * With {@code --analyze}: {@code MOVES S1 .. SW}, {@code -} for a full column. With {@code --stats}:
 * the node count and the microseconds appended. An invalid line prints an error naming the line on
 * standard error and an empty line on standard output, and the run goes on; the exit code is then 1.
 */
final class SolveCommand implements Command {

    @Override
    public String name() {
        return "solve";
    }

    @Override
    public String usage() {
        return "[--weak] [--analyze] [--stats] [--no-book] [--size WxH] [--table-mb M] [--threads T]  < moves";
    }

    @Override
    public String summary() {
        return "Reads move strings on stdin, prints MOVES SCORE (or every column's score with --analyze).";
    }

    @Override
    public int run(List<String> args, InputStream in, PrintStream out, PrintStream err) throws UsageException {
        boolean weak = false;
        boolean analyze = false;
        boolean stats = false;
        boolean useBook = true;
        BoardSize size = BoardSize.STANDARD;
        long tableBytes = 64L << 20;
        int threads = 1;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            switch (arg) {
                case "--weak" -> weak = true;
                case "--analyze" -> analyze = true;
                case "--stats" -> stats = true;
                case "--no-book" -> useBook = false;
                case "--size" -> size = Options.parseSize(Options.value(args, ++i, arg));
                case "--table-mb" -> tableBytes = Options.parseLong(Options.value(args, ++i, arg), arg, 8, 8192) << 20;
                case "--threads" -> threads = (int) Options.parseLong(Options.value(args, ++i, arg), arg, 1, 64);
                default -> throw new UsageException("unknown option '" + arg + "'");
            }
        }
        Solver solver = new Solver(tableBytes, threads);
        BookedSolver answers = new BookedSolver(useBook ? OpeningBook.bundledOrEmpty() : OpeningBook.empty(size), solver);
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
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
