package dev.connectfour.ui.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.network.NetworkGame;
import dev.connectfour.net.EndReason;
import dev.connectfour.net.Match;
import dev.connectfour.net.MatchListener;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.NetGuest;
import dev.connectfour.net.NetHost;
import dev.connectfour.net.StarterRule;
import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.InviteLink;
import dev.connectfour.net.broker.Mosquitto;
import dev.connectfour.net.lobby.NetworkMemory;
import dev.connectfour.ui.Bundles;
import dev.connectfour.ui.network.NetworkViewModel.Role;
import dev.connectfour.ui.preferences.InternetServer;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javafx.beans.value.ObservableValue;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The network screen's view model over the Internet, without the screen: hosting on the server of the settings
 * (and what it says without one), the invite link a guest joins with, and joining by a pasted link (and what a bad
 * one says). A real Mosquitto on 127.0.0.1; the view model lives on one thread of its own, as on the FX thread.
 */
class InternetPlayViewModelTest {
    private static final long TIMEOUT_SECONDS = 20;

    @TempDir
    Path directory;

    private final ExecutorService fx = Executors.newSingleThreadExecutor(task -> new Thread(task, "view-model"));
    private final ResourceBundle strings = Bundles.forScreen(NetworkController.class, "network", Locale.ENGLISH);
    private final CompletableFuture<NetworkGame> started = new CompletableFuture<>();
    private final List<AutoCloseable> others = new ArrayList<>();
    private final Mosquitto broker = Mosquitto.start();
    private volatile InternetServer server = new InternetServer(broker.address().toString(), "", "");
    private NetworkViewModel model;

    @BeforeEach
    void openTheScreen() throws Exception {
        NetworkMemory memory = new NetworkMemory(directory, Clock.systemUTC());
        model = onFx(() -> new NetworkViewModel(new Prefs(), memory, strings, fx, started::complete));
    }

    @AfterEach
    void leaveTheScreen() throws Exception {
        onFx(() -> {
            model.leave();
            started.thenAccept(NetworkGame::close);
            return null;
        });
        for (AutoCloseable other : others) {
            other.close();
        }
        fx.shutdown();
        broker.close();
    }

    @Test
    void hostingOverTheInternetShowsAnInviteLinkAndItsGuestStartsTheGame() throws Exception {
        go(Role.INTERNET, null);
        assertTrue(onFx(() -> model.waitingProperty().get()), "the waiting card");
        await(model.hostAddressProperty(), InviteLink::looksLikeOne);
        String link = onFx(() -> model.hostAddressProperty().get());
        BrokerGame invited = InviteLink.parse(link);
        assertEquals(broker.address(), invited.server());
        assertEquals("", onFx(() -> model.hostCodeProperty().get()), "no code: the link carries the key");

        others.add(NetGuest.joinOnBroker(invited, null, "Ben", new Silent(), Runnable::run));
        NetworkGame game = started.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        assertEquals("Ben", onFx(game::opponentName));
    }

    /** Cancelled while the server is being reached: the host that reaches it then leaves it at once. */
    @Test
    void cancelWhileReachingTheServerLeavesNoHostOnIt() throws Exception {
        onFx(() -> {
            model.nameProperty().set("Cleo");
            model.roleProperty().set(Role.INTERNET);
            model.go();
            model.cancel();
            return null;
        });
        assertTrue(broker.awaitLog(log -> count(log, "New client connected") == 1, TIMEOUT_SECONDS * 1000),
                "the host reached the server: " + broker.log());
        assertTrue(broker.awaitLog(log -> count(log, " disconnected") == 1, TIMEOUT_SECONDS * 1000),
                "and left it: " + broker.log());
        assertFalse(onFx(() -> model.waitingProperty().get()));
    }

    private static long count(List<String> log, String event) {
        return log.stream().filter(line -> line.contains(event)).count();
    }

    @Test
    void withoutAnInternetServerHostingSaysWhereToSetOneAndStartsNothing() throws Exception {
        server = InternetServer.NONE;
        go(Role.INTERNET, null);
        assertEquals(strings.getString("problem.noServer"), onFx(() -> model.problemProperty().get()));
        assertFalse(onFx(() -> model.waitingProperty().get()));
    }

    @Test
    void aServerThatCannotBeReachedIsSaidAndTheChoicesComeBack() throws Exception {
        broker.stop();
        go(Role.INTERNET, null);
        await(model.problemProperty(), strings.getString("network.ended.server_unreachable")::equals);
        assertFalse(onFx(() -> model.waitingProperty().get()));
    }

    @Test
    void aPastedInviteLinkJoinsItsGame() throws Exception {
        BrokerGame game = BrokerGame.create(broker.address(), new SecureRandom());
        others.add(NetHost.openOnBroker(game, null, "Anna", new MatchSettings(BoardSize.STANDARD, 0, StarterRule.HOST),
                new Silent(), Runnable::run));
        onFx(() -> {
            model.openLink(InviteLink.of(game));
            return null;
        });
        assertEquals(Role.JOIN, onFx(() -> model.roleProperty().get()));
        go(Role.JOIN, null);
        NetworkGame joined = started.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        assertEquals("Anna", onFx(joined::opponentName));
    }

    /**
     * The guest's window closes mid-game: the host keeps the seat. Someone else given the link is refused it; the
     * guest's game, started again on this computer and given the same link, takes it back.
     */
    @Test
    void aGuestStartedAgainTakesItsSeatBackByTheLinkAndSomeoneElseWithTheLinkCannot(@TempDir Path elsewhere)
            throws Exception {
        BrokerGame game = BrokerGame.create(broker.address(), new SecureRandom());
        Seat host = new Seat();
        others.add(NetHost.openOnBroker(game, null, "Anna", new MatchSettings(BoardSize.STANDARD, 0, StarterRule.HOST),
                host, Runnable::run));
        String link = InviteLink.of(game);
        go(Role.JOIN, link);
        NetworkGame first = started.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        host.joined.get(TIMEOUT_SECONDS, TimeUnit.SECONDS).play(3);
        onFx(() -> {
            first.close(); // the window closed in mid-game
            return null;
        });
        host.lost.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);

        NetworkViewModel someoneElse = screen(new NetworkMemory(elsewhere, Clock.systemUTC()), ignored -> { });
        onFx(() -> {
            someoneElse.openLink(link);
            someoneElse.nameProperty().set("Mallory");
            someoneElse.go();
            return null;
        });
        await(someoneElse.problemProperty(), strings.getString("network.ended.game_full")::equals);
        assertFalse(host.restored.isDone(), "the seat still waits for its guest");

        CompletableFuture<NetworkGame> again = new CompletableFuture<>();
        NetworkViewModel restarted = screen(new NetworkMemory(directory, Clock.systemUTC()), again::complete);
        onFx(() -> {
            restarted.openLink(link);
            restarted.go();
            return null;
        });
        NetworkGame back = again.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        others.add(0, () -> onFx(() -> {
            back.close();
            return null;
        }));
        host.restored.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        assertEquals("Anna", onFx(back::opponentName));
    }

    /** Another network screen on the view model's thread, left at the end. */
    private NetworkViewModel screen(NetworkMemory memory, Consumer<NetworkGame> onStarted)
            throws Exception {
        NetworkViewModel screen = onFx(() -> new NetworkViewModel(new Prefs(), memory, strings, fx, onStarted));
        others.add(0, () -> onFx(() -> {
            screen.leave();
            return null;
        }));
        return screen;
    }

    @Test
    void aBadLinkSaysWhatIsWrongAndALinkToNoGameSaysSo() throws Exception {
        String link = InviteLink.of(BrokerGame.create(broker.address(), new SecureRandom()));
        String cut = link.substring(0, link.length() - 4); // the end of the key lost in copying
        go(Role.JOIN, cut);
        assertEquals(strings.getString("link.BAD_KEY"), onFx(() -> model.problemProperty().get()));
        assertFalse(onFx(() -> model.joiningProperty().get()));

        go(Role.JOIN, InviteLink.of(BrokerGame.create(broker.address(), new SecureRandom())));
        await(model.problemProperty(), strings.getString("network.ended.no_game")::equals);
    }

    private void go(Role role, String address) throws Exception {
        onFx(() -> {
            model.nameProperty().set("Cleo");
            model.roleProperty().set(role);
            if (address != null) {
                model.addressProperty().set(address);
            }
            model.go();
            return null;
        });
    }

    /** Waits until {@code value}, read on the view model's thread, passes {@code test}. */
    private <T> void await(ObservableValue<T> value, Predicate<T> test) throws Exception {
        CompletableFuture<T> passed = new CompletableFuture<>();
        onFx(() -> {
            value.addListener((obs, old, now) -> {
                if (test.test(now)) {
                    passed.complete(now);
                }
            });
            if (test.test(value.getValue())) {
                passed.complete(value.getValue());
            }
            return null;
        });
        passed.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    }

    private <T> T onFx(Callable<T> action) throws Exception {
        return fx.submit(action).get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    }

    private final class Prefs implements NetworkPreferences {
        @Override
        public String name() {
            return "Cleo";
        }

        @Override
        public BoardSize board() {
            return BoardSize.STANDARD;
        }

        @Override
        public String networkInterface() {
            return "127.0.0.1";
        }

        @Override
        public InternetServer internetServer() {
            return server;
        }

        @Override
        public void rememberName(String name) {
        }
    }

    /** The host's side of a guest's seat: joined, its connection lost, and back. */
    private static final class Seat implements MatchListener {
        final CompletableFuture<Match> joined = new CompletableFuture<>();
        final CompletableFuture<Match> lost = new CompletableFuture<>();
        final CompletableFuture<Match> restored = new CompletableFuture<>();

        @Override
        public void gameStarted(Match match) {
            joined.complete(match);
        }

        @Override
        public void connectionLost(Match match, long deadlineMillis) {
            lost.complete(match);
        }

        @Override
        public void connectionRestored(Match match) {
            restored.complete(match);
        }

        @Override
        public void ended(Match match, EndReason reason) {
        }
    }

    /** The other program's side, which only needs to be there. */
    private static final class Silent implements MatchListener {
        @Override
        public void joined(Match joined) {
        }

        @Override
        public void ended(Match joined, EndReason reason) {
        }
    }
}
