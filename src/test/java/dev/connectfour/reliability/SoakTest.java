package dev.connectfour.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.ComputerPlayers;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameResult;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.ManualTime;
import dev.connectfour.game.session.SessionListener;
import dev.connectfour.game.session.SessionServices;
import dev.connectfour.game.session.SessionState;
import dev.connectfour.game.session.SynchronousExecutor;
import dev.connectfour.game.stats.StatisticsBook;
import dev.connectfour.game.stats.Tally;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Handler;
import java.util.logging.Logger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Soak: {@value #DEFAULT_GAMES} computer-against-computer games through the real {@link GameSession}
 * (watch mode, a new session per game, one shared statistics book, a synchronous executor, a
 * hand-driven clock), with mixed levels. Every game must end with exactly one result and a legal
 * history, nothing may be logged as a warning (a failed search), and the heap after a full GC must
 * not grow. Not part of {@code verify}: run it with {@code ./mvnw -B -o -Psoak test}
 * ({@code -Dsoak.games=N} for another count).
 *
 * <p>Levels: Random, Easy, Medium, custom depths 2, 4 and 8, and Hard with a 50 ms budget per move in
 * one game of ten (main has no opening book yet, so Hard searches from the first move: with the
 * default 750 ms budget 100 Hard games would take about half an hour on a shared machine).
 */
@Tag("soak")
class SoakTest {
    static final int DEFAULT_GAMES = 1000;
    private static final long HARD_BUDGET_MILLIS = 50;
    private static final List<ComputerLevel> LEVELS = List.of(ComputerLevel.RANDOM, ComputerLevel.EASY,
            ComputerLevel.MEDIUM, ComputerLevel.custom(2), ComputerLevel.custom(4), ComputerLevel.custom(8));

    @Test
    void aThousandComputerGamesEndOnceEachAndTheHeapDoesNotGrow() {
        int games = Integer.getInteger("soak.games", DEFAULT_GAMES);
        List<String> warnings = new ArrayList<>();
        Handler recordWarnings = SoakWatch.warningsInto(warnings);
        Logger sessionLog = Logger.getLogger(GameSession.class.getName());
        sessionLog.addHandler(recordWarnings);
        StatisticsBook statistics = new StatisticsBook();
        ManualTime time = new ManualTime();
        SynchronousExecutor executor = new SynchronousExecutor();
        SplittableRandom choices = new SplittableRandom(20_261_122L);
        List<String> heapReport = new ArrayList<>();
        long firstHeap = -1;
        long lastHeap = -1;
        int hardGames = 0;
        long started = System.nanoTime();
        try {
            for (int game = 1; game <= games; game++) {
                boolean hard = game % 10 == 5;
                ComputerLevel one = hard ? ComputerLevel.HARD : LEVELS.get(choices.nextInt(LEVELS.size()));
                ComputerLevel two = LEVELS.get(choices.nextInt(LEVELS.size()));
                if (hard) {
                    hardGames++;
                }
                long seed = choices.nextLong();
                SessionServices services = new SessionServices(
                        level -> ComputerPlayers.create(level, seed, HARD_BUDGET_MILLIS),
                        executor, time, new SplittableRandom(seed), statistics);
                GameSession session = new GameSession(
                        GameSettings.watch(one, two).withComputerDelayMillis(0), services, time);
                AtomicInteger results = new AtomicInteger();
                session.addListener(new SessionListener() {
                    @Override
                    public void gameOver(GameResult result) {
                        results.incrementAndGet();
                    }
                });
                session.start();
                for (int tick = 0; tick < 200 && session.getState() != SessionState.GAME_OVER; tick++) {
                    time.advance(1);
                }
                String which = "game " + game + " (" + one + " vs " + two + ", \"" + session.getPosition().notation() + "\")";
                assertEquals(SessionState.GAME_OVER, session.getState(), which + " did not end");
                assertEquals(1, results.get(), which + " reported " + results.get() + " results");
                GamePosition end = session.getPosition();
                assertEquals(end, GamePosition.fromMoves(end.size(), end.notation()), which + " is not a legal game");
                session.close();
                assertEquals(List.of(), warnings, "warnings by " + which);
                if (game == 1 || game % 100 == 0 || game == games) {
                    long used = SoakWatch.heapAfterFullGc();
                    if (firstHeap < 0) {
                        firstHeap = used;
                    }
                    lastHeap = used;
                    String line = String.format("soak: game %4d  heap after GC %7.2f MB  %6.1f s", game,
                            used / 1048576.0, (System.nanoTime() - started) / 1e9);
                    heapReport.add(line);
                    System.err.println(line); // progress on stderr of the test JVM (surefire keeps it in the report)
                }
            }
        } finally {
            sessionLog.removeHandler(recordWarnings);
        }
        int played = statistics.getStatistics().tallies().values().stream().mapToInt(Tally::played).sum();
        assertEquals(games, played, "every game counted once in the statistics");
        System.err.println("soak: " + games + " games (" + hardGames + " with Hard at " + HARD_BUDGET_MILLIS
                + " ms a move) in " + String.format("%.1f s", (System.nanoTime() - started) / 1e9)
                + "; heap after GC first " + firstHeap / 1024 + " KB, last " + lastHeap / 1024 + " KB");
        // allow for class loading, JIT and logging buffers after the first game; a leak of one session per
        // game (its listeners, positions and a player) would exceed this many times over
        long allowance = Math.max(8L << 20, firstHeap / 2);
        assertTrue(lastHeap <= firstHeap + allowance, "the heap grew: " + String.join("\n", heapReport));
    }
}
