package dev.connectfour.ui.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.network.NetworkGame;
import dev.connectfour.net.EndReason;
import dev.connectfour.net.HostOptions;
import dev.connectfour.net.Match;
import dev.connectfour.net.MatchListener;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.NetGuest;
import dev.connectfour.net.NetHost;
import dev.connectfour.net.Protocol;
import dev.connectfour.net.StarterRule;
import dev.connectfour.net.discovery.GameAdvertiser;
import dev.connectfour.net.discovery.HostedGame;
import dev.connectfour.net.lobby.NetworkMemory;
import dev.connectfour.ui.Bundles;
import dev.connectfour.ui.network.NetworkViewModel.Role;
import dev.connectfour.ui.preferences.InternetServer;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Path;
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
import java.util.function.Predicate;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The network screen's view model without the screen: hosting (with the port fallback), Cancel, a guest handed
 * over to the game screen, joining by address with what is missing or wrong told, a game found on the network, and
 * the role remembered. Real sockets, all on 127.0.0.1; the view model lives on one thread of its own, as it lives on
 * the FX thread in the window.
 */
class NetworkViewModelTest {
    private static final long TIMEOUT_SECONDS = 20;
    private static final String LOOPBACK = "127.0.0.1";

    @TempDir
    Path directory;

    private final ExecutorService fx = Executors.newSingleThreadExecutor(task -> new Thread(task, "view-model"));
    private final ResourceBundle strings = Bundles.forScreen(NetworkController.class, "network", Locale.ENGLISH);
    /** The match the view model hands to the game screen. */
    private final CompletableFuture<NetworkGame> started = new CompletableFuture<>();
    private final List<AutoCloseable> others = new ArrayList<>();
    private final Prefs preferences = new Prefs();
    private NetworkMemory memory;
    private NetworkViewModel model;

    @BeforeEach
    void openTheScreen() throws Exception {
        memory = new NetworkMemory(directory, Clock.systemUTC());
        model = onFx(this::newModel);
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
    }

    @Test
    void hostingShowsWhereToJoinAndTakesAnotherPortWhenTheUsualOneIsTaken() throws Exception {
        try (ServerSocket usual = takeTheUsualPort()) {
            onFx(() -> {
                model.nameProperty().set("  Anna ");
                model.go();
                return null;
            });
            assertTrue(onFx(() -> model.waitingProperty().get()), "the waiting card");
            assertNull(onFx(() -> model.problemProperty().get()));
            InetSocketAddress address = shownAddress();
            assertEquals(LOOPBACK, address.getHostString());
            assertNotEquals(NetHost.DEFAULT_PORT, address.getPort(), "another program has the usual port");
            assertEquals(6, onFx(() -> model.hostCodeProperty().get()).length(), "a short join code");
            assertFalse(onFx(() -> model.offeringRejoinProperty().get()), "no rejoin offer while hosting");
            assertEquals("Anna", preferences.remembered, "the name is kept, trimmed");
            new Socket(address.getAddress(), address.getPort()).close();
        }
    }

    @Test
    void cancelStopsListeningAtOnceAndShowsTheChoicesAgain() throws Exception {
        onFx(() -> {
            model.go();
            return null;
        });
        InetSocketAddress address = shownAddress();
        assertTrue(onFx(() -> model.cancel()), "Cancel stops the hosting");
        assertThrows(ConnectException.class, () -> new Socket(address.getAddress(), address.getPort()).close(),
                "nobody listens any more");
        assertFalse(onFx(() -> model.waitingProperty().get()), "back to choosing");
        assertTrue(onFx(() -> model.offeringRejoinProperty().get()));
        assertFalse(onFx(() -> model.cancel()), "then Back leaves the screen: the caller's part");
    }

    @Test
    void theMatchGoesToTheGameScreenWhenItsGuestComes() throws Exception {
        onFx(() -> {
            model.go();
            return null;
        });
        InetSocketAddress address = shownAddress();
        String code = onFx(() -> model.hostCodeProperty().get());
        others.add(NetGuest.join(address, code, "Ben", new Silent(), Runnable::run));
        NetworkGame game = started.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        assertEquals("Ben", onFx(game::opponentName));
        onFx(() -> {
            model.leave();
            return null;
        });
        assertTrue(onFx(() -> game.endedProperty().get() == null), "leaving the screen leaves the match on");
    }

    @Test
    void joiningTellsWhatIsMissingAndStartsNothing() throws Exception {
        onFx(() -> {
            model.roleProperty().set(Role.JOIN);
            model.nameProperty().set(" ");
            model.go();
            return null;
        });
        assertEquals("Enter your name (at most 20 characters).", problem());
        onFx(() -> {
            model.nameProperty().set("Ben");
            model.addressProperty().set("not an address");
            model.go();
            return null;
        });
        assertEquals("Enter the host's address as address:port, for example 192.168.1.20:27474.", problem());
        onFx(() -> {
            model.addressProperty().set("127.0.0.1:4000");
            model.codeProperty().set("  ");
            model.go();
            return null;
        });
        assertEquals("Enter the join code the host sees.", problem());
        assertFalse(onFx(() -> model.joiningProperty().get()));
        onFx(() -> {
            model.roleProperty().set(Role.HOST);
            return null;
        });
        assertNull(problem(), "a new choice, a clean slate");
    }

    @Test
    void aWrongCodeIsToldAndTheChoicesComeBack() throws Exception {
        NetHost host = NetHost.open(new HostOptions(InetAddress.getByName(LOOPBACK), 0, "Carl",
                new MatchSettings(BoardSize.STANDARD, 0, StarterRule.HOST)), new Silent(), Runnable::run);
        others.add(host);
        String wrong = host.code().equals("AAAAAA") ? "BBBBBB" : "AAAAAA";
        onFx(() -> {
            model.roleProperty().set(Role.JOIN);
            model.addressProperty().set("127.0.0.1:" + host.address().getPort());
            model.codeProperty().set(wrong);
            model.go();
            return null;
        });
        await(model.problemProperty(), "The join code was wrong."::equals);
        assertFalse(onFx(() -> model.joiningProperty().get()), "Join again");
        assertTrue(onFx(() -> model.offeringRejoinProperty().get()));
    }

    @Test
    void anInterfaceThatIsNotThereIsToldBeforeAnythingOpens() throws Exception {
        preferences.networkInterface = "no-such-interface0";
        onFx(() -> {
            model.go();
            return null;
        });
        assertTrue(problem().startsWith("The network interface set for network games cannot be used: "), problem());
        assertFalse(onFx(() -> model.waitingProperty().get()));
    }

    @Test
    void whenGamesCannotBeLookedForTheListSaysSoAndJoiningByAddressStays() throws Exception {
        assertEquals("Looking for games on your network… None yet.",
                onFx(() -> model.foundPlaceholderProperty().get()));
        preferences.networkInterface = "no-such-interface0";
        onFx(() -> {
            model.roleProperty().set(Role.JOIN);
            return null;
        });
        await(model.foundPlaceholderProperty(),
                text -> text.startsWith("Games on your network cannot be found here ("));
        assertTrue(onFx(() -> model.foundPlaceholderProperty().get()).endsWith("); enter an address instead."));
        assertNull(problem(), "nothing else goes wrong");
    }

    @Test
    void aGameFoundOnTheNetworkIsListedAndChoosingItFillsItsAddress() throws Exception {
        InetSocketAddress where = new InetSocketAddress(LOOPBACK, 4321);
        others.add(GameAdvertiser.start(InetAddress.getByName(LOOPBACK), new HostedGame("Carl", where,
                new MatchSettings(BoardSize.STANDARD, 10, StarterRule.ALTERNATE), Protocol.VERSION)));
        onFx(() -> {
            model.roleProperty().set(Role.JOIN);
            return null;
        });
        CompletableFuture<HostedGame> found = new CompletableFuture<>();
        onFx(() -> {
            ListChangeListener<HostedGame> seen = change -> model.foundGames().stream()
                    .filter(game -> game.hostName().equals("Carl")).findFirst().ifPresent(found::complete);
            model.foundGames().addListener(seen);
            seen.onChanged(null);
            return null;
        });
        HostedGame carl = found.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        onFx(() -> {
            model.choose(carl);
            return null;
        });
        assertEquals("127.0.0.1:4321", onFx(() -> model.addressProperty().get()));
    }

    @Test
    void theScreenOpensOnTheRoleChosenLast() throws Exception {
        assertEquals(Role.HOST, onFx(() -> model.roleProperty().get()));
        onFx(() -> {
            model.roleProperty().set(Role.JOIN);
            model.leave();
            return null;
        });
        model = onFx(this::newModel);
        assertEquals(Role.JOIN, onFx(() -> model.roleProperty().get()));
    }

    private NetworkViewModel newModel() {
        return new NetworkViewModel(preferences, memory, strings, fx, started::complete);
    }

    /** Holds the usual port on 127.0.0.1 unless another program already does. */
    private static ServerSocket takeTheUsualPort() throws IOException {
        ServerSocket socket = new ServerSocket();
        try {
            socket.bind(new InetSocketAddress(LOOPBACK, NetHost.DEFAULT_PORT));
        } catch (IOException alreadyTaken) {
            // taken all the same
        }
        return socket;
    }

    private InetSocketAddress shownAddress() throws Exception {
        String shown = onFx(() -> model.hostAddressProperty().get());
        int colon = shown.lastIndexOf(':');
        return new InetSocketAddress(shown.substring(0, colon), Integer.parseInt(shown.substring(colon + 1)));
    }

    private String problem() throws Exception {
        return onFx(() -> model.problemProperty().get());
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

    private static final class Prefs implements NetworkPreferences {
        volatile String networkInterface = LOOPBACK;
        volatile String remembered;

        @Override
        public String name() {
            return "Anna";
        }

        @Override
        public BoardSize board() {
            return BoardSize.STANDARD;
        }

        @Override
        public String networkInterface() {
            return networkInterface;
        }

        @Override
        public InternetServer internetServer() {
            return InternetServer.NONE;
        }

        @Override
        public void rememberName(String name) {
            remembered = name;
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
