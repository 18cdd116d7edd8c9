package dev.connectfour.ui.network;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.network.NetworkGame;
import dev.connectfour.net.EndReason;
import dev.connectfour.net.Match;
import dev.connectfour.net.MatchListener;
import dev.connectfour.net.lobby.NetworkMemory;
import dev.connectfour.ui.Bundles;
import dev.connectfour.ui.network.NetworkViewModel.Role;
import dev.connectfour.ui.preferences.InternetServer;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import javafx.beans.value.ObservableValue;

/**
 * What the tests of the network screen's view model share. The view models live on one thread of their own, as they
 * live on the FX thread in the window, and are read and driven there; the screen's strings are English; the settings
 * ({@link Prefs}) play on 127.0.0.1. At the end ({@link #close}) every screen made is left and the match it handed
 * over closed, then whatever the test gave to {@link #closeAtEnd} is closed, the newest first.
 */
final class ViewModelFixture {
    static final long TIMEOUT_SECONDS = 20;

    final ResourceBundle strings = Bundles.forScreen(NetworkController.class, "network", Locale.ENGLISH);
    /** The settings of the screens made without settings of their own. */
    final Prefs preferences = new Prefs(InternetServer.NONE);

    private final ExecutorService fx = Executors.newSingleThreadExecutor(task -> new Thread(task, "view-model"));
    private final Deque<NetworkViewModel> screens = new ArrayDeque<>();
    private final Deque<CompletableFuture<NetworkGame>> handedOver = new ArrayDeque<>();
    private final Deque<AutoCloseable> others = new ArrayDeque<>();

    /**
     * A network screen with the fixture's settings, remembering in {@code directory}; {@code started} takes the match
     * it hands over.
     */
    NetworkViewModel screen(Path directory, CompletableFuture<NetworkGame> started) throws Exception {
        return screen(preferences, directory, started);
    }

    NetworkViewModel screen(NetworkPreferences settings, Path directory, CompletableFuture<NetworkGame> started)
            throws Exception {
        return screen(settings, new NetworkMemory(directory, Clock.systemUTC()), started);
    }

    /** A network screen of a run that keeps {@code memory}, as every screen of one run of the game shares one. */
    NetworkViewModel screen(NetworkPreferences settings, NetworkMemory memory, CompletableFuture<NetworkGame> started)
            throws Exception {
        NetworkViewModel screen = onFx(() -> new NetworkViewModel(settings, memory, strings, fx, started::complete));
        screens.push(screen);
        handedOver.push(started);
        return screen;
    }

    /** {@code other}, closed at the end after the screens. */
    <T extends AutoCloseable> T closeAtEnd(T other) {
        others.push(other);
        return other;
    }

    /**
     * The player fills in the screen and presses Host or Join: {@code address} and {@code code} are typed unless
     * null.
     */
    void go(NetworkViewModel screen, String name, Role role, String address, String code) throws Exception {
        run(() -> {
            screen.nameProperty().set(name);
            screen.roleProperty().set(role);
            if (address != null) {
                screen.addressProperty().set(address);
            }
            if (code != null) {
                screen.codeProperty().set(code);
            }
            screen.go();
        });
    }

    /** Waits until {@code value}, read on the view models' thread, passes {@code test}. */
    <T> void await(ObservableValue<T> value, Predicate<T> test) throws Exception {
        CompletableFuture<T> passed = new CompletableFuture<>();
        run(() -> {
            value.addListener((obs, old, now) -> {
                if (test.test(now)) {
                    passed.complete(now);
                }
            });
            if (test.test(value.getValue())) {
                passed.complete(value.getValue());
            }
        });
        passed.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    }

    /** {@code action}'s answer, on the view models' thread. */
    <T> T onFx(Callable<T> action) throws Exception {
        return fx.submit(action).get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    }

    /** Runs {@code action} on the view models' thread and waits for it. */
    void run(Action action) throws Exception {
        onFx(() -> {
            action.run();
            return null;
        });
    }

    void close() throws Exception {
        try {
            run(() -> {
                screens.forEach(NetworkViewModel::leave);
                handedOver.forEach(started -> started.thenAccept(NetworkGame::close));
            });
            for (AutoCloseable other : others) {
                other.close();
            }
        } finally {
            fx.shutdown();
        }
    }

    interface Action {
        void run() throws Exception;
    }

    /**
     * The screen's settings: the name and board it opens with, 127.0.0.1, and an Internet server; a test may change
     * them.
     */
    static final class Prefs implements NetworkPreferences {
        volatile String networkInterface = "127.0.0.1";
        volatile InternetServer server;
        /** The name the screen kept, or null. */
        volatile String remembered;
        /** The board last chosen on a set-up screen. */
        volatile BoardSize board = BoardSize.STANDARD;

        Prefs(InternetServer server) {
            this.server = server;
        }

        @Override
        public String name() {
            return "Cleo";
        }

        @Override
        public BoardSize board() {
            return board;
        }

        @Override
        public void rememberBoard(BoardSize chosen) {
            board = chosen;
        }

        @Override
        public String networkInterface() {
            return networkInterface;
        }

        @Override
        public InternetServer internetServer() {
            return server;
        }

        @Override
        public void rememberName(String name) {
            remembered = name;
        }
    }

    /** The other program's side, which only needs to be there. */
    static final class Silent implements MatchListener {
        @Override
        public void joined(Match joined) {
        }

        @Override
        public void ended(Match joined, EndReason reason) {
        }
    }
}
