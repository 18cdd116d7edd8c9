package dev.connectfour.reliability;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.concurrent.FxBackgroundExecutor;
import dev.connectfour.game.concurrent.Ticker;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.SessionServices;
import dev.connectfour.game.stats.StatisticsBook;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;

/**
 * A small program for {@link ExitProbeTest}: starts the FX toolkit and a watch session whose computer
 * searches without end, waits until it thinks, then quits as the window's close would, and prints the
 * wall-clock time at which it asked to quit. Argument {@code close}: the session and the executor
 * are closed first (what the application does); {@code abandon}: nothing is closed, only
 * {@code Platform.exit()}, so only the daemon flag lets the JVM end.
 */
public final class ExitProbe {
    private ExitProbe() {
    }

    public static void main(String[] args) throws Exception {
        boolean close = args.length > 0 && args[0].equals("close");
        CountDownLatch started = new CountDownLatch(1);
        Platform.startup(started::countDown);
        started.await();
        WorkerThreadsTest.EndlessSolver computer = new WorkerThreadsTest.EndlessSolver();
        FxBackgroundExecutor executor = new FxBackgroundExecutor();
        SessionServices services = new SessionServices(level -> computer, executor,
                () -> System.nanoTime() / 1_000_000L, new SplittableRandom(1), new StatisticsBook());
        GameSession[] session = new GameSession[1];
        Platform.runLater(() -> {
            session[0] = new GameSession(GameSettings.watch(ComputerLevel.HARD, ComputerLevel.HARD), services,
                    new Ticker() {
                        @Override
                        public void start(Runnable onTick) {
                        }

                        @Override
                        public void stop() {
                        }
                    });
            session[0].start();
        });
        if (!computer.thinking.await(30, TimeUnit.SECONDS)) {
            System.out.println("never-started");
            System.exit(3);
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!computer.solver.isSearching()) { // quit while the solver is inside its search, not before it
            if (System.nanoTime() > deadline) {
                System.out.println("never-searched");
                System.exit(3);
            }
            Thread.onSpinWait();
        }
        System.out.println("quit-at " + System.currentTimeMillis());
        System.out.flush();
        Platform.runLater(() -> {
            if (close) {
                session[0].close();
                executor.close();
            }
            Platform.exit();
        });
        // main returns; the JVM ends when the last non-daemon thread does
    }
}
