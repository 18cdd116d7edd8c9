package dev.connectfour.net;

import dev.connectfour.engine.board.Position;
import dev.connectfour.net.wire.Message;
import dev.connectfour.net.wire.ProtocolException;
import dev.connectfour.net.wire.Text;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * What both sides of a match share: the game as this side keeps it, the turn clock, the player's actions and the
 * match's end. Its parts: the {@link MatchLine} to the other side, and the {@link MatchInbox}, which applies what
 * comes on it. The host and the guest differ in who decides ({@link HostMatch}: rules, clocks, the starter) and who
 * follows ({@link GuestMatch}).
 *
 * <p>All state is guarded by this object's monitor: the reader thread, the timer and the player's calls take
 * turns. Events are queued in order while the monitor is held, so the listener sees them in the order the state
 * changed.
 */
abstract class BaseMatch implements Match {

    /**
     * What the owner (the {@link NetHost} or {@link NetGuest}) does when the connection or the match ends. Called
     * with the match's monitor held: the owner takes no lock here that it holds while calling into the match (it
     * hands longer work to its timer).
     */
    interface Owner {
        /** The connection is lost and the match waits for it: listen for a rejoin, or reconnect. */
        void connectionLost();

        /** The match has ended: release everything. */
        void matchEnded();
    }

    protected final Side side;
    protected final MatchSettings settings;
    private final String hostName;
    private final String guestName;
    protected final String matchId;
    protected final MatchClock clock;
    protected final Timing timing;
    private final MatchListener listener;
    private final SerialExecutor events;
    protected final Owner owner;
    protected final MatchChat chatLog = new MatchChat();

    protected final MatchGame game;
    protected final TurnClock turn;
    protected final MatchLine line;
    private final MatchInbox inbox = new MatchInbox(this);
    private boolean ended;

    BaseMatch(Side side, MatchSettings settings, String hostName, String guestName, String matchId, MatchClock clock,
              Timing timing, MatchListener listener, SerialExecutor events, Owner owner) {
        this.side = side;
        this.settings = settings;
        this.hostName = hostName;
        this.guestName = guestName;
        this.matchId = matchId;
        this.clock = clock;
        this.turn = new TurnClock(clock);
        this.game = new MatchGame(settings.board());
        this.timing = timing;
        this.line = new MatchLine(clock, timing.reconnectWindowMillis());
        this.listener = Objects.requireNonNull(listener, "listener");
        this.events = events;
        this.owner = owner;
    }

    // ---- the match as the player sees it

    @Override
    public Side side() {
        return side;
    }

    @Override
    public MatchSettings settings() {
        return settings;
    }

    @Override
    public String name(Side which) {
        return which == Side.HOST ? hostName : guestName;
    }

    @Override
    public String matchId() {
        return matchId;
    }

    @Override
    public synchronized int gameNumber() {
        return game.number();
    }

    @Override
    public synchronized Side firstMover() {
        return game.firstMover();
    }

    @Override
    public synchronized Position position() {
        return game.position();
    }

    @Override
    public synchronized Side toMove() {
        return game.toMove();
    }

    @Override
    public synchronized Side resigned() {
        return game.resigned();
    }

    @Override
    public synchronized boolean isGameOver() {
        return game.isOver();
    }

    @Override
    public long nowMillis() {
        return clock.nowMillis();
    }

    @Override
    public synchronized boolean isClockRunning() {
        return turn.isTimed() && line.isUp() && !ended && !isGameOver();
    }

    @Override
    public synchronized long remainingMillis() {
        if (!turn.isTimed() || isGameOver()) {
            return fullTurnMillis();
        }
        return line.isUp() ? turn.remainingMillis() : turn.budgetMillis();
    }

    @Override
    public synchronized boolean isConnectionLost() {
        return !line.isUp() && !ended;
    }

    synchronized boolean isEnded() {
        return ended;
    }

    // ---- the player's actions

    @Override
    public synchronized void play(int column) {
        requireConnected();
        if (isGameOver()) {
            throw new IllegalStateException("the game is over");
        }
        if (toMove() != side) {
            throw new IllegalStateException("it is " + name(side.other()) + "'s turn");
        }
        if (turn.isTimed() && remainingMillis() <= 0) {
            throw new IllegalStateException("the time for this move is up");
        }
        if (!game.position().canPlay(column)) {
            throw new IllegalArgumentException("column " + (column + 1) + " is full or off the board");
        }
        int ply = ply();
        long used = turn.usedMillis();
        game.play(column);
        line.send(new Message.Move(ply, column, Math.max(0, used)));
        turnEnded();
    }

    @Override
    public synchronized void chat(String text) {
        String clean = Text.chat(Objects.requireNonNull(text, "text"));
        if (clean.isEmpty() || ended || !line.isUp() || !chatLog.maySend()) {
            return;
        }
        chatLog.add(side, clean);
        line.send(new Message.Chat(clean));
    }

    @Override
    public synchronized void resign() {
        requireConnected();
        if (isGameOver()) {
            throw new IllegalStateException("the game is over");
        }
        game.resign(side);
        line.send(new Message.Resign(game.number()));
        turnEnded();
        post(l -> l.resigned(this, side));
    }

    @Override
    public synchronized void offerRematch() {
        requireConnected();
        if (!isGameOver()) {
            throw new IllegalStateException("the game is not over");
        }
        if (game.offerRematch(side)) {
            line.send(new Message.Rematch(game.number() + 1));
            bothOfferedRematch();
        }
    }

    @Override
    public void leave() {
        Link last;
        synchronized (this) {
            if (ended) {
                return;
            }
            last = line.forget();
            end(EndReason.LEFT);
        }
        if (last != null) {
            last.closeWith(new Message.Bye("left", null));
        }
    }

    private void requireConnected() {
        if (ended) {
            throw new IllegalStateException("the match is over");
        }
        if (!line.isUp()) {
            throw new IllegalStateException("the connection is lost");
        }
    }

    // ---- what only one side receives (the rest is the inbox's)

    /** A message only one of the two sides may receive; the host and the guest say which. */
    protected abstract void receivedOther(Message message) throws ProtocolException;

    /** True for a move this side may drop without a word (the host: a move that crossed its turn loss). */
    protected boolean isStale(Message.Move move) {
        return false;
    }

    /** Called when an offer was added: the host starts the next game once both sides asked; true if it did. */
    protected abstract boolean bothOfferedRematch();

    // ---- the line

    /** The line is up on {@code link}; what comes on it goes to the inbox. */
    protected void connect(Link link) {
        line.connect(link, inbox);
    }

    /** Takes a new connection after a lost one; the turn's clock runs from now with its budget. */
    protected void connectionBack(Link fresh) {
        connect(fresh);
        turn.restart();
        startTurnClock();
    }

    /** Ends the match for a reason found outside it (the host refused a rejoin). */
    synchronized void abandonWith(EndReason reason) {
        end(reason);
    }

    /**
     * Stops without a word and without events: the socket simply closes, so the other side sees a lost connection
     * and keeps the match for a rejoin (a guest stepping away).
     */
    synchronized void stopSilently() {
        ended = true;
        stopTurnClock();
        line.drop();
    }

    // ---- the game and its clock

    /** The number of turns played in the current game, lost ones included: the ply of the next move. */
    protected int ply() {
        return game.ply();
    }

    protected long fullTurnMillis() {
        return settings.moveClockSeconds() * 1000L;
    }

    /** Starts game {@code number}: empty board, no offers, the first turn (untimed). */
    protected void newGame(int number, Side first) {
        game.begin(number, first);
        startTurn();
    }

    /** After a disc, a lost turn or a resignation: the next turn starts, unless the game is over. */
    protected void turnEnded() {
        stopTurnClock();
        if (!isGameOver()) {
            startTurn();
        }
    }

    /** A new turn with the full time; each side's first turn of a game is untimed. */
    private void startTurn() {
        turn.start(settings.isTimed() && ply() >= 2 && !isGameOver(), fullTurnMillis());
        startTurnClock();
    }

    /** The host arms the turn's deadline here; the guest's clock only shows. */
    protected void startTurnClock() {
    }

    protected void stopTurnClock() {
    }

    // ---- the end

    /** Ends the match once: stops the clocks, closes the connection, releases the owner's resources, tells the listener. */
    protected void end(EndReason reason) {
        if (ended) {
            return;
        }
        ended = true;
        stopTurnClock();
        line.close(new Message.Bye(keyword(reason), null));
        owner.matchEnded();
        post(l -> l.ended(this, reason));
    }

    protected void post(Consumer<MatchListener> event) {
        events.execute(() -> event.accept(listener));
    }

    static String keyword(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT);
    }
}
