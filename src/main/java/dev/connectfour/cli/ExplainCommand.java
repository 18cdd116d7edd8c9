package dev.connectfour.cli;

import dev.connectfour.engine.analysis.Analyst;
import dev.connectfour.engine.analysis.Mistakes;
import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.MoveStringException;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.coach.Claim;
import dev.connectfour.engine.coach.Coach;
import dev.connectfour.engine.coach.Explanation;
import dev.connectfour.engine.coach.Oracle;
import dev.connectfour.engine.search.Solver;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import java.util.function.Function;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code explain}: for each line {@code MOVES COLUMN} on standard input (a position and the move played
 * in it), the coach's checked explanation, {@code MOVES COLUMN VERDICT KIND CELLS | TEXT}. The kind
 * and the cells alone state the claim (their contract: {@link dev.connectfour.engine.coach.Idea}).
 */
@Command(name = "explain", mixinStandardHelpOptions = true,
        description = {"Reads 'MOVES COLUMN' lines on stdin (COLUMN 1..7, the move played after MOVES), prints"
            + " 'MOVES COLUMN VERDICT KIND CELLS | TEXT' per line.",
            "VERDICT: win>loss, win>draw, draw>loss or ok. KIND: allows-four, under-threat, double-threat, zugzwang,"
                + " aftereven, claimeven, vertical, baseinverse, pairs, forces-double-threat, forces-zugzwang, forces-claimeven, forces-pairs,"
                + " forced-line (the fallback), or for the better move wins, blocks, claims, keeps-parity,"
                + " wins-by-double-threat, wins-by-zugzwang, holds-by-claimeven, holds-by-pairs; '-' for none. CELLS: e3,f4 (columns a.. from the left, rows"
                + " 1.. from the bottom). MOVES '.' is the empty board. A bad line is named on stderr and makes the exit code 1."})
final class ExplainCommand implements Callable<Integer> {
    /** MOVES of the empty board. */
    static final String EMPTY_BOARD = ".";

    @Spec
    private CommandSpec spec;

    @Option(names = "--size", paramLabel = "WxH", defaultValue = "7x6", converter = OptionValues.Size.class,
            description = "the board (default: ${DEFAULT-VALUE})")
    private BoardSize size;

    @Option(names = "--table-mb", paramLabel = "M", defaultValue = "64",
            description = "the transposition table in MB, 8 to 8192 (default: ${DEFAULT-VALUE})")
    private long tableMb;

    @Option(names = "--games", description = "read whole games (a move string a line) and explain each of their mistakes")
    private boolean games;

    private final Streams streams;

    ExplainCommand(Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        long tableBytes = UsageErrors.within(spec, "--table-mb", tableMb, 8, 8192) << 20;
        OpeningBook book = size.equals(BoardSize.STANDARD) ? OpeningBook.bundledOrEmpty() : OpeningBook.empty(size);
        Analyst analyst = new Analyst(book, new Solver(tableBytes));
        Coach coach = new Coach(Oracle.of(analyst));
        Function<Position, OpeningBook.Outcome> outcomes = analyst::outcome;
        PrintStream out = streams.out();
        PrintStream err = streams.err();
        boolean failed = false;
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(streams.in(), StandardCharsets.UTF_8))) {
            String line;
            int lineNumber = 0;
            while ((line = reader.readLine()) != null) {
                lineNumber++;
                String[] fields = line.strip().split("\\s+");
                if (games) {
                    failed |= !explainGame(fields[0], lineNumber, coach, outcomes, out, err);
                    continue;
                }
                if (fields.length != 2 || !fields[1].matches("[1-9]")) {
                    err.println("line " + lineNumber + ": expected 'MOVES COLUMN', got \"" + line.strip() + "\"");
                    failed = true;
                    continue;
                }
                Position position;
                try {
                    position = Position.parse(size, fields[0].equals(EMPTY_BOARD) ? "" : fields[0]);
                } catch (MoveStringException e) {
                    err.println("line " + lineNumber + ": " + e.getMessage());
                    failed = true;
                    continue;
                }
                int column = fields[1].charAt(0) - '1';
                if (!position.canPlay(column)) {
                    err.println("line " + lineNumber + ": column " + fields[1] + " cannot be played after \"" + fields[0] + "\"");
                    failed = true;
                    continue;
                }
                out.println(format(coach.explain(position, column)));
                out.flush();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return failed ? CliMain.FAILED : CliMain.OK;
    }

    /** Explains every mistake of one game; false (named on {@code err}) if the line is no game. */
    private boolean explainGame(String moves, int lineNumber, Coach coach, Function<Position, OpeningBook.Outcome> outcomes,
                                PrintStream out, PrintStream err) {
        Position game;
        try {
            game = Position.parse(size, moves);
        } catch (MoveStringException e) {
            err.println("line " + lineNumber + ": " + e.getMessage());
            return false;
        }
        for (Mistakes.Judgement judgement : Mistakes.judge(game, outcomes, judged -> { })) {
            if (judgement.isMistake()) {
                Position before = Position.parse(size, moves.substring(0, judgement.turn() - 1));
                out.println(format(coach.explain(before, judgement.column())));
                out.flush();
            }
        }
        return true;
    }

    /** The line of one explanation. */
    static String format(Explanation explanation) {
        Claim headline = explanation.headline();
        String moves = explanation.before().moves();
        return (moves.isEmpty() ? EMPTY_BOARD : moves) + " " + (explanation.column() + 1) + " " + explanation.change().code() + " "
                + headline.idea().code() + " " + headline.cellsText() + " | " + ExplanationWords.of(explanation);
    }
}
