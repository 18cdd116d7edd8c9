package dev.connectfour.game.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.DiscColour;
import dev.connectfour.game.GameResult;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Outcome;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.ManualTime;
import dev.connectfour.game.session.SessionServices;
import dev.connectfour.game.session.SessionState;
import dev.connectfour.game.session.SynchronousExecutor;
import dev.connectfour.game.stats.StatisticsBook;
import dev.connectfour.game.stats.StatisticsKey;
import dev.connectfour.game.stats.Tally;
import dev.connectfour.net.EndReason;
import dev.connectfour.net.HostOptions;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.NetGuest;
import dev.connectfour.net.NetHost;
import dev.connectfour.net.Relay;
import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.Mosquitto;
import dev.connectfour.net.StarterRule;
import dev.connectfour.ui.board.DiscLook;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.security.SecureRandom;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.UnaryOperator;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Two game sessions play each other through {@link NetworkGame} over real loopback sockets: the host's and the
 * guest's, each with its own statistics, both driven on one thread standing in for the FX thread.
 */
class NetworkGameTest {
    private static final long TIMEOUT_SECONDS = 20;

    private final ExecutorService fx = Executors.newSingleThreadExecutor(task -> new Thread(task, "test-fx"));
    private final Side host = new Side("Anna");
    private final Side guest = new Side("Ben");
    /** The network between the two, when a test breaks it; null when the guest joins the host directly. */
    private Relay relay;

    @AfterEach
    void closeBoth() throws Exception {
        onFx(() -> {
            host.close();
            guest.close();
            return null;
        });
        fx.shutdown();
        assertTrue(fx.awaitTermination(TIMEOUT_SECONDS, TimeUnit.SECONDS));
        if (relay != null) {
            relay.close();
        }
    }

    @Test
    void twoSessionsPlayAGameThenARematchWithTheColoursOfTheirSeats() throws Exception {
        connect(new MatchSettings(BoardSize.STANDARD, 0, StarterRule.ALTERNATE));
        onFx(() -> {
            assertEquals(Mode.NETWORK, host.session.settings().mode());
            assertSame(host.network, NetworkGame.playedIn(host.session).orElseThrow(), "the match its screen shows");
            assertEquals("Ben", host.session.settings().seatTwoName());
            assertEquals("Anna", guest.session.settings().seatTwoName());
            assertEquals(DiscColour.RED, host.session.settings().seatOneColour(), "the host's discs are red");
            assertEquals(DiscColour.RED, guest.session.settings().seatTwoColour(), "on both screens");
            assertEquals(SessionState.HUMAN_TO_MOVE, host.session.getState(), "the host starts the first game");
            assertEquals(SessionState.COMPUTER_THINKING, guest.session.getState());
            return null;
        });
        // the host drops four in column 4, the guest answers in column 1 each time
        for (int i = 0; i < 3; i++) {
            play(host, guest, 3);
            play(guest, host, 0);
        }
        play(host, guest, 3);
        onFx(() -> {
            assertEquals(Outcome.WON, host.session.getResult().outcomeFor(Seat.ONE));
            assertEquals(Outcome.LOST, guest.session.getResult().outcomeFor(Seat.ONE));
            assertEquals("4141414", guest.session.getPosition().notation());
            return null;
        });
        assertEquals(1, onFx(() -> host.tally().won()));
        assertEquals(1, onFx(() -> guest.tally().lost()));

        onFx(() -> {
            guest.network.offerRematch();
            return null;
        });
        awaitOnFx(() -> host.network.rematchOfferedProperty().get(), host.network.rematchOfferedProperty());
        onFx(() -> {
            host.network.offerRematch();
            return null;
        });
        awaitOnFx(() -> host.session.getGameNumber() == 2 && guest.session.getGameNumber() == 2,
                host.session.gameNumberProperty(), guest.session.gameNumberProperty());
        onFx(() -> {
            assertEquals(SessionState.HUMAN_TO_MOVE, guest.session.getState(), "taking turns: the guest starts");
            assertNull(host.session.getResult());
            return null;
        });
    }

    /**
     * One rule for the marks on every screen of a match: the host's discs carry the ring (O in a terminal), the
     * guest's the cross (X), also when the guest starts.
     */
    @Test
    void bothWindowsMarkTheHostsDiscsAsTheTerminalWritesThem() throws Exception {
        connect(new MatchSettings(BoardSize.STANDARD, 0, StarterRule.GUEST));
        onFx(() -> {
            for (Side screen : new Side[] {host, guest}) {
                Lineup lineup = screen.session.getLineup();
                Seat hostSeat = screen == host ? Seat.ONE : Seat.TWO;
                assertEquals(hostSeat.other(), lineup.starter(), "the guest starts");
                for (dev.connectfour.net.Side side : dev.connectfour.net.Side.values()) {
                    Seat seat = side == dev.connectfour.net.Side.HOST ? hostSeat : hostSeat.other();
                    DiscLook.Mark mark = DiscLook.of(lineup, lineup.of(seat).player()).mark();
                    assertEquals(side.textMark(), mark == DiscLook.Mark.RING ? 'O' : 'X',
                            side + "'s discs on " + screen.name + "'s window");
                }
            }
            assertEquals('O', dev.connectfour.net.Side.HOST.textMark());
            return null;
        });
    }

    @Test
    void chatAndAResignationReachTheOtherSide() throws Exception {
        connect(new MatchSettings(BoardSize.STANDARD, 0, StarterRule.HOST));
        onFx(() -> {
            guest.network.say("  good luck  ");
            return null;
        });
        awaitOnFx(() -> !host.network.chat().isEmpty(), host.network.chat());
        onFx(() -> {
            assertEquals(new ChatLine("Ben", "good luck", false), host.network.chat().get(0));
            assertEquals(new ChatLine("Ben", "good luck", true), guest.network.chat().get(0));
            host.session.resign();
            return null;
        });
        awaitOnFx(() -> guest.session.getResult() != null, guest.session.resultProperty());
        onFx(() -> {
            assertEquals(GameResult.Ending.RESIGNED, guest.session.getResult().ending());
            assertEquals(Outcome.WON, guest.session.getResult().outcomeFor(Seat.ONE));
            return null;
        });
    }

    @Test
    void leavingTheMatchMidGameResignsItForTheOtherSide() throws Exception {
        connect(new MatchSettings(BoardSize.STANDARD, 0, StarterRule.HOST));
        play(host, guest, 3);
        onFx(() -> {
            guest.session.resign(); // what Leave does before the screen closes the session
            guest.session.close();
            return null;
        });
        awaitOnFx(() -> host.network.endedProperty().get() != null, host.network.endedProperty());
        onFx(() -> {
            assertEquals(EndReason.PEER_LEFT, host.network.endedProperty().get());
            assertEquals(Outcome.WON, host.session.getResult().outcomeFor(Seat.ONE));
            return null;
        });
    }

    /**
     * The connection drops once the game is over (a window closed, a cable pulled): both sides keep the result on
     * screen, with no pause and no countdown, and hear that the other one left; no rematch is offered any more.
     */
    @Test
    void aConnectionLostAfterTheGameKeepsTheResultAndSaysTheOtherLeft() throws Exception {
        connect(new MatchSettings(BoardSize.STANDARD, 0, StarterRule.HOST), target -> {
            relay = new Relay(target);
            return relay.address();
        });
        for (int i = 0; i < 3; i++) {
            play(host, guest, 3);
            play(guest, host, 0);
        }
        play(host, guest, 3);
        relay.cut();
        assertResultKeptAndOtherLeft();
    }

    /** The same over the Internet path: the broker going away once the game is over leaves the result shown. */
    @Test
    void aBrokerLostAfterTheGameKeepsTheResultAndSaysTheOtherLeft() throws Exception {
        try (Mosquitto broker = Mosquitto.start()) {
            BrokerGame game = BrokerGame.create(broker.address(), new SecureRandom());
            MatchSettings settings = new MatchSettings(BoardSize.STANDARD, 0, StarterRule.HOST);
            onFx(() -> {
                host.network.runsOver(NetHost.openOnBroker(game, null, host.name, settings, host.network, fx));
                guest.network.runsOver(NetGuest.joinOnBroker(game, null, guest.name, guest.network, fx));
                return null;
            });
            startBoth();
            for (int i = 0; i < 3; i++) {
                play(host, guest, 3);
                play(guest, host, 0);
            }
            play(host, guest, 3);
            broker.stop();
            assertResultKeptAndOtherLeft();
        }
    }

    private void assertResultKeptAndOtherLeft() throws Exception {
        for (Side side : new Side[] {host, guest}) {
            awaitOnFx(() -> side.network.endedProperty().get() != null || side.network.connectionLostProperty().get(),
                    side.network.endedProperty(), side.network.connectionLostProperty());
            onFx(() -> {
                assertFalse(side.network.connectionLostProperty().get(), side.name + ": no \"Connection lost\"");
                assertEquals(EndReason.PEER_LEFT, side.network.endedProperty().get(), side.name + ": the other left");
                assertEquals(SessionState.GAME_OVER, side.session.getState(), side.name + ": not paused");
                assertEquals(GameResult.Ending.FOUR_IN_A_ROW, side.session.getResult().ending());
                return null;
            });
        }
        onFx(() -> {
            assertEquals(Outcome.WON, host.session.getResult().outcomeFor(Seat.ONE));
            assertEquals(Outcome.LOST, guest.session.getResult().outcomeFor(Seat.ONE));
            return null;
        });
    }

    /** Hosts on 127.0.0.1, joins, and starts each side's session once its first game has begun. */
    private void connect(MatchSettings settings) throws Exception {
        connect(settings, UnaryOperator.identity());
    }

    /** As {@link #connect(MatchSettings)}, the guest joining at {@code route} of the host's address. */
    private void connect(MatchSettings settings, UnaryOperator<InetSocketAddress> route) throws Exception {
        onFx(() -> {
            NetHost netHost = NetHost.open(new HostOptions(InetAddress.getLoopbackAddress(), 0, host.name, settings),
                    host.network, fx);
            host.network.runsOver(netHost);
            guest.network.runsOver(NetGuest.join(route.apply(netHost.address()), netHost.code(), guest.name,
                    guest.network, fx));
            return null;
        });
        startBoth();
    }

    /** Starts each side's session once its first game has begun. */
    private void startBoth() throws Exception {
        for (Side side : new Side[] {host, guest}) {
            awaitOnFx(() -> side.network.gameNumberProperty().get() > 0, side.network.gameNumberProperty());
            onFx(() -> {
                side.start();
                return null;
            });
        }
    }

    /** {@code mover} drops a disc in {@code column}; waits until the other side's session has it too. */
    private void play(Side mover, Side other, int column) throws Exception {
        int turns = onFx(() -> {
            assertTrue(mover.session.play(column).isAccepted(), "the move is accepted");
            return mover.session.getPosition().turns().size();
        });
        awaitOnFx(() -> other.session.getPosition().turns().size() == turns, other.session.positionProperty());
    }

    private <T> T onFx(Callable<T> action) throws Exception {
        return fx.submit(action).get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    }

    /** Waits until {@code condition}, checked on the FX thread now and whenever one of {@code sources} changes. */
    private void awaitOnFx(BooleanSupplier condition, Observable... sources) throws Exception {
        CompletableFuture<Void> met = new CompletableFuture<>();
        fx.execute(() -> {
            if (condition.getAsBoolean()) {
                met.complete(null);
                return;
            }
            InvalidationListener check = new InvalidationListener() {
                @Override
                public void invalidated(Observable observable) {
                    if (condition.getAsBoolean()) {
                        for (Observable source : sources) {
                            source.removeListener(this);
                        }
                        met.complete(null);
                    }
                }
            };
            for (Observable source : sources) {
                source.addListener(check);
            }
        });
        met.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    }

    /** One computer: its network game, session and statistics. */
    private static final class Side {
        private final String name;
        private final NetworkGame network = new NetworkGame();
        private final StatisticsBook statistics = new StatisticsBook();
        private final ManualTime time = new ManualTime();
        private GameSession session;

        Side(String name) {
            this.name = name;
        }

        void start() {
            SessionServices services = new SessionServices(level -> {
                throw new AssertionError("no computer in a network game");
            }, new SynchronousExecutor(), time, new SplittableRandom(1), statistics);
            session = new GameSession(network.sessionSettings(), services, time, network);
            network.begin();
        }

        Tally tally() {
            return statistics.getStatistics().tally(new StatisticsKey(Mode.NETWORK, null, BoardSize.STANDARD));
        }

        void close() {
            if (session != null) {
                session.close();
            } else {
                network.close();
            }
        }
    }
}
