package dev.connectfour.cli;

import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.ComputerPlayer;
import dev.connectfour.engine.players.ComputerPlayers;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code match}: computer against computer, {@code N} games from the empty board (or from
 * {@code --opening-plies} random moves), the same level always first. Ends with one {@code RESULT}
 * line; with {@code --games-log} each game's moves too. Each game gets fresh players seeded from
 * {@code --seed}, so a match replays exactly.
 */
@Command(name = "match", mixinStandardHelpOptions = true,
        description = "Plays computer against computer (levels easy, medium, hard, random, depth:N, rung:K) and prints a RESULT"
                + " line.")
final class MatchCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--first", required = true, paramLabel = "LEVEL", converter = OptionValues.Level.class,
            description = "the level that moves first in every game")
    private ComputerLevel firstLevel;

    @Option(names = "--second", required = true, paramLabel = "LEVEL", converter = OptionValues.Level.class,
            description = "the level that moves second")
    private ComputerLevel secondLevel;

    @Option(names = "--games", required = true, paramLabel = "N", description = "games, 1 to 1000000")
    private int games;

    @Option(names = "--seed", paramLabel = "S",
            description = "the match's seed: the same seed replays the same games (default: a random one)")
    private Long seed;

    @Option(names = "--time-limit", paramLabel = "MS", defaultValue = "" + ComputerPlayers.DEFAULT_TIME_LIMIT_MILLIS,
            description = "a searching player's budget per move, 1 to 3600000 ms (default: ${DEFAULT-VALUE})")
    private long timeLimit;

    @Option(names = "--opening-plies", paramLabel = "K", defaultValue = "0",
            description = "each game starts from K random moves drawn from the seed, 0 to 6 (default: ${DEFAULT-VALUE})")
    private int openingPlies;

    @Option(names = "--games-file", paramLabel = "FILE",
            description = "append each game to FILE as it ends (GAME N MOVES RESULT); a match given the file again"
                    + " counts the games it holds and plays on from there (same options and seed)")
    private Path gamesFile;

    @Option(names = "--games-log", description = "print each game's moves: GAME N MOVES RESULT")
    private boolean gamesLog;

    @Option(names = "--audit-games", paramLabel = "K", defaultValue = "0",
            description = "judge every Hard move of the first K games with a long solve, 0 to N (default: ${DEFAULT-VALUE})")
    private int auditGames;

    @Option(names = "--audit-min-discs", paramLabel = "D", defaultValue = "0",
            description = "judge only moves from D discs on, 0 to 41 (default: ${DEFAULT-VALUE})")
    private int auditMinDiscs;

    @Option(names = "--referee-ms", paramLabel = "MS", defaultValue = "60000",
            description = "the budget of a judging solve, 1 to 3600000 ms (default: ${DEFAULT-VALUE})")
    private long refereeMillis;

    private final Streams streams;

    MatchCommand(Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() throws IOException {
        UsageErrors.within(spec, "--games", games, 1, 1_000_000);
        UsageErrors.within(spec, "--time-limit", timeLimit, 1, 3_600_000);
        UsageErrors.within(spec, "--audit-games", auditGames, 0, games);
        UsageErrors.within(spec, "--audit-min-discs", auditMinDiscs, 0, 41);
        UsageErrors.within(spec, "--referee-ms", refereeMillis, 1, 3_600_000);
        UsageErrors.within(spec, "--opening-plies", openingPlies, 0, 6);
        long seed = this.seed != null ? this.seed : ThreadLocalRandom.current().nextLong();
        PrintStream out = streams.out();
        PrintStream err = streams.err();
        // the audit: every Hard move of the first K games judged by long solves (see MoveJudge)
        MoveJudge referee = auditGames > 0 ? new MoveJudge(OpeningBook.bundledOrEmpty(), 512L << 20, refereeMillis) : null;
        int[] verdicts = new int[MoveJudge.Verdict.values().length];
        int skipped = 0;

        SplittableRandom seeds = new SplittableRandom(seed);
        // a stream of its own, so the players' seeds stay those of a match from the empty board
        SplittableRandom openings = new SplittableRandom(seed ^ 0x9E3779B97F4A7C15L);
        MoveTimes firstTimes = new MoveTimes();
        MoveTimes secondTimes = new MoveTimes();
        int firstWins = 0;
        int secondWins = 0;
        int draws = 0;
        MatchLog log;
        try {
            log = gamesFile == null ? null : MatchLog.open(gamesFile);
        } catch (IllegalArgumentException e) {
            err.println("match: " + e.getMessage());
            return CliMain.FAILED;
        }
        for (int game = 1; game <= games; game++) {
            ComputerPlayer first = ComputerPlayers.create(firstLevel, seeds.nextLong(), timeLimit);
            ComputerPlayer second = ComputerPlayers.create(secondLevel, seeds.nextLong(), timeLimit);
            Position position = Position.empty(BoardSize.STANDARD);
            for (int ply = 0; ply < openingPlies; ply++) { // six discs cannot connect four
                position = position.play(openings.nextInt(position.size().width()));
            }
            MatchLog.Game earlier = log == null ? null : log.earlier(game);
            if (earlier != null) {
                if (!earlier.end().moves().startsWith(position.moves())) {
                    err.println("match: game " + game + " of " + gamesFile + " does not start with this match's opening "
                            + position.moves() + ": the file is from another match");
                    return CliMain.FAILED;
                }
                position = earlier.end();
            }
            while (!position.isGameOver()) {
                boolean firstToMove = position.toMove() == Player.FIRST;
                ComputerPlayer mover = firstToMove ? first : second;
                long start = System.nanoTime();
                int column = mover.chooseColumn(position);
                (firstToMove ? firstTimes : secondTimes).add(System.nanoTime() - start);
                if (game <= auditGames && mover.level().kind() == ComputerLevel.Kind.HARD && position.canPlay(column)) {
                    if (position.moveCount() < auditMinDiscs) {
                        skipped++;
                    } else {
                        MoveJudge.Verdict verdict = referee.judge(position, column);
                        verdicts[verdict.ordinal()]++;
                        if (verdict == MoveJudge.Verdict.SPOILED) {
                            out.println("SPOILED game=" + game + " after \"" + position.moves() + "\" column=" + (column + 1));
                        }
                    }
                }
                if (!position.canPlay(column)) {
                    err.println("match: " + mover.level() + " chose column " + (column + 1) + " after \""
                            + position.moves() + "\", which cannot be played");
                    return CliMain.FAILED;
                }
                position = position.play(column);
            }
            Optional<Player> winner = position.winner();
            String result;
            if (winner.isEmpty()) {
                draws++;
                result = "draw";
            } else if (winner.get() == Player.FIRST) {
                firstWins++;
                result = "first";
            } else {
                secondWins++;
                result = "second";
            }
            if (gamesLog) {
                out.println(MatchLog.line(game, position, result));
                out.flush();
            }
            if (log != null && earlier == null) {
                log.append(game, position, result);
            }
            if (game % 10 == 0 || game == games) {
                err.printf(Locale.ROOT, "match: %d/%d games, first %d, draws %d, second %d%n",
                        game, games, firstWins, draws, secondWins);
            }
        }
        if (log != null) {
            log.close();
        }
        if (auditGames > 0) {
            out.printf(Locale.ROOT, "AUDIT games=%d hardMoves=%d kept=%d spoiled=%d unproven=%d belowMinDiscs=%d%n", auditGames,
                    verdicts[0] + verdicts[1] + verdicts[2] + skipped, verdicts[0], verdicts[1], verdicts[2], skipped);
        }
        out.println(firstTimes.describe("first", firstLevel));
        out.println(secondTimes.describe("second", secondLevel));
        MoveTimes all = MoveTimes.merge(firstTimes, secondTimes);
        out.printf(Locale.ROOT, "RESULT first=%s second=%s games=%d firstWins=%d draws=%d secondWins=%d meanMoveMs=%.2f maxMoveMs=%.1f%n",
                firstLevel, secondLevel, games, firstWins, draws, secondWins, all.meanMillis(), all.maxMillis());
        return CliMain.OK;
    }

    /** The thinking times of one side, in nanoseconds. */
    static final class MoveTimes {
        private long[] nanos = new long[256];
        private int count;

        void add(long elapsed) {
            if (count == nanos.length) {
                nanos = Arrays.copyOf(nanos, count * 2);
            }
            nanos[count++] = elapsed;
        }

        static MoveTimes merge(MoveTimes a, MoveTimes b) {
            MoveTimes all = new MoveTimes();
            for (int i = 0; i < a.count; i++) {
                all.add(a.nanos[i]);
            }
            for (int i = 0; i < b.count; i++) {
                all.add(b.nanos[i]);
            }
            return all;
        }

        double meanMillis() {
            long sum = 0;
            for (int i = 0; i < count; i++) {
                sum += nanos[i];
            }
            return count == 0 ? 0 : sum / 1e6 / count;
        }

        double maxMillis() {
            long max = 0;
            for (int i = 0; i < count; i++) {
                max = Math.max(max, nanos[i]);
            }
            return max / 1e6;
        }

        /** The {@code p}-th percentile (nearest rank), in milliseconds. */
        double percentileMillis(double p) {
            if (count == 0) {
                return 0;
            }
            long[] sorted = Arrays.copyOf(nanos, count);
            Arrays.sort(sorted);
            int rank = (int) Math.ceil(p / 100.0 * count);
            return sorted[Math.max(0, Math.min(count - 1, rank - 1))] / 1e6;
        }

        String describe(String side, ComputerLevel level) {
            return String.format(Locale.ROOT, "TIMES side=%s level=%s moves=%d meanMoveMs=%.2f p99MoveMs=%.1f maxMoveMs=%.1f",
                    side, level, count, meanMillis(), percentileMillis(99), maxMillis());
        }
    }
}
