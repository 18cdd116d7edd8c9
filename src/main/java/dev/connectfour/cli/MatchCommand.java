package dev.connectfour.cli;

import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.ComputerPlayer;
import dev.connectfour.engine.players.ComputerPlayers;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ThreadLocalRandom;

/**
 * {@code match}: computer against computer, {@code N} games from the empty board, the same level
 * always first. Ends with one {@code RESULT} line; with {@code --games-log} each game's moves too.
 * Each game gets fresh players seeded from {@code --seed}, so a match replays exactly.
 */
final class MatchCommand implements Command {

    @Override
    public String name() {
        return "match";
    }

    @Override
    public String usage() {
        return "--first LEVEL --second LEVEL --games N [--seed S] [--time-limit MS] [--games-log]"
                + " [--audit-games K [--audit-min-discs D] [--referee-ms MS]]";
    }

    @Override
    public String summary() {
        return "Plays computer against computer (levels easy, medium, hard, random, depth:N) and prints a RESULT line.";
    }

    @Override
    public int run(List<String> args, InputStream in, PrintStream out, PrintStream err) throws UsageException {
        NamedOptions options = NamedOptions.parse(args, Set.of("first", "second", "games", "seed", "time-limit", "audit-games", "audit-min-discs", "referee-ms"), Set.of("games-log"));
        ComputerLevel firstLevel = Levels.parse("first", options.require("first"));
        ComputerLevel secondLevel = Levels.parse("second", options.require("second"));
        int games = options.getInt("games", 0, 1, 1_000_000);
        if (!options.has("games")) {
            throw new UsageException("option --games is required");
        }
        long seed = options.has("seed")
                ? options.getLong("seed", 0, Long.MIN_VALUE, Long.MAX_VALUE)
                : ThreadLocalRandom.current().nextLong();
        long timeLimit = options.getLong("time-limit", ComputerPlayers.DEFAULT_TIME_LIMIT_MILLIS, 1, 3_600_000);
        boolean gamesLog = options.has("games-log");
        // the audit: every Hard move of the first K games judged by long solves (see MoveJudge)
        int auditGames = options.getInt("audit-games", 0, 0, games);
        int auditMinDiscs = options.getInt("audit-min-discs", 0, 0, 41);
        MoveJudge referee = auditGames > 0 ? new MoveJudge(OpeningBook.bundledOrEmpty(), 512L << 20, options.getLong("referee-ms", 60_000, 1, 3_600_000)) : null;
        int[] verdicts = new int[MoveJudge.Verdict.values().length];
        int skipped = 0;

        SplittableRandom seeds = new SplittableRandom(seed);
        MoveTimes firstTimes = new MoveTimes();
        MoveTimes secondTimes = new MoveTimes();
        int firstWins = 0;
        int secondWins = 0;
        int draws = 0;
        for (int game = 1; game <= games; game++) {
            ComputerPlayer first = ComputerPlayers.create(firstLevel, seeds.nextLong(), timeLimit);
            ComputerPlayer second = ComputerPlayers.create(secondLevel, seeds.nextLong(), timeLimit);
            Position position = Position.empty(BoardSize.STANDARD);
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
                out.println("GAME " + game + " " + position.moves() + " " + result);
                out.flush();
            }
            if (game % 10 == 0 || game == games) {
                err.printf(Locale.ROOT, "match: %d/%d games, first %d, draws %d, second %d%n",
                        game, games, firstWins, draws, secondWins);
            }
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
