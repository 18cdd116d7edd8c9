package dev.connectfour.ui.network;

import static dev.connectfour.ui.network.ViewModelFixture.TIMEOUT_SECONDS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
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
import dev.connectfour.ui.network.NetworkViewModel.Role;
import dev.connectfour.ui.network.ViewModelFixture.Silent;
import dev.connectfour.ui.preferences.InternetServer;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
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
    private static final MatchSettings UNTIMED = new MatchSettings(BoardSize.STANDARD, 0, StarterRule.HOST);

    @TempDir
    Path directory;

    private final ViewModelFixture fixture = new ViewModelFixture();
    private final CompletableFuture<NetworkGame> started = new CompletableFuture<>();
    private final Mosquitto broker = Mosquitto.start();
    private NetworkViewModel model;

    @BeforeEach
    void openTheScreen() throws Exception {
        fixture.preferences.server = new InternetServer(broker.address().toString(), "", "");
        model = fixture.screen(directory, started);
    }

    @AfterEach
    void leaveTheScreen() throws Exception {
        try {
            fixture.close();
        } finally {
            broker.close();
        }
    }

    @Test
    void hostingOverTheInternetShowsAnInviteLinkAndItsGuestStartsTheGame() throws Exception {
        go(Role.INTERNET, null);
        assertTrue(fixture.onFx(() -> model.waitingProperty().get()), "the waiting card");
        fixture.await(model.hostAddressProperty(), InviteLink::looksLikeOne);
        String link = fixture.onFx(() -> model.hostAddressProperty().get());
        BrokerGame invited = InviteLink.parse(link);
        assertEquals(broker.address(), invited.server());
        assertEquals("", fixture.onFx(() -> model.hostCodeProperty().get()), "no code: the link carries the key");

        fixture.closeAtEnd(NetGuest.joinOnBroker(invited, null, "Ben", new Silent(), Runnable::run));
        NetworkGame game = started.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        assertEquals("Ben", fixture.onFx(game::opponentName));
    }

    /** Cancelled while the server is being reached: the host that reaches it then leaves it at once. */
    @Test
    void cancelWhileReachingTheServerLeavesNoHostOnIt() throws Exception {
        fixture.run(() -> {
            model.nameProperty().set("Cleo");
            model.roleProperty().set(Role.INTERNET);
            model.go();
            model.cancel();
        });
        assertTrue(broker.awaitLog(log -> count(log, "New client connected") == 1, TIMEOUT_SECONDS * 1000),
                "the host reached the server: " + broker.log());
        assertTrue(broker.awaitLog(log -> count(log, " disconnected") == 1, TIMEOUT_SECONDS * 1000),
                "and left it: " + broker.log());
        assertFalse(fixture.onFx(() -> model.waitingProperty().get()));
    }

    private static long count(List<String> log, String event) {
        return log.stream().filter(line -> line.contains(event)).count();
    }

    @Test
    void withoutAnInternetServerHostingSaysWhereToSetOneAndStartsNothing() throws Exception {
        fixture.preferences.server = InternetServer.NONE;
        go(Role.INTERNET, null);
        assertEquals(fixture.strings.getString("problem.noServer"), fixture.onFx(() -> model.problemProperty().get()));
        assertFalse(fixture.onFx(() -> model.waitingProperty().get()));
    }

    @Test
    void aServerThatCannotBeReachedIsSaidAndTheChoicesComeBack() throws Exception {
        broker.stop();
        go(Role.INTERNET, null);
        fixture.await(model.problemProperty(), fixture.strings.getString("network.ended.server_unreachable")::equals);
        assertFalse(fixture.onFx(() -> model.waitingProperty().get()));
    }

    @Test
    void aPastedInviteLinkJoinsItsGame() throws Exception {
        BrokerGame game = BrokerGame.create(broker.address(), new SecureRandom());
        fixture.closeAtEnd(NetHost.openOnBroker(game, null, "Anna", UNTIMED, new Silent(), Runnable::run));
        fixture.run(() -> model.openLink(InviteLink.of(game)));
        assertEquals(Role.JOIN, fixture.onFx(() -> model.roleProperty().get()));
        go(Role.JOIN, null);
        NetworkGame joined = started.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        assertEquals("Anna", fixture.onFx(joined::opponentName));
    }

    @Test
    void anOpenedLinkThatCannotBeUsedSaysWhyAtOnce() throws Exception {
        String link = InviteLink.of(BrokerGame.create(broker.address(), new SecureRandom()));
        String cut = link.substring(0, link.indexOf("&key=") + "&key=".length() + 3);
        fixture.run(() -> model.openLink(cut));
        assertEquals(Role.JOIN, fixture.onFx(() -> model.roleProperty().get()));
        assertEquals(fixture.strings.getString("link.BAD_KEY"), fixture.onFx(() -> model.problemProperty().get()),
                "a link cut in a chat says so as the game opens, before any Join");
        fixture.run(() -> model.openLink(link));
        assertNull(fixture.onFx(() -> model.problemProperty().get()), "a whole link opened next clears it");
    }

    @Test
    void aFirstTimePlayerWithALinkThatCannotBeUsedIsToldWhyBeforeBeingAskedForAName() throws Exception {
        String link = InviteLink.of(BrokerGame.create(broker.address(), new SecureRandom()));
        String cut = link.substring(0, link.length() - 10);
        fixture.run(() -> {
            model.nameProperty().set("");
            model.openLink(cut);
            model.joinOpenedLink();
        });
        assertEquals(fixture.strings.getString("link.BAD_KEY"), fixture.onFx(() -> model.problemProperty().get()));
        assertFalse(fixture.onFx(() -> model.joiningProperty().get()), "nothing is joined");
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
        fixture.closeAtEnd(NetHost.openOnBroker(game, null, "Anna", UNTIMED, host, Runnable::run));
        String link = InviteLink.of(game);
        go(Role.JOIN, link);
        NetworkGame first = started.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        host.joined.get(TIMEOUT_SECONDS, TimeUnit.SECONDS).play(3);
        fixture.run(() -> {
            first.close(); // the window closed in mid-game
        });
        host.lost.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);

        NetworkViewModel someoneElse = fixture.screen(elsewhere, new CompletableFuture<>());
        fixture.run(() -> {
            someoneElse.openLink(link);
            someoneElse.nameProperty().set("Mallory");
            someoneElse.go();
        });
        fixture.await(someoneElse.problemProperty(), fixture.strings.getString("network.ended.game_full")::equals);
        assertFalse(host.restored.isDone(), "the seat still waits for its guest");

        CompletableFuture<NetworkGame> again = new CompletableFuture<>();
        NetworkViewModel restarted = fixture.screen(directory, again);
        fixture.run(() -> {
            restarted.openLink(link);
            restarted.go();
        });
        NetworkGame back = again.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        host.restored.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        assertEquals("Anna", fixture.onFx(back::opponentName));
    }

    @Test
    void aBadLinkOrOneOfAnotherVersionSaysWhatIsWrongAndALinkToNoGameSaysSo() throws Exception {
        String link = InviteLink.of(BrokerGame.create(broker.address(), new SecureRandom()));
        String cut = link.substring(0, link.length() - 4); // the end of the key lost in copying
        go(Role.JOIN, cut);
        assertEquals(fixture.strings.getString("link.BAD_KEY"), fixture.onFx(() -> model.problemProperty().get()));
        assertFalse(fixture.onFx(() -> model.joiningProperty().get()));

        String earlier = link.replaceFirst("&host=[0-9a-f]+", ""); // as an earlier version wrote it: no host key
        go(Role.JOIN, earlier);
        assertEquals(fixture.strings.getString("link.OTHER_VERSION"),
                fixture.onFx(() -> model.problemProperty().get()));
        assertFalse(fixture.onFx(() -> model.joiningProperty().get()));

        go(Role.JOIN, InviteLink.of(BrokerGame.create(broker.address(), new SecureRandom())));
        fixture.await(model.problemProperty(), fixture.strings.getString("network.ended.no_game")::equals);
    }

    private void go(Role role, String address) throws Exception {
        fixture.go(model, "Cleo", role, address, null);
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
}
