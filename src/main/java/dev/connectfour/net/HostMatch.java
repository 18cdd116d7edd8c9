package dev.connectfour.net;

import dev.connectfour.engine.board.Position;
import dev.connectfour.net.wire.Codec;
import dev.connectfour.net.wire.Message;
import dev.connectfour.net.wire.ProtocolException;
import java.util.Random;

/**
 * The host's side of a match: the authority. It decides who starts each game, runs both sides' turn clocks and
 * declares lost turns; the guest follows.
 *
 * <p>Latency: the guest's clock starts when the guest receives its turn, and its move reaches the host later
 * still, so the host gives the guest's turn {@code move time + measured round trip + margin} before it declares
 * the turn lost (the round trip capped at {@link Timing#maxLatencyMillis()}). The host's own turns get the move
 * time exactly.
 */
final class HostMatch extends BaseMatch {
    private final Random random;
    private MatchClock.Cancel deadline;

    HostMatch(MatchSettings settings, String hostName, String guestName, String matchId, MatchClock clock,
              Timing timing, Random random, MatchListener listener, SerialExecutor events, Owner owner) {
        super(Side.HOST, settings, hostName, guestName, matchId, clock, timing, listener, events, owner);
        this.random = random;
    }

    /** The guest is in: the first game starts, the guest hears of it. */
    synchronized void begin(Link guest) {
        connect(guest);
        newGame(1, starterOf(1));
        greet();
        post(l -> l.joined(this));
        post(l -> l.gameStarted(this));
    }

    /**
     * The guest is back after a lost connection (reconnected or restarted): it gets the game as it stands, and the
     * turn being played starts again with the whole move time, whoever is to move. The time left when the loss was
     * noticed is no measure of what the player had: the clock ran on through the silence before it (up to 9 s),
     * and both players have just been waiting. See "Clocks and latency" in protocol.md.
     *
     * <p>If the old connection still seems up (a guest started again, or reconnected, before the host noticed the
     * loss: on a broker, a rejoin signed by the guest's seat), it is closed without a word, and the listener hears
     * the connection lost and restored, as for any drop.
     */
    synchronized void rejoin(Link guest) {
        if (isEnded()) {
            guest.close();
            return;
        }
        if (line.isUp()) {
            line.forget().close();
            stopTurnClock();
            long deadline = clock.nowMillis() + timing.reconnectWindowMillis();
            post(l -> l.connectionLost(this, deadline));
        }
        turn.budget(fullTurnMillis());
        connectionBack(guest);
        greet();
        post(l -> l.connectionRestored(this));
    }

    private void greet() {
        line.send(new Message.Welcome(Protocol.VERSION, matchId, name(Side.HOST), name(Side.GUEST),
                settings.board().width(), settings.board().height(), settings.moveClockSeconds(),
                keyword(settings.starter()), game.number(), keyword(game.firstMover())));
        Side openOffer = game.openOffer();
        Side resigned = game.resigned();
        line.send(chatLog.fit(chat -> new Message.Resume(game.number(), keyword(game.firstMover()),
                game.position().moves(), isClockRunning() ? remainingMillis() : null,
                resigned == null ? null : keyword(resigned), openOffer == null ? null : keyword(openOffer), chat)));
    }

    private Side starterOf(int game) {
        switch (settings.starter()) {
            case HOST:
                return Side.HOST;
            case GUEST:
                return Side.GUEST;
            case ALTERNATE:
                return game % 2 == 1 ? Side.HOST : Side.GUEST;
            default:
                return random.nextBoolean() ? Side.HOST : Side.GUEST;
        }
    }

    @Override
    protected boolean bothOfferedRematch() {
        if (!game.bothOfferedRematch()) {
            return false;
        }
        int next = game.number() + 1;
        newGame(next, starterOf(next));
        line.send(new Message.Start(next, keyword(game.firstMover())));
        post(l -> l.gameStarted(this));
        return true;
    }

    @Override
    protected void receivedOther(Message message) throws ProtocolException {
        throw new ProtocolException("the host does not accept " + Codec.type(message)
                + " during a match");
    }

    /** A guest's move for a turn the host has already declared lost crossed the turn loss: dropped. */
    @Override
    protected boolean isStale(Message.Move move) {
        int ply = move.ply();
        return ply < ply() && game.sideAt(ply) == Side.GUEST && game.position().moves().charAt(ply) == Position.PASS;
    }

    @Override
    protected void startTurnClock() {
        stopTurnClock();
        if (!turn.isTimed() || !line.isUp() || isGameOver()) {
            return;
        }
        long allowance = toMove() == Side.GUEST
                ? Math.min(line.rttMillis(), timing.maxLatencyMillis()) + timing.latencyMarginMillis()
                : 0;
        int number = game.number();
        int ply = ply();
        deadline = clock.at(turn.deadlineMillis() + allowance, () -> timeUp(number, ply));
    }

    @Override
    protected void stopTurnClock() {
        if (deadline != null) {
            deadline.cancel();
            deadline = null;
        }
    }

    private synchronized void timeUp(int number, int ply) {
        if (isEnded() || !line.isUp() || number != game.number() || ply != ply() || isGameOver()) {
            return; // the turn ended otherwise meanwhile
        }
        if (ply + 1 >= Message.MAX_TURNS) {
            end(EndReason.ABANDONED); // nobody has played for a thousand turns
            return;
        }
        Side loser = toMove();
        game.pass();
        line.send(new Message.TurnLost(ply));
        turnEnded();
        post(l -> l.turnLost(this, loser));
    }
}
