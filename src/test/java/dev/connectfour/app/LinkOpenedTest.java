package dev.connectfour.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.store.SavedGameStore;
import dev.connectfour.net.Match;
import dev.connectfour.net.MatchListener;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.NetHost;
import dev.connectfour.net.Side;
import dev.connectfour.net.StarterRule;
import dev.connectfour.net.broker.BrokerAddress;
import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.InviteLink;
import dev.connectfour.net.broker.Mosquitto;
import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.navigation.ScreenId;
import java.io.IOException;
import java.net.ConnectException;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An invite link opens the game and joins, through a real Mosquitto on 127.0.0.1: given on the command line (a link
 * clicked while no game runs), and sent to the running game by a later start (a link clicked while it runs), which
 * asks before it leaves a match in progress, a game hosted for a guest or a game being joined, takes each link sent
 * while it asks (its own question, the game screen's, a file dialog) in its turn once the answer is given, and keeps
 * a person's own game to resume.
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

    /** How the questions name {@code game}: the start of its id and its server (the link names no host). */
    private static String named(BrokerGame game) {
        String server = game.server().port() == BrokerAddress.PLAIN_PORT ? "127.0.0.1" : "127.0.0.1:" + game.server().port();
        return "game " + game.id().substring(0, 6) + " on " + server;
    }

    /**
     * Waits until the FX thread has run what was handed to it so far, the links sent among it, however long that
     * takes on a busy machine.
     */
    private static void waitForTheFxThread() throws InterruptedException {
        CountDownLatch done = new CountDownLatch(1);
        Platform.runLater(done::countDown);
        assertTrue(done.await(TIMEOUT_SECONDS, TimeUnit.SECONDS), "the FX thread answers");
    }

    /**
     * A link on the command line joins; a link sent during the match asks first, and a link sent while that question
     * is open is not lost: it is asked next.
     */
    @Test
    void aLinkOnTheCommandLineJoinsAndALinkSentDuringTheMatchAsksFirst() throws Exception {
        BrokerGame hannahs = BrokerGame.create(BROKER.address(), new SecureRandom());
        BrokerGame heddas = BrokerGame.create(BROKER.address(), new SecureRandom());
        BrokerGame hildes = BrokerGame.create(BROKER.address(), new SecureRandom());
        CompletableFuture<Match> hannahStarted = new CompletableFuture<>();
        CompletableFuture<Match> heddaStarted = new CompletableFuture<>();
        CompletableFuture<Match> hildeStarted = new CompletableFuture<>();
        try (NetHost hannah = host(hannahs, "Hannah", hannahStarted);
             NetHost hedda = host(heddas, "Hedda", heddaStarted);
             NetHost hilde = host(hildes, "Hilde", hildeStarted)) {
            startTheGame(InviteLink.of(hannahs));
            assertEquals("Anna", hannahStarted.get(TIMEOUT_SECONDS, TimeUnit.SECONDS).name(Side.GUEST));
            app.waitUntil("the match with Hannah is on the game screen", () -> app.isShowing("Say hello to Hannah."));

            send(heddas);
            app.waitUntil("the game asks before it leaves the match", () -> app.isShowing(
                    "Join the game you were invited to (" + named(heddas) + ")? You resign this one, and the match ends."));
            app.click("Keep playing");
            assertTrue(app.isShowing("Say hello to Hannah."), "the match with Hannah goes on");
            assertFalse(heddaStarted.isDone(), "Hedda's game was not joined");

            send(heddas);
            app.waitUntil("the question again", () -> app.isShowing("Leave and join"));
            send(hildes); // while the question is open
            app.click("Keep playing");
            app.waitUntil("the question for the link sent meanwhile, naming its own game", () -> app.isShowing(
                    "Join the game you were invited to (" + named(hildes) + ")? You resign this one, and the match ends."));
            app.click("Leave and join");
            assertEquals("Anna", hildeStarted.get(TIMEOUT_SECONDS, TimeUnit.SECONDS).name(Side.GUEST));
            app.waitUntil("the match with Hilde is on the game screen", () -> app.isShowing("Say hello to Hilde."));
            assertFalse(heddaStarted.isDone(), "Hedda's game, kept out by the player, was not joined");
        }
    }

    /**
     * Links sent while the game screen asks its own question wait for the answer, never asking over it; then each is
     * asked in its turn, in the order they were sent, and a link sent twice is asked once: none is dropped, whichever
     * the player chooses.
     */
    @Test
    void linksSentWhileTheGameAsksAreEachAskedInTheirTurnAndTheSameLinkOnce() throws Exception {
        BrokerGame hannahs = BrokerGame.create(BROKER.address(), new SecureRandom());
        BrokerGame heddas = BrokerGame.create(BROKER.address(), new SecureRandom());
        BrokerGame hildes = BrokerGame.create(BROKER.address(), new SecureRandom());
        BrokerGame heidis = BrokerGame.create(BROKER.address(), new SecureRandom());
        CompletableFuture<Match> hannahStarted = new CompletableFuture<>();
        CompletableFuture<Match> heddaStarted = new CompletableFuture<>();
        CompletableFuture<Match> hildeStarted = new CompletableFuture<>();
        CompletableFuture<Match> heidiStarted = new CompletableFuture<>();
        try (NetHost hannah = host(hannahs, "Hannah", hannahStarted);
             NetHost hedda = host(heddas, "Hedda", heddaStarted);
             NetHost hilde = host(hildes, "Hilde", hildeStarted);
             NetHost heidi = host(heidis, "Heidi", heidiStarted)) {
            startTheGame(InviteLink.of(hannahs));
            app.waitUntil("the match with Hannah is on the game screen", () -> app.isShowing("Say hello to Hannah."));

            app.robot.clickOn("#resignButton");
            app.waitUntil("the game screen asks", () -> app.isShowing("Resign this game? Your opponent wins."));
            send(heddas);
            send(hildes);
            send(heidis);
            send(hildes);
            send(heddas);
            waitForTheFxThread();
            assertEquals(1, app.robot.lookup(".confirm-overlay").queryAll().size(), "one question at a time");
            assertTrue(app.isShowing("Resign this game? Your opponent wins."), "the game screen's question stays");
            app.click("Keep playing");
            app.waitUntil("Hedda's link, asked once the game screen's question is answered",
                    () -> app.isShowing("Leave and join"));
            assertTrue(app.isShowing("Say hello to Hannah."), "the match with Hannah goes on");
            app.click("Keep playing");
            app.waitUntil("Hilde's link, asked next", () -> app.isShowing("Leave and join"));
            app.click("Keep playing");
            app.waitUntil("Heidi's link, asked after it", () -> app.isShowing("Leave and join"));
            app.click("Leave and join");
            assertEquals("Anna", heidiStarted.get(TIMEOUT_SECONDS, TimeUnit.SECONDS).name(Side.GUEST));
            app.waitUntil("the match with Heidi is on the game screen", () -> app.isShowing("Say hello to Heidi."));
            assertFalse(app.isShowing(".confirm-overlay"), "each link was asked once: nothing more to ask");
            assertFalse(heddaStarted.isDone() || hildeStarted.isDone(), "the links kept out were not joined");
        }
    }

    /** A link sent while the game joins another: asked first, rather than dropping the game the player chose. */
    @Test
    void aLinkSentWhileJoiningAnotherAsksFirst() throws Exception {
        BrokerGame ghosts = BrokerGame.create(BROKER.address(), new SecureRandom()); // nobody hosts it: joining lasts
        BrokerGame hannahs = BrokerGame.create(BROKER.address(), new SecureRandom());
        CompletableFuture<Match> started = new CompletableFuture<>();
        try (NetHost hannah = host(hannahs, "Hannah", started)) {
            startTheGame();
            send(ghosts);
            app.waitUntil("the network screen joins the first link's game", () -> app.isShowing("Connecting…"));
            send(hannahs);
            app.waitUntil("the game asks before it stops joining", () -> app.isShowing(
                    "Join the other game you were invited to (" + named(hannahs) + ")? You stop joining this one."));
            app.click("Join the other");
            assertEquals("Anna", started.get(TIMEOUT_SECONDS, TimeUnit.SECONDS).name(Side.GUEST));
            app.waitUntil("the match with Hannah is on the game screen", () -> app.isShowing("Say hello to Hannah."));
        }
    }

    /**
     * A link sent while a file dialog is open waits until it closes: the game and the file saved stay the player's.
     * The test's dialog holds the FX thread in a nested event loop, as the system's modal dialog does.
     */
    @Test
    void aLinkSentWhileAFileDialogIsOpenWaitsUntilItCloses() throws Exception {
        BrokerGame hannahs = BrokerGame.create(BROKER.address(), new SecureRandom());
        CompletableFuture<Match> started = new CompletableFuture<>();
        try (NetHost hannah = host(hannahs, "Hannah", started)) {
            startTheGame();
            app.startTwoPlayerGame();
            app.clickColumn(3);
            app.waitForBoardAtRest();
            Object dialog = new Object();
            CountDownLatch opened = new CountDownLatch(1);
            app.whileChoosingFile = () -> {
                opened.countDown();
                Platform.enterNestedEventLoop(dialog);
            };
            Path chosen = temporary.resolve("kept.c4game");
            app.nextChosenFile.set(chosen);
            Button save = app.robot.lookup("#saveButton").queryButton();
            Platform.runLater(save::fire);
            assertTrue(opened.await(TIMEOUT_SECONDS, TimeUnit.SECONDS), "the save dialog opened");

            send(hannahs);
            waitForTheFxThread();
            assertTrue(app.isShowing("#saveButton"), "the game stays on the screen while the dialog is open");
            assertFalse(app.isShowing(".confirm-overlay"), "nothing asked over the dialog");

            Platform.runLater(() -> Platform.exitNestedEventLoop(dialog, null));
            started.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            app.waitUntil("the match with Hannah is on the game screen", () -> app.isShowing("Say hello to Hannah."));
            assertEquals("4", SavedGameStore.open(chosen).position().notation(),
                    "the game was saved where the player chose");
            assertTrue(Files.exists(app.configDirectory.resolve(SavedGameStore.FILE_NAME)),
                    "the two-player game is kept, to be offered on the start screen");
        }
    }

    /** A link sent while a game hosted here waits for its guest: asked first, and the hosting kept if so chosen. */
    @Test
    void aLinkSentWhileHostingAsksBeforeTheHostingStops() throws Exception {
        BrokerGame hannahs = BrokerGame.create(BROKER.address(), new SecureRandom());
        CompletableFuture<Match> started = new CompletableFuture<>();
        try (NetHost hannah = host(hannahs, "Hannah", started)) {
            startTheGame();
            app.robot.interact(() -> app.navigator().show(ScreenId.NETWORK_SET_UP));
            app.robot.clickOn("#goButton");
            Label code = app.robot.lookup("#hostCode").queryAs(Label.class);
            app.waitUntil("the address and code are shown", () -> !code.getText().isEmpty());
            String shownCode = code.getText();
            String[] address = app.robot.lookup("#hostAddress").queryAs(Label.class).getText().split(":");
            int port = Integer.parseInt(address[address.length - 1]);

            send(hannahs);
            app.waitUntil("the game asks before it stops hosting", () -> app.isShowing("Join the game you were invited"
                    + " to (" + named(hannahs) + ")? You stop hosting this one, and nobody can join it any more."));
            app.click("Keep waiting");
            assertTrue(app.robot.lookup("#waiting").query().isVisible(), "still waiting for a guest");
            assertEquals(shownCode, app.robot.lookup("#hostCode").queryAs(Label.class).getText(), "the same game");
            assertFalse(started.isDone(), "Hannah's game was not joined");

            send(hannahs);
            app.waitUntil("the question again", () -> app.isShowing("Stop hosting and join"));
            app.click("Stop hosting and join");
            assertEquals("Anna", started.get(TIMEOUT_SECONDS, TimeUnit.SECONDS).name(Side.GUEST));
            app.waitUntil("the match with Hannah is on the game screen", () -> app.isShowing("Say hello to Hannah."));
            assertThrows(ConnectException.class, () -> new Socket("127.0.0.1", port).close(),
                    "the game hosted here is no longer there");
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
