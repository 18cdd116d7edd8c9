package dev.connectfour.ui.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.SessionState;
import dev.connectfour.net.EndReason;
import dev.connectfour.net.HostOptions;
import dev.connectfour.net.Match;
import dev.connectfour.net.MatchListener;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.NetGuest;
import dev.connectfour.net.NetHost;
import dev.connectfour.net.Protocol;
import dev.connectfour.net.Side;
import dev.connectfour.net.StarterRule;
import dev.connectfour.net.discovery.GameAdvertiser;
import dev.connectfour.net.discovery.HostedGame;
import dev.connectfour.ui.FxTicker;
import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.board.BoardView;
import dev.connectfour.ui.navigation.ScreenId;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The network screens as a player uses them, against a second program's side in the same JVM (a real
 * {@link NetGuest} or {@link NetHost} over loopback): hosting and its waiting card, Cancel, joining a game found
 * on the network or by address, a wrong code, the game screen's chat and moves both ways, and the card shown
 * while the connection is lost. Everything binds to 127.0.0.1.
 */
class NetworkScreensTest {
    private static final long TIMEOUT_SECONDS = 20;

    @RegisterExtension
    final TestApp app = TestApp.forEachTest().withNetwork();

    private final ExecutorService other = Executors.newSingleThreadExecutor(task -> new Thread(task, "other-side"));
    private final OtherSide otherSide = new OtherSide();
    private NetGuest guest;
    private NetHost host;
    private GameAdvertiser advertiser;
    private CuttableLink link;

    @AfterEach
    void closeTheOtherSide() throws Exception {
        other.submit(() -> {
            if (guest != null) {
                guest.close();
            }
            if (host != null) {
                host.close();
            }
            if (advertiser != null) {
                advertiser.close();
            }
            return null;
        }).get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        if (link != null) {
            link.close();
        }
        other.shutdown();
    }

    @Test
    void hostingShowsTheAddressAndCodeAndCancelStopsListeningAtOnce() throws Exception {
        InetSocketAddress address = hostFromTheScreen();
        assertEquals("127.0.0.1:" + address.getPort(), label("#hostAddress").getText());
        assertEquals(6, label("#hostCode").getText().length(), "a short join code");
        app.robot.clickOn("Cancel");
        WaitForAsyncUtils.waitForFxEvents();
        assertThrows(ConnectException.class, () -> new Socket(address.getAddress(), address.getPort()).close(),
                "nobody listens any more");
        assertTrue(app.robot.lookup("#goButton").query().isVisible(), "back to choosing");
    }

    /**
     * The seconds per move can be typed: a number out of range is refused with the value kept and the range said,
     * and Enter takes the typed number before it hosts, so the match is played with it.
     */
    @Test
    void secondsTypedIntoTheBoxAreTakenOnEnterBeforeHostingAndAWrongNumberIsRefused() throws Exception {
        app.robot.interact(() -> app.navigator().show(ScreenId.NETWORK_SET_UP));
        app.robot.clickOn("Timed");
        Spinner<?> seconds = app.robot.lookup("#secondsSpinner").queryAs(Spinner.class);
        Object before = seconds.getValue();
        typeSeconds(seconds, "75").push(KeyCode.TAB);
        assertEquals(before, seconds.getValue(), "75 s is more than a move may have: the value is kept");
        assertEquals(String.valueOf(before), seconds.getEditor().getText(), "and shown again");
        assertEquals("Seconds per move: enter a whole number from 1 to 60. The previous value is kept.",
                label("#problem").getText());
        typeSeconds(seconds, "45").push(KeyCode.ENTER);
        String shown = label("#hostAddress").getText();
        InetSocketAddress address = new InetSocketAddress(shown.substring(0, shown.lastIndexOf(':')),
                Integer.parseInt(shown.substring(shown.lastIndexOf(':') + 1)));
        String code = label("#hostCode").getText();
        guest = onOther(() -> NetGuest.join(address, code, "Ben", otherSide, other));
        assertEquals(45, awaitGameScreen().settings().moveClockSeconds(), "the match has the seconds typed");
    }

    /** Types {@code text} over what the seconds box holds. */
    private org.testfx.api.FxRobotInterface typeSeconds(Spinner<?> seconds, String text) {
        app.robot.clickOn(seconds.getEditor()).push(KeyCode.END).eraseText(seconds.getEditor().getText().length());
        return app.robot.write(text);
    }

    @Test
    void aGuestJoinsAndBothPlayAndChatOnTheGameScreen() throws Exception {
        InetSocketAddress address = hostFromTheScreen();
        String code = label("#hostCode").getText();
        guest = onOther(() -> NetGuest.join(address, code, "Ben", otherSide, other));
        GameSession session = awaitGameScreen();
        assertEquals(Mode.NETWORK, session.settings().mode());
        assertEquals(List.of("Anna", "Ben"), texts(".player-name"));
        // the host (here) starts: a disc from the keyboard, which the guest's program receives
        app.robot.type(KeyCode.DIGIT4);
        otherSide.awaitMoves(1);
        onOther(() -> {
            otherSide.match.play(0);
            otherSide.match.chat("hello from Ben");
            return null;
        });
        awaitFx(() -> session.getPosition().notation().equals("41"));
        awaitFx(() -> !app.robot.lookup(".chat-lines .list-cell .label").queryAllAs(Label.class).stream()
                .filter(label -> label.getText().equals("hello from Ben")).toList().isEmpty());
        TextField input = app.robot.lookup(".chat-panel .text-field").queryAs(TextField.class);
        app.robot.clickOn(input).write("hi Ben").type(KeyCode.ENTER);
        assertEquals("hi Ben", otherSide.awaitChat());
        assertTrue(app.robot.lookup("Undo").tryQuery().map(node -> !node.isVisible()).orElse(true),
                "no undo in a network game");
    }

    /**
     * A network game that cannot start (a fault of this program's own) leaves no half-started game: the start screen
     * says so, no dead board shows, and the other side is not left waiting on a match nobody here plays.
     */
    @Test
    void aNetworkGameThatCannotStartLeavesNoHalfStartedGame() throws Exception {
        InetSocketAddress address = hostFromTheScreen();
        String code = label("#hostCode").getText();
        app.tickers = () -> {
            throw new IllegalStateException("the animation timer cannot be made");
        };
        guest = onOther(() -> NetGuest.join(address, code, "Ben", otherSide, other));
        awaitFx(() -> app.isShowing(".menu-screen"));
        assertEquals(Optional.empty(), app.games().currentGame(), "no game on screen");
        assertTrue(app.robot.lookup("The game could not be started because of an error in Connect Four."
                + " Nothing was deleted.").tryQuery().isPresent(), "the player is told");
        WaitForAsyncUtils.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS, () -> otherSide.ended != null);
        assertEquals(EndReason.PEER_LEFT, otherSide.ended, "the other side is told the match is over");
        app.tickers = FxTicker::new;
        app.robot.clickOn("One player");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(app.robot.lookup("#levelChoice").tryQuery().isPresent(), "the start screen goes on as before");
    }

    @Test
    void resignAsksAndAWonGameOffersARematchWhoseCardStillFitsWhileItWaits() throws Exception {
        InetSocketAddress address = hostFromTheScreen();
        String code = label("#hostCode").getText();
        guest = onOther(() -> NetGuest.join(address, code, "Ben", otherSide, other));
        GameSession session = awaitGameScreen();
        app.robot.interact(() -> {
            app.stage.setWidth(940); // the window's first size: the chat leaves the card less room
            app.stage.setHeight(700);
        });
        BoardView board = app.robot.lookup(".board-view").queryAs(BoardView.class);
        app.robot.clickOn("Resign");
        assertEquals("Your turn", label("#statusLabel").getText(), "asking stops no network clock: not \"Paused\"");
        app.robot.clickOn("Keep playing");
        for (int disc = 1; disc <= 3; disc++) {
            app.robot.type(KeyCode.DIGIT1);
            otherSide.awaitMoves(disc);
            onOther(() -> {
                otherSide.match.play(1);
                return null;
            });
            int discs = 2 * disc;
            awaitFx(() -> session.getPosition().discCount() == discs && !board.isAnimating());
        }
        app.robot.type(KeyCode.DIGIT1);
        Node card = app.robot.lookup("#gameOverCard").query();
        awaitFx(card::isVisible);
        assertEquals("Anna wins!", label("#resultLabel").getText());
        app.robot.clickOn("Rematch");
        Button waiting = app.robot.lookup("#playAgainButton").queryAs(Button.class);
        assertEquals("Waiting for Ben…", waiting.getText());
        WaitForAsyncUtils.waitForFxEvents();
        Region area = app.robot.lookup("#boardArea").queryAs(Region.class);
        Region row = (Region) card;
        Bounds cardBounds = area.sceneToLocal(card.localToScene(card.getLayoutBounds()));
        assertTrue(cardBounds.getMinX() >= 0 && cardBounds.getMaxX() <= area.getWidth(),
                "the card, now with Waiting for Ben…, stays in the board's area: " + cardBounds + " in " + area.getWidth());
        assertTrue(row.prefWidth(-1) <= row.getWidth() + 0.5,
                "nothing in the card is squeezed: it needs " + row.prefWidth(-1) + ", has " + row.getWidth());
        int firstGame = session.getGameNumber();
        onOther(() -> {
            otherSide.match.offerRematch();
            return null;
        });
        awaitFx(() -> session.getGameNumber() == firstGame + 1 && !card.isVisible());
        assertEquals(Seat.TWO, session.getLineup().starter(), "the guest starts the rematch when the starts alternate");
    }

    @Test
    void aLostConnectionShowsTheCardWithItsCountdownUntilTheGuestIsBack() throws Exception {
        InetSocketAddress address = hostFromTheScreen();
        String code = label("#hostCode").getText();
        link = new CuttableLink(address);
        guest = onOther(() -> NetGuest.join(link.address(), code, "Ben", otherSide, other));
        awaitGameScreen();
        Node card = app.robot.lookup("Connection lost").query().getParent();
        assertTrue(!card.isVisible());
        link.cut(); // both ends see silence, then the host sees the connection lost (within 10 s)
        awaitFx(card::isVisible);
        String waiting = ((Label) app.robot.lookup(".paused-note").match(Node::isVisible).query()).getText();
        assertTrue(waiting.startsWith("Waiting for Ben…"), waiting);
        link.restore(); // the guest reconnects by itself
        awaitFx(() -> !card.isVisible());
    }

    @Test
    void aGameFoundOnTheNetworkIsJoinedWithItsCodeAfterAWrongOne() throws Exception {
        MatchSettings settings = new MatchSettings(BoardSize.STANDARD, 0, StarterRule.GUEST);
        InetAddress loopback = InetAddress.getByName("127.0.0.1");
        host = onOther(() -> NetHost.open(new HostOptions(loopback, 0, "Carl", settings), otherSide, other));
        advertiser = GameAdvertiser.start(loopback, new HostedGame("Carl", host.address(), settings, Protocol.VERSION));
        app.robot.interact(() -> app.navigator().show(ScreenId.NETWORK_SET_UP));
        app.robot.clickOn("Join a game");
        awaitFx(() -> cellTexts("#foundGames").contains("Carl: 7 × 6, untimed"));
        // other programs' games on this computer may be listed too
        app.robot.interact(() -> found().getSelectionModel().select(found().getItems().stream()
                .filter(game -> game.hostName().equals("Carl")).findFirst().orElseThrow()));
        assertEquals("127.0.0.1:" + host.address().getPort(),
                app.robot.lookup("#addressField").queryAs(TextField.class).getText());
        app.robot.clickOn("#codeField").write("WRONG1").clickOn("#goButton");
        awaitFx(() -> label("#problem").getText().equals("The join code was wrong."));
        assertTrue(app.robot.lookup("#goButton").query().isVisible(), "the player may try again");
        app.robot.clickOn("#codeField").eraseText(6).write(host.code()).clickOn("#goButton");
        GameSession session = awaitGameScreen();
        assertEquals("Carl", session.settings().seatTwoName());
        assertEquals(SessionState.HUMAN_TO_MOVE, session.getState(),
                "the guest starts by the host's choice");
    }

    /** "Connecting…" is progress, in the text's colour; a problem after it is in the error colour again. */
    @Test
    void connectingIsShownAsProgressNotAsAnError() throws Exception {
        try (ServerSocket silent = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) { // takes, never answers
            app.robot.interact(() -> app.navigator().show(ScreenId.NETWORK_SET_UP));
            app.robot.clickOn("Join a game");
            app.robot.clickOn("#addressField").write("127.0.0.1:" + silent.getLocalPort());
            app.robot.clickOn("#codeField").write("ABC234").clickOn("#goButton");
            awaitFx(() -> label("#problem").isVisible() && "Connecting…".equals(label("#problem").getText()));
            assertTrue(label("#problem").getStyleClass().contains("network-progress"), label("#problem").getStyleClass()
                    .toString());
            assertFalse(label("#problem").getStyleClass().contains("network-problem"), "not in the error colour");
            app.robot.clickOn("#backButton");
            app.robot.clickOn("#nameField").eraseText(app.robot.lookup("#nameField").queryAs(TextField.class).getText()
                    .length()).clickOn("#goButton");
            awaitFx(() -> label("#problem").getText().startsWith("Enter your name"));
            assertTrue(label("#problem").getStyleClass().contains("network-problem"), "a problem is told as one");
            assertFalse(label("#problem").getStyleClass().contains("network-progress"));
        }
    }

    /** The screen opens on the role the player chose last, also in a later run. */
    @Test
    void theScreenOpensOnJoinWhenThePlayerLastJoined() throws Exception {
        app.robot.interact(() -> app.navigator().show(ScreenId.NETWORK_SET_UP));
        assertEquals("Host", app.robot.lookup("#goButton").queryAs(Button.class).getText());
        app.robot.clickOn("Join a game");
        app.robot.interact(() -> app.navigator().show(ScreenId.MENU));
        app.stop();
        app.start();
        app.robot.interact(() -> app.navigator().show(ScreenId.NETWORK_SET_UP));
        assertEquals("Join", app.robot.lookup("#goButton").queryAs(Button.class).getText());
        assertTrue(app.robot.lookup("#foundGames").query().isVisible(), "the games on the network are listed");
    }

    /**
     * A guest whose window was closed in the middle of a game rejoins it in one click after starting again: the
     * host waits, the network screen offers Rejoin with the seconds left, and the game goes on where it stood.
     */
    @Test
    void aGuestWhoseGameWasClosedRejoinsInOneClickAfterStartingAgain() throws Exception {
        closeTheWindowMidGameAndStartAgain();
        rejoinFromTheNetworkScreen("41");
    }

    /**
     * Started again, the start screen itself offers the match left, with the seconds left: one click on its Rejoin
     * and the game is back where it stood.
     */
    @Test
    void theStartScreenOffersTheMatchLeftAndRejoinsItInOneClick() throws Exception {
        closeTheWindowMidGameAndStartAgain();
        String offer = label(".menu-screen #rejoinText").getText();
        assertTrue(label("#rejoinText").isVisible() && offer.matches(
                "Your game against Carl is waiting for you: \\d+ s left to rejoin it\\."), offer);
        app.robot.clickOn("#rejoinButton");
        GameSession back = awaitGameScreen();
        assertEquals("41", back.getPosition().notation());
        assertEquals(SessionState.HUMAN_TO_MOVE, back.getState(), "the guest is to move again");
        WaitForAsyncUtils.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS, () -> onOther(() -> !host.match().isConnectionLost()));
    }

    /**
     * The host gone meanwhile: Rejoin on the start screen says so in words, the offer is gone, and the start screen
     * goes on as before.
     */
    @Test
    void aRejoinWhoseHostIsGoneIsToldOnTheStartScreenWhichStaysUsable() throws Exception {
        closeTheWindowMidGameAndStartAgain();
        onOther(() -> {
            host.close();
            return null;
        });
        app.robot.clickOn("#rejoinButton");
        awaitFx(() -> label("#rejoinText").getText().startsWith("The game against Carl could not be rejoined. "));
        assertEquals("The game against Carl could not be rejoined. No game answers at that address.",
                label("#rejoinText").getText());
        assertFalse(app.robot.lookup("#rejoinButton").queryButton().isVisible(), "nothing left to rejoin");
        assertEquals(Optional.empty(), app.games().currentGame());
        app.robot.clickOn("One player");
        awaitFx(() -> app.robot.lookup("#levelChoice").tryQuery().isPresent()); // the one-player set-up
    }

    /** A match joined from the network screen, a move each, then the window closed; the host waits; started again. */
    private void closeTheWindowMidGameAndStartAgain() throws Exception {
        MatchSettings settings = new MatchSettings(BoardSize.STANDARD, 0, StarterRule.GUEST);
        host = onOther(() -> NetHost.open(new HostOptions(InetAddress.getByName("127.0.0.1"), 0, "Carl", settings),
                otherSide, other));
        app.robot.interact(() -> app.navigator().show(ScreenId.NETWORK_SET_UP));
        app.robot.clickOn("Join a game");
        app.robot.clickOn("#addressField").write("127.0.0.1:" + host.address().getPort());
        app.robot.clickOn("#codeField").write(host.code()).clickOn("#goButton");
        GameSession session = awaitGameScreen();
        app.robot.interact(() -> session.play(3));
        otherSide.awaitMoves(1);
        onOther(() -> {
            otherSide.match.play(0);
            return null;
        });
        awaitFx(() -> session.getPosition().turns().size() == 2);

        app.stop(); // the window closes in the middle of the game
        WaitForAsyncUtils.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS, () -> onOther(() -> host.match().isConnectionLost()));
        assertEquals(null, otherSide.ended, "the host waits for its guest");
        app.start();
    }

    /**
     * A host that sends back a chat with bad lines (another program's fault): the game and the good lines are there,
     * and the player is told in words that some lines were left out.
     */
    @Test
    void aBadChatFromTheHostIsToldAndCostsNothingElse() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            CompletableFuture<Void> hostSide = CompletableFuture.runAsync(() -> {
                try (Socket client = server.accept()) {
                    InputStream in = client.getInputStream();
                    while (in.read() != '\n') {
                        // the hello
                    }
                    OutputStream out = client.getOutputStream();
                    out.write(("{\"type\":\"welcome\",\"version\":1,\"matchId\":\"3f9c2a1b7d4e6f80\",\"host\":\"Hannah\","
                            + "\"guest\":\"Anna\",\"width\":7,\"height\":6,\"clock\":0,\"starter\":\"host\",\"game\":1,"
                            + "\"first\":\"host\"}\n{\"type\":\"resume\",\"game\":1,\"first\":\"host\",\"moves\":\"4\","
                            + "\"chat\":[{\"from\":\"host\",\"text\":\"hi Anna\"},{\"from\":7},\"x\"]}\n")
                            .getBytes(java.nio.charset.StandardCharsets.UTF_8));
                    out.flush();
                    while (in.read() >= 0) {
                        // until the guest goes
                    }
                } catch (IOException e) {
                    // the guest went
                }
            }, other);
            app.robot.interact(() -> app.navigator().show(ScreenId.NETWORK_SET_UP));
            app.robot.clickOn("Join a game");
            app.robot.clickOn("#addressField").write("127.0.0.1:" + server.getLocalPort());
            app.robot.clickOn("#codeField").write("ABC234").clickOn("#goButton");
            GameSession session = awaitGameScreen();
            assertEquals("4", session.getPosition().notation());
            awaitFx(() -> ("Lines of the chat sent back by Hannah that could not be read are left out (unreadable: 2)."
                    + " The game goes on.").equals(label("#messageLine").getText()));
            assertTrue(app.robot.lookup(".chat-lines .label").queryAllAs(Label.class).stream()
                    .anyMatch(label -> "hi Anna".equals(label.getText())), "the good line is in the chat");
            app.robot.interact(() -> app.navigator().show(ScreenId.MENU));
            hostSide.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        }
    }

    /**
     * The session of a rejoined match begins once, with the game as it stands: the header names the player to move
     * (it stayed blank when the game was handed to the session twice, at a guest's untimed first move).
     */
    @Test
    void aRejoinedGuestSeesItsTurnInTheHeaderAtItsFirstMoveOfATimedGame() throws Exception {
        MatchSettings settings = new MatchSettings(BoardSize.STANDARD, 10, StarterRule.HOST);
        host = onOther(() -> NetHost.open(new HostOptions(InetAddress.getByName("127.0.0.1"), 0, "Carl", settings),
                otherSide, other));
        app.robot.interact(() -> app.navigator().show(ScreenId.NETWORK_SET_UP));
        app.robot.clickOn("Join a game");
        app.robot.clickOn("#addressField").write("127.0.0.1:" + host.address().getPort());
        app.robot.clickOn("#codeField").write(host.code()).clickOn("#goButton");
        GameSession session = awaitGameScreen();
        onOther(() -> {
            otherSide.match.play(0);
            return null;
        });
        awaitFx(() -> session.getPosition().turns().size() == 1);
        awaitFx(() -> "Your turn".equals(label("#statusLabel").getText()));

        app.stop(); // the window closes in the middle of the game
        WaitForAsyncUtils.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS, () -> onOther(() -> host.match().isConnectionLost()));
        assertEquals(null, otherSide.ended, "the host waits for its guest");
        app.start();
        rejoinFromTheNetworkScreen("1");
    }

    /** Hosts from the network screen on 127.0.0.1; answers the address it listens on. */
    private InetSocketAddress hostFromTheScreen() {
        app.robot.interact(() -> app.navigator().show(ScreenId.NETWORK_SET_UP));
        app.robot.clickOn("#goButton");
        WaitForAsyncUtils.waitForFxEvents();
        String shown = label("#hostAddress").getText();
        int colon = shown.lastIndexOf(':');
        return new InetSocketAddress(shown.substring(0, colon), Integer.parseInt(shown.substring(colon + 1)));
    }

    private GameSession awaitGameScreen() throws TimeoutException {
        awaitFx(() -> app.games().currentGame().map(game -> game.getState() != null
                && game.settings().mode() == Mode.NETWORK && game.getGameNumber() > 0).orElse(false));
        return app.games().currentGame().orElseThrow();
    }

    /** The texts of the list's cells that show an item. */
    private List<String> cellTexts(String list) {
        return app.robot.lookup(list + " .list-cell").queryAllAs(ListCell.class).stream()
                .map(ListCell::getText).filter(text -> text != null && !text.isEmpty()).toList();
    }

    @SuppressWarnings("unchecked")
    private ListView<HostedGame> found() {
        return app.robot.lookup("#foundGames").queryAs(ListView.class);
    }

    private Label label(String query) {
        return app.robot.lookup(query).queryAs(Label.class);
    }

    private List<String> texts(String query) {
        return app.robot.lookup(query).queryAllAs(Label.class).stream().map(Label::getText).toList();
    }

    private <T> T onOther(Callable<T> action) throws Exception {
        return other.submit(action).get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    }

    private static void awaitFx(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(
                condition::getAsBoolean).get());
    }

    /** The other program's side: keeps its match, and what it heard. */
    private static final class OtherSide implements MatchListener {
        private final List<Integer> moves = new CopyOnWriteArrayList<>();
        private final CompletableFuture<String> chat = new CompletableFuture<>();
        private volatile Match match;
        private volatile EndReason ended;

        @Override
        public void joined(Match joined) {
            match = joined;
        }

        @Override
        public void moved(Match joined, int column) {
            moves.add(column);
        }

        @Override
        public void chat(Match joined, String text) {
            chat.complete(text);
        }

        @Override
        public void ended(Match joined, EndReason reason) {
            ended = reason;
            chat.completeExceptionally(new AssertionError("the match ended: " + reason));
        }

        void awaitMoves(int count) throws TimeoutException {
            WaitForAsyncUtils.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS, () -> moves.size() >= count);
            assertNotNull(match);
        }

        String awaitChat() throws Exception {
            return chat.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        }
    }

    /**
     * A TCP link between the guest and the host on 127.0.0.1 that the test can cut (every byte stops, the
     * sockets stay open, as when a cable is pulled) and restore (new connections go through again).
     */
    private static final class CuttableLink implements AutoCloseable {
        private final InetSocketAddress target;
        private final ServerSocket server;
        private final List<Socket> sockets = new CopyOnWriteArrayList<>();
        private volatile boolean cut;

        CuttableLink(InetSocketAddress target) throws IOException {
            this.target = target;
            server = new ServerSocket(0, 5, InetAddress.getByName("127.0.0.1"));
            Thread acceptor = new Thread(this::accept, "link-accept");
            acceptor.setDaemon(true);
            acceptor.start();
        }

        InetSocketAddress address() {
            return new InetSocketAddress(server.getInetAddress(), server.getLocalPort());
        }

        /** Stops every byte on the connections made so far (they stay open, silent). */
        void cut() {
            cut = true;
        }

        /** Drops the silent connections; new ones go through. */
        void restore() throws IOException {
            for (Socket socket : sockets) {
                socket.close();
            }
            sockets.clear();
            cut = false;
        }

        private void accept() {
            try {
                while (!server.isClosed()) {
                    Socket from = server.accept();
                    Socket to = new Socket(target.getAddress(), target.getPort());
                    sockets.add(from);
                    sockets.add(to);
                    pump(from, to);
                    pump(to, from);
                }
            } catch (IOException closed) {
                // the link is closed
            }
        }

        private void pump(Socket from, Socket to) {
            Thread thread = new Thread(() -> {
                byte[] buffer = new byte[4096];
                try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                    int read;
                    while ((read = in.read(buffer)) >= 0) {
                        if (!cut) {
                            out.write(buffer, 0, read);
                            out.flush();
                        }
                    }
                } catch (IOException closed) {
                    // one end closed: the other follows
                }
                closeQuietly(to);
            }, "link-pump");
            thread.setDaemon(true);
            thread.start();
        }

        @Override
        public void close() throws IOException {
            server.close();
            restore();
        }

        private static void closeQuietly(Socket socket) {
            try {
                socket.close();
            } catch (IOException ignored) {
                // already closed
            }
        }
    }

    /**
     * On the network screen, the offer names the opponent; one click on Rejoin brings back the game at {@code moves},
     * the guest to move, and the host sees its guest back.
     */
    private void rejoinFromTheNetworkScreen(String moves) throws Exception {
        app.robot.interact(() -> app.navigator().show(ScreenId.NETWORK_SET_UP));
        String offer = label("#rejoinText").getText();
        assertTrue(label("#rejoinText").isVisible() && offer.startsWith("Your game against Carl is waiting for you: "),
                offer);
        app.robot.clickOn("#rejoinButton");
        GameSession back = awaitGameScreen();
        assertEquals(moves, back.getPosition().notation());
        assertEquals(SessionState.HUMAN_TO_MOVE, back.getState(), "the guest is to move again");
        awaitFx(() -> "Your turn".equals(label("#statusLabel").getText()));
        WaitForAsyncUtils.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS, () -> onOther(() -> !host.match().isConnectionLost()));
    }
}
