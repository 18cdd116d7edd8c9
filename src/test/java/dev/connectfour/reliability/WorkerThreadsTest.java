package dev.connectfour.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.ComputerPlayer;
import dev.connectfour.engine.search.SearchCancelledException;
import dev.connectfour.engine.search.Solver;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.concurrent.FxBackgroundExecutor;
import dev.connectfour.game.concurrent.Ticker;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.SessionServices;
import dev.connectfour.game.session.SessionState;
import dev.connectfour.game.stats.StatisticsBook;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Closing the window while the computer thinks must not keep the JVM alive: the search runs on a
 * daemon thread, and closing the session interrupts it, which the solver notices within its poll
 * interval. The JVM-level measurement is {@link ExitProbeTest}.
 */
class WorkerThreadsTest {
    private static final Ticker NO_TICKS = new Ticker() {
        @Override
        public void start(Runnable onTick) {
        }

        @Override
        public void stop() {
        }
    };

    @BeforeAll
    static void startToolkit() throws TimeoutException {
        FxToolkit.registerPrimaryStage();
    }

    /** A computer that solves the empty board exactly (minutes of work) until it is interrupted. */
    static final class EndlessSolver implements ComputerPlayer {
        final CountDownLatch thinking = new CountDownLatch(1);
        final CompletableFuture<Long> stoppedAtNanos = new CompletableFuture<>();
        final AtomicReference<Thread> thread = new AtomicReference<>();
        /** The solver searching the empty board: {@link Solver#isSearching()} says when it is deep in it. */
        final Solver solver = new Solver(8L << 20);

        @Override
        public ComputerLevel level() {
            return ComputerLevel.HARD;
        }

        @Override
        public int chooseColumn(Position position) {
            thread.set(Thread.currentThread());
            thinking.countDown();
            try {
                solver.solve(Position.parse(""));
                throw new AssertionError("solved the empty board in a test: unexpected");
            } catch (SearchCancelledException e) {
                stoppedAtNanos.complete(System.nanoTime());
                throw e;
            }
        }
    }

    @Test
    void theSearchThreadIsANamedDaemonAndCloseInterruptsTheSolverAtOnce() throws Exception {
        EndlessSolver computer = new EndlessSolver();
        FxBackgroundExecutor executor = new FxBackgroundExecutor();
        try {
            SessionServices services = new SessionServices(level -> computer, executor,
                    () -> System.nanoTime() / 1_000_000L, new java.util.SplittableRandom(1), new StatisticsBook());
            GameSession session = WaitForAsyncUtils.asyncFx(() -> {
                GameSession s = new GameSession(GameSettings.watch(ComputerLevel.HARD, ComputerLevel.HARD), services,
                        NO_TICKS);
                s.start();
                return s;
            }).get(5, TimeUnit.SECONDS);
            assertTrue(computer.thinking.await(10, TimeUnit.SECONDS), "the search started");
            Thread searcher = computer.thread.get();
            assertTrue(searcher.isDaemon(), "the search thread is a daemon: " + searcher);
            assertTrue(searcher.getName().startsWith("connect-four-computer-"), searcher.getName());
            assertEquals(SessionState.COMPUTER_THINKING, WaitForAsyncUtils.asyncFx(session::getState).get());

            long closedAt = System.nanoTime();
            WaitForAsyncUtils.asyncFx(session::close).get(5, TimeUnit.SECONDS);
            long stoppedAt = computer.stoppedAtNanos.get(5, TimeUnit.SECONDS);
            long millis = TimeUnit.NANOSECONDS.toMillis(stoppedAt - closedAt);
            System.err.println("worker threads: the solver stopped " + millis + " ms after close()");
            assertTrue(millis < 1000, "the solver stopped " + millis + " ms after close()");
        } finally {
            executor.close();
        }
    }
}
