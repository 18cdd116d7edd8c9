package dev.connectfour.cli;

import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.ComputerPlayer;
import dev.connectfour.engine.players.ComputerPlayers;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code audit}: how often a computer player keeps the outcome from arbitrary positions. Random
 * positions (random legal games cut at every stage in turn, 0 to 41 discs), the player's move timed,
 * and each move judged by a {@link MoveJudge}: kept, spoiled (a win turned into a draw or loss, a draw
 * into a loss), or unproven when the referee's solve runs past its budget. All moves are chosen and
 * timed first, so that the long solves that judge them cannot slow the player down; with
 * {@code --verdicts FILE} the verdicts are kept in a file and a later audit of the same positions
 * (same seed) judges only the moves not judged yet.
 */
@Command(name = "audit", mixinStandardHelpOptions = true,
        description = {"Judges a player's moves from random positions of every stage against long solves; prints the"
                + " share that keeps the outcome.",
            "Exit code 1 if a move spoiled the outcome."})
final class AuditCommand implements Callable<Integer> {
    private static final int STAGE_GROUP = 6;
    private static final int LAST_DISCS = BoardSize.STANDARD.cells() - 1;

    @Spec
    private CommandSpec spec;

    @Option(names = "--level", paramLabel = "LEVEL", defaultValue = "hard", converter = OptionValues.Level.class,
            description = "the player: easy, medium, hard, random, depth:N or rung:K (see ladder) (default: ${DEFAULT-VALUE})")
    private ComputerLevel level;

    @Option(names = "--positions", paramLabel = "N", defaultValue = "1000",
            description = "random positions, 1 to 1000000 (default: ${DEFAULT-VALUE})")
    private int count;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "the positions' seed (default: ${DEFAULT-VALUE})")
    private long seed;

    @Option(names = "--time-limit", paramLabel = "MS", defaultValue = "" + ComputerPlayers.DEFAULT_TIME_LIMIT_MILLIS,
            description = "the player's budget per move, 1 to 3600000 ms (default: ${DEFAULT-VALUE})")
    private long timeLimit;

    @Option(names = "--referee-ms", paramLabel = "MS", defaultValue = "20000",
            description = "the budget of the solve that judges a move, 1 to 3600000 ms (default: ${DEFAULT-VALUE})")
    private long refereeMillis;

    @Option(names = "--referee-table-mb", paramLabel = "MB", defaultValue = "256",
            description = "the referee's table in MB, 8 to 16384 (default: ${DEFAULT-VALUE})")
    private long refereeTableMb;

    @Option(names = "--verdicts", paramLabel = "FILE",
            description = "keep the verdicts in FILE: a later audit of the same positions judges only the new moves")
    private Path verdicts;

    @Option(names = "--min-discs", paramLabel = "A", defaultValue = "0",
            description = "the fewest discs, 0 to 41 (default: ${DEFAULT-VALUE})")
    private int minDiscs;

    @Option(names = "--max-discs", paramLabel = "B", description = "the most discs, A to 41 (default: 41)")
    private Integer maxDiscs;

    @Option(names = "--verbose", description = "print every move's verdict, not only the spoiled ones")
    private boolean verbose;

    private final Streams streams;

    AuditCommand(Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        UsageErrors.within(spec, "--positions", count, 1, 1_000_000);
        UsageErrors.within(spec, "--time-limit", timeLimit, 1, 3_600_000);
        UsageErrors.within(spec, "--referee-ms", refereeMillis, 1, 3_600_000);
        UsageErrors.within(spec, "--referee-table-mb", refereeTableMb, 8, 16_384);
        UsageErrors.within(spec, "--min-discs", minDiscs, 0, LAST_DISCS);
        int maxDiscs = this.maxDiscs == null ? LAST_DISCS : UsageErrors.within(spec, "--max-discs", this.maxDiscs, minDiscs, LAST_DISCS);
        int cells = BoardSize.STANDARD.cells();
        PrintStream out = streams.out();
        PrintStream err = streams.err();

        SplittableRandom random = new SplittableRandom(seed);
        ComputerPlayer player = ComputerPlayers.create(level, random.nextLong(), timeLimit);
        // first every move, timed, while nothing else runs; then the long solves that judge them
        Position[] positions = new Position[count];
        int[] columns = new int[count];
        MatchCommand.MoveTimes times = new MatchCommand.MoveTimes();
        for (int i = 0; i < count; i++) {
            positions[i] = randomPosition(minDiscs + i % (maxDiscs - minDiscs + 1), random);
            long start = System.nanoTime();
            columns[i] = player.chooseColumn(positions[i]);
            times.add(System.nanoTime() - start);
        }
        err.println(times.describe("player", level));
        Optional<Path> verdictFile = Optional.ofNullable(verdicts);
        Map<String, MoveJudge.Verdict> known = verdictFile.isPresent() ? readVerdicts(verdictFile.get()) : new HashMap<>();
        MoveJudge referee = new MoveJudge(OpeningBook.bundledOrEmpty(), refereeTableMb << 20, refereeMillis);
        int groups = cells / STAGE_GROUP + 1;
        int[][] tally = new int[groups][3];
        Set<String> judgedNow = new HashSet<>();
        for (int i = 0; i < count; i++) {
            String move = (positions[i].moves().isEmpty() ? "-" : positions[i].moves()) + " " + (columns[i] + 1);
            MoveJudge.Verdict verdict = known.get(move);
            // a move the file left unproven is judged again, once: the same move may come again
            if (verdict == null || (verdict == MoveJudge.Verdict.UNPROVEN && !judgedNow.contains(move))) {
                verdict = referee.judge(positions[i], columns[i]);
                judgedNow.add(move);
                known.put(move, verdict);
                if (verdictFile.isPresent()) {
                    appendVerdict(verdictFile.get(), move, verdict);
                }
            }
            tally[positions[i].moveCount() / STAGE_GROUP][verdict.ordinal()]++;
            if (verbose || verdict == MoveJudge.Verdict.SPOILED) {
                out.println("POSITION " + move + " " + verdict);
            }
            if ((i + 1) % 50 == 0) {
                err.printf(Locale.ROOT, "audit: %d/%d moves judged%n", i + 1, count);
            }
        }
        int[] all = new int[3];
        int[] late = new int[3];
        for (int g = 0; g < groups; g++) {
            int first = g * STAGE_GROUP;
            int last = Math.min(cells - 1, first + STAGE_GROUP - 1);
            int total = tally[g][0] + tally[g][1] + tally[g][2];
            if (total == 0) {
                continue;
            }
            out.printf(Locale.ROOT, "STAGE discs=%d-%d positions=%d kept=%d spoiled=%d unproven=%d%n",
                    first, last, total, tally[g][0], tally[g][1], tally[g][2]);
            for (int v = 0; v < 3; v++) {
                all[v] += tally[g][v];
            }
        }
        // 12 discs and more: stages are grouped by 6, so 12 starts a group
        for (int g = 12 / STAGE_GROUP; g < groups; g++) {
            for (int v = 0; v < 3; v++) {
                late[v] += tally[g][v];
            }
        }
        out.println(times.describe("player", level));
        out.printf(Locale.ROOT, "AUDIT level=%s positions=%d kept=%d spoiled=%d unproven=%d keptShare=%.4f keptShareFrom12=%.4f refereeMs=%d%n",
                level, count, all[0], all[1], all[2], share(all), share(late), refereeMillis);
        return all[1] == 0 ? CliMain.OK : CliMain.FAILED;
    }

    /**
     * The verdicts a {@code --verdicts} file holds, {@code MOVES COLUMN VERDICT} per line ({@code -} for
     * the empty board): the referee's solves are long and their verdicts never change, so a second audit
     * of the same positions judges only the moves it has not judged yet. Bad lines are skipped.
     */
    private static Map<String, MoveJudge.Verdict> readVerdicts(Path file) {
        Map<String, MoveJudge.Verdict> verdicts = new HashMap<>();
        if (!Files.exists(file)) {
            return verdicts;
        }
        try {
            for (String line : Files.readAllLines(file)) {
                String[] parts = line.trim().split(" ");
                if (parts.length == 3) {
                    try {
                        verdicts.put(parts[0] + " " + parts[1], MoveJudge.Verdict.valueOf(parts[2]));
                    } catch (IllegalArgumentException e) {
                        // not a verdict: skip the line
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the verdicts in " + file, e);
        }
        return verdicts;
    }

    private static void appendVerdict(Path file, String move, MoveJudge.Verdict verdict) {
        try {
            Files.writeString(file, move + " " + verdict + System.lineSeparator(), StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the verdicts to " + file, e);
        }
    }

    /** Kept over all positions; unproven ones count as not shown kept. */
    private static double share(int[] tally) {
        int total = tally[0] + tally[1] + tally[2];
        return total == 0 ? 1.0 : (double) tally[0] / total;
    }

    /** A position reached by {@code discs} random legal moves, nobody having won and the board not full. */
    static Position randomPosition(int discs, SplittableRandom random) {
        while (true) {
            Position position = Position.empty(BoardSize.STANDARD);
            while (position.moveCount() < discs && !position.isGameOver()) {
                int column = random.nextInt(position.size().width());
                if (position.canPlay(column)) {
                    position = position.play(column);
                }
            }
            if (!position.isGameOver() && position.moveCount() == discs) {
                return position;
            }
        }
    }
}
