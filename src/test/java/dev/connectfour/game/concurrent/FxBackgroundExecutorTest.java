package dev.connectfour.game.concurrent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.ComputerPlayers;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.ManualTime;
import dev.connectfour.game.session.SessionServices;
import dev.connectfour.game.stats.StatisticsBook;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Platform;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;

/**
 * The real executor: a {@code javafx.concurrent.Task} on a daemon thread, its outcome back on the FX
 * thread. Needs the (headless) FX toolkit, started the way the screen tests start it. Waits on latches
 * with a generous timeout, never sleeps.
 */
class FxBackgroundExecutorTest {
    private static final long TIMEOUT_SECONDS = 20;
    private final FxBackgroundExecutor executor = new FxBackgroundExecutor();

    @BeforeAll
    static void startToolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @AfterEach
    void closeExecutor() {
        executor.close();
    }

    @Test
    void workRunsOnANamedDaemonThreadAndItsResultComesBackOnTheFxThread() throws Exception {
        AtomicReference<String> workThread = new AtomicReference<>();
        AtomicReference<Boolean> daemon = new AtomicReference<>();
        CompletableFuture<String> delivered = new CompletableFuture<>();
        Platform.runLater(() -> executor.submit(() -> {
            workThread.set(Thread.currentThread().getName());
            daemon.set(Thread.currentThread().isDaemon());
            return "42";
        }, value -> delivered.complete(value + " on " + (Platform.isFxApplicationThread() ? "fx" : "other")),
                delivered::completeExceptionally));
        assertEquals("42 on fx", delivered.get(TIMEOUT_SECONDS, TimeUnit.SECONDS));
        assertTrue(workThread.get().startsWith("connect-four-computer-"), workThread.get());
        assertTrue(daemon.get());
    }

    @Test
    void aFailureComesBackToOnFailed() throws Exception {
        CompletableFuture<Throwable> failed = new CompletableFuture<>();
        Platform.runLater(() -> executor.submit(() -> {
            throw new IllegalStateException("boom");
        }, value -> failed.complete(null), failed::complete));
        assertEquals("boom", failed.get(TIMEOUT_SECONDS, TimeUnit.SECONDS).getMessage());
    }

    @Test
    void cancellingInterruptsTheWorkAndDeliversNothing() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch interrupted = new CountDownLatch(1);
        AtomicReference<Object> delivered = new AtomicReference<>();
        AtomicReference<Cancellable> handle = new AtomicReference<>();
        Platform.runLater(() -> handle.set(executor.submit(() -> {
            started.countDown();
            try {
                new CountDownLatch(1).await(); // blocks until interrupted
            } catch (InterruptedException e) {
                interrupted.countDown();
            }
            return "late";
        }, delivered::set, delivered::set)));
        assertTrue(started.await(TIMEOUT_SECONDS, TimeUnit.SECONDS));
        CountDownLatch cancelled = new CountDownLatch(1);
        Platform.runLater(() -> {
            handle.get().cancel();
            cancelled.countDown();
        });
        assertTrue(cancelled.await(TIMEOUT_SECONDS, TimeUnit.SECONDS));
        assertTrue(interrupted.await(TIMEOUT_SECONDS, TimeUnit.SECONDS), "the search thread is interrupted");
        // a later piece of work runs after the cancelled one, on the same thread; once it is delivered,
        // anything the cancelled one could have delivered would have arrived before it
        CompletableFuture<String> next = new CompletableFuture<>();
        Platform.runLater(() -> executor.submit(() -> "next", next::complete, next::completeExceptionally));
        assertEquals("next", next.get(TIMEOUT_SECONDS, TimeUnit.SECONDS));
        CountDownLatch drained = new CountDownLatch(1);
        Platform.runLater(drained::countDown);
        assertTrue(drained.await(TIMEOUT_SECONDS, TimeUnit.SECONDS));
        assertEquals(null, delivered.get(), "a cancelled task delivers nothing");
    }

    @Test
    void aSessionOnTheFxThreadGetsTheRealComputersReply() throws Exception {
        ManualTime time = new ManualTime();
        SessionServices services = new SessionServices(level -> ComputerPlayers.create(level, 5), executor, time,
                new java.util.SplittableRandom(5), new StatisticsBook());
        CompletableFuture<String> replied = new CompletableFuture<>();
        Platform.runLater(() -> {
            GameSession session = new GameSession(
                    GameSettings.onePlayer(ComputerLevel.MEDIUM).withComputerDelayMillis(0), services, time);
            session.positionProperty().addListener((observable, before, after) -> {
                if (after.turns().size() == 2) {
                    replied.complete(after.notation() + " " + session.getState());
                }
            });
            session.start();
            session.play(3);
        });
        String reply = replied.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        assertTrue(reply.matches("4[1-7] HUMAN_TO_MOVE"), reply);
    }
}
