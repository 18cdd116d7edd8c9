package dev.connectfour.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.store.SavedGameStore;
import dev.connectfour.net.Match;
import dev.connectfour.net.MatchListener;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.NetHost;
import dev.connectfour.net.Side;
import dev.connectfour.net.StarterRule;
import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.InviteLink;
import dev.connectfour.net.broker.Mosquitto;
import dev.connectfour.ui.TestApp;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An invite link opens the game and joins, through a real Mosquitto on 127.0.0.1: given on the command line (a link
 * clicked while no game runs), and sent to the running game by a later start (a link clicked while it runs), which
 * asks before it leaves a match in progress and keeps a person's own game to resume.
 */
class LinkOpenedTest {
    private static final long TIMEOUT_SECONDS = 20;
    private static final Mosquitto BROKER = Mosquitto.start();
    private static final MatchSettings MATCH = new MatchSettings(BoardSize.STANDARD, 0, StarterRule.HOST);

    @TempDir
    Path temporary;
    private TestApp app;

    @AfterAll
    static void stopTheBroker() {
        BROKER.close();
    }

    @AfterEach
    void stopTheGame() throws Exception {
        if (app != null) {
            app.stop();
        }
    }

    /** A game hosted on the broker by {@code name}; {@code started} completes once a guest has joined. */
    private static NetHost host(BrokerGame game, String name, CompletableFuture<Match> started) throws IOException {
        return NetHost.openOnBroker(game, null, name, MATCH, new MatchListener() {
            @Override
            public void gameStarted(Match match) {
                started.complete(match);
            }
        }, Runnable::run);
    }

    private Path inbox() {
        return temporary.resolve("run").resolve("inbox.socket");
    }

    private void startTheGame(String... arguments) throws Exception {
        app = new TestApp(Files.createDirectory(temporary.resolve("config")));
        app.withNetwork().withTestSettings();
        app.withArguments(arguments).withLinkInbox(inbox()).start();
    }

    private void send(BrokerGame game) throws Exception {
        assertTrue(LinkInbox.handOver(inbox(), InviteLink.of(game)), "the running game took the link");
    }

    @Test
    void aLinkOnTheCommandLineJoinsAndALinkSentDuringTheMatchAsksFirst() throws Exception {
        BrokerGame hannahs = BrokerGame.create(BROKER.address(), new SecureRandom());
        BrokerGame heddas = BrokerGame.create(BROKER.address(), new SecureRandom());
        CompletableFuture<Match> hannahStarted = new CompletableFuture<>();
        CompletableFuture<Match> heddaStarted = new CompletableFuture<>();
        try (NetHost hannah = host(hannahs, "Hannah", hannahStarted); NetHost hedda = host(heddas, "Hedda", heddaStarted)) {
            startTheGame(InviteLink.of(hannahs));
            assertEquals("Anna", hannahStarted.get(TIMEOUT_SECONDS, TimeUnit.SECONDS).name(Side.GUEST));
            app.waitUntil("the match with Hannah is on the game screen", () -> app.isShowing("Say hello to Hannah."));

            send(heddas);
            app.waitUntil("the game asks before it leaves the match", () -> app.isShowing(
                    "Join the game you were invited to? You resign this one, and the match ends."));
            app.click("Keep playing");
            assertTrue(app.isShowing("Say hello to Hannah."), "the match with Hannah goes on");
            assertFalse(heddaStarted.isDone(), "Hedda's game was not joined");

            send(heddas);
            app.waitUntil("the question again", () -> app.isShowing("Leave and join"));
            app.click("Leave and join");
            assertEquals("Anna", heddaStarted.get(TIMEOUT_SECONDS, TimeUnit.SECONDS).name(Side.GUEST));
            app.waitUntil("the match with Hedda is on the game screen", () -> app.isShowing("Say hello to Hedda."));
        }
    }

    @Test
    void aLinkSentDuringAGameAtThisComputerJoinsAndKeepsThatGameToResume() throws Exception {
        BrokerGame hannahs = BrokerGame.create(BROKER.address(), new SecureRandom());
        CompletableFuture<Match> started = new CompletableFuture<>();
        try (NetHost hannah = host(hannahs, "Hannah", started)) {
            startTheGame();
            app.startTwoPlayerGame();
            app.clickColumn(3);
            app.waitForBoardAtRest();

            send(hannahs);
            started.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            app.waitUntil("the match with Hannah is on the game screen", () -> app.isShowing("Say hello to Hannah."));
            assertTrue(Files.exists(app.configDirectory.resolve(SavedGameStore.FILE_NAME)),
                    "the two-player game is kept, to be offered on the start screen");
        }
    }
}
