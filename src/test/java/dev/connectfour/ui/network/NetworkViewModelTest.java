package dev.connectfour.ui.network;

import static dev.connectfour.ui.network.ViewModelFixture.TIMEOUT_SECONDS;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.network.NetworkGame;
import dev.connectfour.net.HostOptions;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.NetGuest;
import dev.connectfour.net.NetHost;
import dev.connectfour.net.Protocol;
import dev.connectfour.net.StarterRule;
import dev.connectfour.net.discovery.GameAdvertiser;
import dev.connectfour.net.discovery.HostedGame;
import dev.connectfour.net.lobby.NetworkMemory;
import dev.connectfour.ui.network.NetworkViewModel.Role;
import dev.connectfour.ui.network.ViewModelFixture.Silent;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Clock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.collections.ListChangeListener;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The network screen's view model without the screen: hosting (with the port fallback), Cancel, a guest handed
 * over to the game screen, joining by address with what is missing or wrong told, a game found on the network, and
 * the role remembered. Real sockets, all on 127.0.0.1; the view model lives on one thread of its own, as it lives on
 * the FX thread in the window.
 */
class NetworkViewModelTest {
    private static final String LOOPBACK = "127.0.0.1";

    @TempDir
    Path directory;

    private final ViewModelFixture fixture = new ViewModelFixture();
    /** The match the view model hands to the game screen. */
    private final CompletableFuture<NetworkGame> started = new CompletableFuture<>();
    private NetworkViewModel model;

    @BeforeEach
    void openTheScreen() throws Exception {
        model = fixture.screen(directory, started);
    }

    @AfterEach
    void leaveTheScreen() throws Exception {
        fixture.close();
    }

    @Test
    void hostingShowsWhereToJoinAndTakesAnotherPortWhenTheUsualOneIsTaken() throws Exception {
        try (ServerSocket usual = takeTheUsualPort()) {
            fixture.run(() -> {
                model.nameProperty().set("  Anna ");
                model.go();
            });
            assertTrue(fixture.onFx(() -> model.waitingProperty().get()), "the waiting card");
            assertNull(fixture.onFx(() -> model.problemProperty().get()));
            InetSocketAddress address = shownAddress();
            assertEquals(LOOPBACK, address.getHostString());
            assertNotEquals(NetHost.DEFAULT_PORT, address.getPort(), "another program has the usual port");
            assertEquals(6, fixture.onFx(() -> model.hostCodeProperty().get()).length(), "a short join code");
            assertFalse(fixture.onFx(() -> model.offeringRejoinProperty().get()), "no rejoin offer while hosting");
            assertEquals("Anna", fixture.preferences.remembered, "the name is kept, trimmed");
            new Socket(address.getAddress(), address.getPort()).close();
        }
    }

    private static boolean refuses(InetSocketAddress address) throws IOException {
        try (Socket socket = new Socket(address.getAddress(), address.getPort())) {
            return false;
        } catch (ConnectException nobodyListens) {
            return true;
        }
    }

    /**
     * Back on the screen, hosting starts from the last choices: the clock and its seconds (kept while it is off), who
     * starts and the board; a screen with nothing hosted yet starts from the defaults.
     */
    @Test
    void theChoicesStartFromWhatThePlayerLastHostedWith() throws Exception {
        assertEquals(List.of(true, GameSettings.DEFAULT_MOVE_CLOCK_SECONDS, StarterRule.ALTERNATE, BoardSize.STANDARD),
                choices(model), "nothing hosted yet");
        fixture.run(() -> {
            model.hostChoices().clockSecondsProperty().set(25);
            model.hostChoices().starterProperty().set(StarterRule.GUEST);
            model.hostChoices().boardProperty().set(new BoardSize(6, 5));
            model.go();
        });
        assertTrue(fixture.onFx(() -> model.waitingProperty().get()), "hosting");
        fixture.run(() -> model.cancel());

        NetworkViewModel again = fixture.screen(directory, new CompletableFuture<>());
        assertEquals(List.of(true, 25, StarterRule.GUEST, new BoardSize(6, 5)), choices(again));
        fixture.run(() -> {
            again.hostChoices().timedProperty().set(false);
            again.go();
        });
        fixture.run(() -> again.cancel());
        assertEquals(List.of(false, 25, StarterRule.GUEST, new BoardSize(6, 5)),
                choices(fixture.screen(directory, new CompletableFuture<>())), "untimed, the seconds kept for later");
    }

    /**
     * A network.properties the game cannot write (a directory stands where the file would be: a read-only mode would
     * not stop root, and tests may run as root): the choices hosted with are still where the screen starts from for
     * the rest of the run.
     */
    @Test
    void theChoicesHostedWithAreKeptForTheRunWhenTheirFileCannotBeWritten() throws Exception {
        Path unwritable = directory.resolve("unwritable");
        Files.createDirectories(unwritable.resolve("network.properties").resolve("in-the-way"));
        NetworkMemory run = new NetworkMemory(unwritable, Clock.systemUTC());
        NetworkViewModel first = fixture.screen(fixture.preferences, run, new CompletableFuture<>());
        fixture.run(() -> {
            first.hostChoices().timedProperty().set(false);
            first.hostChoices().clockSecondsProperty().set(25);
            first.hostChoices().starterProperty().set(StarterRule.GUEST);
            first.go();
        });
        assertTrue(fixture.onFx(() -> first.waitingProperty().get()), "hosting");
        fixture.run(() -> first.cancel());
        assertTrue(Files.isDirectory(unwritable.resolve("network.properties")), "the file could not be written");
        assertEquals(List.of(false, 25, StarterRule.GUEST, BoardSize.STANDARD),
                choices(fixture.screen(fixture.preferences, run, new CompletableFuture<>())), "back on the screen");
    }

    /** What the screen shows of the match to host: timed, its seconds, who starts, the board. */
    private List<Object> choices(NetworkViewModel screen) throws Exception {
        return fixture.onFx(() -> List.of(screen.hostChoices().timedProperty().get(),
                screen.hostChoices().clockSecondsProperty().get(), screen.hostChoices().starterProperty().get(),
                screen.hostChoices().boardProperty().get()));
    }

    @Test
    void cancelStopsListeningAndShowsTheChoicesAgain() throws Exception {
        fixture.run(() -> model.go());
        InetSocketAddress address = shownAddress();
        assertTrue(fixture.onFx(() -> model.cancel()), "Cancel stops the hosting");
        // the port is free once the accept thread has woken from the closed socket (PortListener): moments, not at once
        WaitForAsyncUtils.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS, () -> refuses(address));
        assertFalse(fixture.onFx(() -> model.waitingProperty().get()), "back to choosing");
        assertTrue(fixture.onFx(() -> model.offeringRejoinProperty().get()));
        assertFalse(fixture.onFx(() -> model.cancel()), "then Back leaves the screen: the caller's part");
    }

    @Test
    void theMatchGoesToTheGameScreenWhenItsGuestComes() throws Exception {
        fixture.run(() -> model.go());
        InetSocketAddress address = shownAddress();
        String code = fixture.onFx(() -> model.hostCodeProperty().get());
        fixture.closeAtEnd(NetGuest.join(address, code, "Ben", new Silent(), Runnable::run));
        NetworkGame game = started.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        assertEquals("Ben", fixture.onFx(game::opponentName));
        fixture.run(() -> model.leave());
        assertTrue(fixture.onFx(() -> game.endedProperty().get() == null), "leaving the screen leaves the match on");
    }

    @Test
    void joiningTellsWhatIsMissingAndStartsNothing() throws Exception {
        fixture.run(() -> {
            model.roleProperty().set(Role.JOIN);
            model.nameProperty().set(" ");
            model.go();
        });
        assertEquals("Enter your name (at most 20 characters).", problem());
        fixture.run(() -> {
            model.nameProperty().set("Ben");
            model.addressProperty().set("not an address");
            model.go();
        });
        assertEquals("Enter the host's address as address:port, for example 192.168.1.20:27474.", problem());
        fixture.run(() -> {
            model.addressProperty().set("127.0.0.1:4000");
            model.codeProperty().set("  ");
            model.go();
        });
        assertEquals("Enter the join code the host sees.", problem());
        assertFalse(fixture.onFx(() -> model.joiningProperty().get()));
        fixture.run(() -> model.roleProperty().set(Role.HOST));
        assertNull(problem(), "a new choice, a clean slate");
    }

    @Test
    void aWrongCodeIsToldAndTheChoicesComeBack() throws Exception {
        NetHost host = NetHost.open(new HostOptions(InetAddress.getByName(LOOPBACK), 0, "Carl",
                new MatchSettings(BoardSize.STANDARD, 0, StarterRule.HOST)), new Silent(), Runnable::run);
        fixture.closeAtEnd(host);
        String wrong = host.code().equals("AAAAAA") ? "BBBBBB" : "AAAAAA";
        fixture.run(() -> {
            model.roleProperty().set(Role.JOIN);
            model.addressProperty().set("127.0.0.1:" + host.address().getPort());
            model.codeProperty().set(wrong);
            model.go();
        });
        fixture.await(model.problemProperty(), "The join code was wrong."::equals);
        assertFalse(fixture.onFx(() -> model.joiningProperty().get()), "Join again");
        assertTrue(fixture.onFx(() -> model.offeringRejoinProperty().get()));
    }

    @Test
    void anInterfaceThatIsNotThereIsToldBeforeAnythingOpens() throws Exception {
        fixture.preferences.networkInterface = "no-such-interface0";
        fixture.run(() -> model.go());
        assertTrue(problem().startsWith("The network interface set for network games cannot be used: "), problem());
        assertFalse(fixture.onFx(() -> model.waitingProperty().get()));
    }

    @Test
    void whenGamesCannotBeLookedForTheListSaysSoAndJoiningByAddressStays() throws Exception {
        assertEquals("Looking for games on your network… None yet.",
                fixture.onFx(() -> model.foundPlaceholderProperty().get()));
        fixture.preferences.networkInterface = "no-such-interface0";
        fixture.run(() -> model.roleProperty().set(Role.JOIN));
        fixture.await(model.foundPlaceholderProperty(),
                text -> text.startsWith("Games on your network cannot be found here ("));
        assertTrue(fixture.onFx(() -> model.foundPlaceholderProperty().get()).endsWith("); enter an address instead."));
        assertNull(problem(), "nothing else goes wrong");
    }

    @Test
    void aGameFoundOnTheNetworkIsListedAndChoosingItFillsItsAddress() throws Exception {
        InetSocketAddress where = new InetSocketAddress(LOOPBACK, 4321);
        fixture.closeAtEnd(GameAdvertiser.start(InetAddress.getByName(LOOPBACK), new HostedGame("Carl", where,
                new MatchSettings(BoardSize.STANDARD, 10, StarterRule.ALTERNATE), Protocol.VERSION)));
        fixture.run(() -> model.roleProperty().set(Role.JOIN));
        CompletableFuture<HostedGame> found = new CompletableFuture<>();
        fixture.run(() -> {
            ListChangeListener<HostedGame> seen = change -> model.foundGames().stream()
                    .filter(game -> game.hostName().equals("Carl")).findFirst().ifPresent(found::complete);
            model.foundGames().addListener(seen);
            seen.onChanged(null);
        });
        HostedGame carl = found.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        fixture.run(() -> model.choose(carl));
        assertEquals("127.0.0.1:4321", fixture.onFx(() -> model.addressProperty().get()));
    }

    @Test
    void theScreenOpensOnTheRoleChosenLast() throws Exception {
        assertEquals(Role.HOST, fixture.onFx(() -> model.roleProperty().get()));
        fixture.run(() -> {
            model.roleProperty().set(Role.JOIN);
            model.leave();
        });
        model = fixture.screen(directory, started);
        assertEquals(Role.JOIN, fixture.onFx(() -> model.roleProperty().get()));
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
        String shown = fixture.onFx(() -> model.hostAddressProperty().get());
        int colon = shown.lastIndexOf(':');
        return new InetSocketAddress(shown.substring(0, colon), Integer.parseInt(shown.substring(colon + 1)));
    }

    private String problem() throws Exception {
        return fixture.onFx(() -> model.problemProperty().get());
    }
}
