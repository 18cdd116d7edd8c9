package dev.connectfour.ui.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.network.NetworkGame;
import dev.connectfour.net.broker.BrokerAddress;
import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.InviteLink;
import dev.connectfour.net.broker.Mosquitto;
import dev.connectfour.net.broker.ShortCode;
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
import java.util.function.Predicate;
import javafx.beans.value.ObservableValue;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The short code on a private Internet server (one with a password, set in both players' settings): the host shows
 * it, the guest types it alone; a wrong code finds no game; without a private server a code alone is refused; and a
 * link naming another server never gets the stored password. Real Mosquitto with a password on 127.0.0.1; each view
 * model on the one thread of its own, as on the FX thread.
 */
class ShortCodeViewModelTest {
    private static final long TIMEOUT_SECONDS = 20;
    private static final String USER = "club";
    private static final String PASSWORD = "four in a row";

    @TempDir
    Path hostDirectory;
    @TempDir
    Path guestDirectory;

    private final ExecutorService fx = Executors.newSingleThreadExecutor(task -> new Thread(task, "view-model"));
    private final ResourceBundle strings = Bundles.forScreen(NetworkController.class, "network", Locale.ENGLISH);
    private final Mosquitto broker = Mosquitto.withUser(USER, PASSWORD);
    private final InternetServer club = new InternetServer(broker.address().toString(), USER, PASSWORD);
    private final List<NetworkViewModel> screens = new ArrayList<>();
    private final List<CompletableFuture<NetworkGame>> games = new ArrayList<>();

    @AfterEach
    void leaveTheScreens() throws Exception {
        onFx(() -> {
            screens.forEach(NetworkViewModel::leave);
            games.forEach(game -> game.thenAccept(NetworkGame::close));
            return null;
        });
        fx.shutdown();
        broker.close();
    }

    @Test
    void onAPrivateServerTheHostShowsAShortCodeAndTheGuestJoinsByTypingItAlone() throws Exception {
        CompletableFuture<NetworkGame> hosted = new CompletableFuture<>();
        NetworkViewModel host = screen(club, hostDirectory, hosted);
        go(host, "Anna", Role.INTERNET, null, null);
        await(host.hostAddressProperty(), InviteLink::looksLikeOne);
        String code = onFx(() -> host.hostCodeProperty().get());
        assertNotNull(ShortCode.read(code), "a short code, shown: " + code);
        assertEquals(ShortCode.game(broker.address(), code), InviteLink.parse(onFx(() -> host.hostAddressProperty().get())),
                "the link and the code invite to the same game");

        CompletableFuture<NetworkGame> joined = new CompletableFuture<>();
        NetworkViewModel guest = screen(club, guestDirectory, joined);
        go(guest, "Ben", Role.JOIN, "", "x" + code.toLowerCase(Locale.ROOT)); // a typo first
        assertEquals(strings.getString("problem.shortCode").replace("{0,number,integer}", "" + ShortCode.LENGTH),
                onFx(() -> guest.problemProperty().get()));
        go(guest, "Ben", Role.JOIN, "", code.toLowerCase(Locale.ROOT));
        assertEquals("Anna", onFx(joined.get(TIMEOUT_SECONDS, TimeUnit.SECONDS)::opponentName));
        assertEquals("Ben", onFx(hosted.get(TIMEOUT_SECONDS, TimeUnit.SECONDS)::opponentName));
    }

    @Test
    void aWrongCodeFindsNoGame() throws Exception {
        NetworkViewModel guest = screen(club, guestDirectory, new CompletableFuture<>());
        go(guest, "Ben", Role.JOIN, "", ShortCode.random(new SecureRandom()));
        await(guest.problemProperty(), strings.getString("network.ended.no_game")::equals);
        assertFalse(onFx(() -> guest.joiningProperty().get()));
    }

    @Test
    void withoutAPrivateServerACodeAloneIsRefusedAndSaysWhy() throws Exception {
        for (InternetServer server : List.of(InternetServer.NONE, club.withUser(""))) {
            NetworkViewModel guest = screen(server, guestDirectory, new CompletableFuture<>());
            go(guest, "Ben", Role.JOIN, "", "K7MX3QPA");
            assertEquals(strings.getString("problem.codeAlone"), onFx(() -> guest.problemProperty().get()));
            assertFalse(onFx(() -> guest.joiningProperty().get()));
        }
    }

    /** The same broker under another name in a link: the stored password is not sent there, so the login fails. */
    @Test
    void aLinkNamingAnotherServerGetsNoStoredPassword() throws Exception {
        BrokerGame elsewhere = BrokerGame.create(new BrokerAddress(false, "localhost", broker.port()),
                new SecureRandom());
        NetworkViewModel guest = screen(club, guestDirectory, new CompletableFuture<>());
        go(guest, "Ben", Role.JOIN, InviteLink.of(elsewhere), null);
        await(guest.problemProperty(), strings.getString("network.ended.login_refused")::equals);
    }

    private NetworkViewModel screen(InternetServer server, Path directory, CompletableFuture<NetworkGame> started)
            throws Exception {
        games.add(started);
        NetworkViewModel screen = onFx(() -> new NetworkViewModel(new Prefs(server),
                new NetworkMemory(directory, Clock.systemUTC()), strings, fx, started::complete));
        screens.add(screen);
        return screen;
    }

    private void go(NetworkViewModel screen, String name, Role role, String address, String code) throws Exception {
        onFx(() -> {
            screen.nameProperty().set(name);
            screen.roleProperty().set(role);
            if (address != null) {
                screen.addressProperty().set(address);
            }
            if (code != null) {
                screen.codeProperty().set(code);
            }
            screen.go();
            return null;
        });
    }

    /** Waits until {@code value}, read on the view models' thread, passes {@code test}. */
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

    private record Prefs(InternetServer internetServer) implements NetworkPreferences {
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
        public void rememberName(String name) {
        }
    }
}
