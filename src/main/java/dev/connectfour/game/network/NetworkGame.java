package dev.connectfour.game.network;

import dev.connectfour.game.DiscColour;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.RemoteSeat;
import dev.connectfour.net.ChatEntry;
import dev.connectfour.net.EndReason;
import dev.connectfour.net.Match;
import dev.connectfour.net.MatchListener;
import dev.connectfour.net.Side;
import dev.connectfour.net.lobby.RejoinKeeper;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * A network match as the game plays it: the {@link MatchListener} of this side's {@link Match} and the
 * {@link RemoteSeat} of its session, translating one into the other, plus what the game screen shows beside the
 * board (the chat, the connection, a rematch asked for, how the match ended). The person here sits in seat one,
 * the other computer's in seat two; the host's discs are red and the guest's yellow on both screens.
 *
 * <p>Used on the FX thread: the match's events must be delivered there (the executor given when hosting or
 * joining), and the session is driven there.
 */
public final class NetworkGame implements MatchListener, RemoteSeat {
    private static final Logger LOG = Logger.getLogger(NetworkGame.class.getName());

    /** The host or guest end this match runs over, closed with the session; null until given. */
    private AutoCloseable connection;
    /** A guest's way back into the match; null for a host. */
    private RejoinKeeper rejoin;
    /** This side's match, once joined; set and read on the FX thread only. */
    private Match match;
    private final ObservableList<ChatLine> chat = FXCollections.observableArrayList();
    private final ReadOnlyBooleanWrapper connectionLost = new ReadOnlyBooleanWrapper(this, "connectionLost");
    private final ReadOnlyLongWrapper abandonAtMillis = new ReadOnlyLongWrapper(this, "abandonAtMillis");
    private final ReadOnlyBooleanWrapper rematchOffered = new ReadOnlyBooleanWrapper(this, "rematchOffered");
    private final ReadOnlyBooleanWrapper rematchAsked = new ReadOnlyBooleanWrapper(this, "rematchAsked");
    private final ReadOnlyObjectWrapper<EndReason> ended = new ReadOnlyObjectWrapper<>(this, "ended");
    private final ReadOnlyIntegerWrapper gameNumber = new ReadOnlyIntegerWrapper(this, "gameNumber");
    private final ReadOnlyIntegerWrapper unreadableChatLines = new ReadOnlyIntegerWrapper(this, "unreadableChatLines");
    private Table table;
    /** True once {@link #begin()} has put the match's game into the session: later games follow by themselves. */
    private boolean begun;

    /** The network match {@code session} plays, if the seat played from another computer is one. */
    public static Optional<NetworkGame> playedIn(GameSession session) {
        return session.remoteSeat().filter(NetworkGame.class::isInstance).map(NetworkGame.class::cast);
    }

    /**
     * Gives this game the end of the connection it runs over ({@code NetHost} or {@code NetGuest}, made with this
     * game as their listener): {@link #close()} closes it.
     */
    public void runsOver(AutoCloseable hostOrGuest) {
        connection = Objects.requireNonNull(hostOrGuest, "hostOrGuest");
    }

    /** As a guest: keeps the way back into the match while it is on (see {@link RejoinKeeper}). */
    public void keepsRejoin(RejoinKeeper keeper) {
        rejoin = Objects.requireNonNull(keeper, "keeper");
    }

    /** The match, once joined; null while the host waits for a guest or the guest for the welcome. */
    public Match getMatch() {
        return match;
    }

    /**
     * The settings of this side's session: the person here in seat one, the other in seat two, the host's board
     * and clock, and who starts the first game.
     *
     * @throws IllegalStateException before the match is joined
     */
    public GameSettings sessionSettings() {
        Match joined = joinedMatch();
        Side here = joined.side();
        return GameSettings.network(joined.name(here), colour(here), joined.name(here.other()), colour(here.other()),
                joined.settings().moveClockSeconds(), joined.settings().board(), seatOf(joined.firstMover()));
    }

    /** The match's current game: 0 until the first one begins, then 1, 2, … for each rematch. */
    public ReadOnlyIntegerProperty gameNumberProperty() {
        return gameNumber.getReadOnlyProperty();
    }

    /**
     * Begins the session with the match's current game (the first one, or the game in progress when this side
     * rejoins it); every later game of the match begins in it by itself. Call once, after the session is made
     * with this seat and shown, once {@link #gameNumberProperty()} is 1 or more.
     *
     * @throws IllegalStateException if no session has this seat, no game has begun, or it was called before
     */
    public void begin() {
        if (table == null || gameNumber.get() == 0 || begun) {
            throw new IllegalStateException(begun ? "already begun" : "no session, or no game yet, to begin");
        }
        begun = true;
        Match joined = joinedMatch();
        if (!joined.isGameOver()) {
            table.gameStarted(game(joined), seatOf(joined.firstMover()));
        }
    }

    /** The chat so far, oldest first. */
    public ObservableList<ChatLine> chat() {
        return FXCollections.unmodifiableObservableList(chat);
    }

    /**
     * How many lines of the chat the host sent back when this guest joined again could not be read (a fault of the
     * other program): they are left out of {@link #chat()}, the game and the rest of the chat go on. 0 mostly.
     */
    public ReadOnlyIntegerProperty unreadableChatLinesProperty() {
        return unreadableChatLines.getReadOnlyProperty();
    }

    /** True while the connection is lost and the game waits for it. */
    public ReadOnlyBooleanProperty connectionLostProperty() {
        return connectionLost.getReadOnlyProperty();
    }

    /** While the connection is lost: when the match ends as abandoned, on {@link Match#nowMillis()}'s clock. */
    public ReadOnlyLongProperty abandonAtMillisProperty() {
        return abandonAtMillis.getReadOnlyProperty();
    }

    /** True when the other side asks for another game and this side has not answered yet. */
    public ReadOnlyBooleanProperty rematchOfferedProperty() {
        return rematchOffered.getReadOnlyProperty();
    }

    /** True when this side asked for another game and waits for the other. */
    public ReadOnlyBooleanProperty rematchAskedProperty() {
        return rematchAsked.getReadOnlyProperty();
    }

    /** Why the match ended; null while it goes on. */
    public ReadOnlyObjectProperty<EndReason> endedProperty() {
        return ended.getReadOnlyProperty();
    }

    /** The other person's name; null before the match is joined. */
    public String opponentName() {
        Match joined = match;
        return joined == null ? null : joined.name(joined.side().other());
    }

    /**
     * Sends {@code text} to the other person and shows it here; nothing if blank, or while the connection is lost
     * (the screen does not offer it then), or once the match is over.
     */
    public void say(String text) {
        Match joined = match;
        String line = text == null ? "" : text.strip();
        if (joined == null || ended.get() != null || joined.isConnectionLost() || line.isEmpty()) {
            return;
        }
        joined.chat(line);
        chat.add(new ChatLine(joined.name(joined.side()), cut(line), true));
    }

    /** Asks for another game, or accepts the other side's offer. */
    public void offerRematch() {
        Match joined = match;
        if (joined != null && ended.get() == null && joined.isGameOver() && !rematchAsked.get()) {
            rematchAsked.set(true);
            joined.offerRematch();
        }
    }

    // ---- MatchListener: what the other computer tells ----

    @Override
    public void joined(Match joined) {
        match = joined;
        refreshRejoin();
    }

    @Override
    public void gameStarted(Match joined) {
        boolean running = begun; // else a listener of the game number may begin() the session with this game
        rematchOffered.set(false);
        rematchAsked.set(false);
        gameNumber.set(joined.gameNumber());
        refreshRejoin();
        if (running) {
            table.gameStarted(game(joined), seatOf(joined.firstMover()));
        }
    }

    @Override
    public void moved(Match joined, int column) {
        refreshRejoin();
        if (table != null) {
            table.remoteMoved(column);
        }
    }

    @Override
    public void turnLost(Match joined, Side side) {
        refreshRejoin();
        if (table != null) {
            table.turnLost(seatOf(side));
        }
    }

    @Override
    public void chat(Match joined, String text) {
        chat.add(new ChatLine(joined.name(joined.side().other()), cut(text), false));
    }

    @Override
    public void chatRestored(Match joined, List<ChatEntry> lines, int unreadable) {
        chat.setAll(lines.stream().map(line -> new ChatLine(joined.name(line.from()), cut(line.text()),
                line.from() == joined.side())).toList());
        unreadableChatLines.set(unreadable);
    }

    @Override
    public void resigned(Match joined, Side side) {
        if (table != null && side != joined.side()) {
            table.remoteResigned();
        }
    }

    @Override
    public void rematchOffered(Match joined) {
        rematchOffered.set(true);
    }

    /**
     * A connection lost while the match's game is over has nothing to wait for: the result stands and nobody is there
     * for a rematch, so this side leaves the match at once and it ends as the other side's leaving.
     */
    @Override
    public void connectionLost(Match joined, long deadlineMillis) {
        if (joined.isGameOver()) {
            joined.leave();
            ended(joined, EndReason.PEER_LEFT);
            return;
        }
        abandonAtMillis.set(deadlineMillis);
        connectionLost.set(true);
        refreshRejoin();
        if (table != null) {
            table.connectionLost();
        }
    }

    @Override
    public void connectionRestored(Match joined) {
        connectionLost.set(false);
        refreshRejoin();
        if (table != null) {
            table.connectionRestored();
        }
    }

    @Override
    public void ended(Match joined, EndReason reason) {
        if (ended.get() != null) {
            return; // the first reason stands: a match left after a loss hears its own leaving next
        }
        if (table != null) {
            if (reason == EndReason.PEER_LEFT) {
                table.remoteResigned(); // leaving a game in progress gives it up; ignored once the game is over
            } else if (reason != EndReason.LEFT) {
                table.abandoned(); // the connection failed or stayed lost: nobody wins the game in progress
            }
            table.connectionRestored(); // nothing to wait for any more
        }
        connectionLost.set(false);
        rematchOffered.set(false);
        rematchAsked.set(false);
        if (rejoin != null) {
            rejoin.forget();
        }
        ended.set(reason);
    }

    // ---- RemoteSeat: what the person here does ----

    @Override
    public void attach(Table sessionTable) {
        if (table != null) {
            throw new IllegalStateException("a network game plays one session");
        }
        table = Objects.requireNonNull(sessionTable, "table");
    }

    @Override
    public boolean acceptsLocalMove() {
        Match joined = match;
        return joined != null && ended.get() == null && !joined.isConnectionLost()
                && joined.toMove() == joined.side() && !(joined.isClockRunning() && joined.remainingMillis() <= 0);
    }

    @Override
    public void localMoved(int column) {
        try {
            joinedMatch().play(column);
            refreshRejoin();
        } catch (IllegalStateException | IllegalArgumentException e) {
            // acceptsLocalMove() said yes a moment ago: the session and the match disagree, a fault of ours
            LOG.log(Level.WARNING, "the network match refused a move the session played", e);
        }
    }

    @Override
    public void localResigned() {
        Match joined = match;
        if (joined != null && ended.get() == null && !joined.isGameOver()) {
            joined.resign();
        }
    }

    /**
     * Leaves the match (if it is still on) and closes the connection. A guest closed in the middle of a game steps
     * away instead: the host keeps the match for the guest's rejoin (see {@link RejoinKeeper}). Idempotent.
     */
    @Override
    public void close() {
        Match joined = match;
        if (joined != null && ended.get() == null) {
            if (rejoin != null && !joined.isGameOver()) {
                rejoin.stepAway(opponentName(), joined.matchId());
            } else {
                joined.leave();
            }
        }
        try {
            if (connection != null) {
                connection.close();
            }
        } catch (Exception e) {
            LOG.log(Level.FINE, "closing the network connection", e);
        }
    }

    private void refreshRejoin() {
        if (rejoin != null && match != null) {
            rejoin.refresh(opponentName(), match.matchId());
        }
    }

    private Match joinedMatch() {
        Match joined = match;
        if (joined == null) {
            throw new IllegalStateException("the match has not begun");
        }
        return joined;
    }

    private Seat seatOf(Side side) {
        return side == joinedMatch().side() ? Seat.ONE : Seat.TWO;
    }

    private static DiscColour colour(Side side) {
        return side == Side.HOST ? GameSettings.DEFAULT_SEAT_ONE_COLOUR : GameSettings.DEFAULT_SEAT_TWO_COLOUR;
    }

    private static String cut(String text) {
        return text.length() <= Match.MAX_CHAT_LENGTH ? text : text.substring(0, Match.MAX_CHAT_LENGTH);
    }

    /** The match's current game as the session keeps it: the same turns, lost turns included. */
    private static GamePosition game(Match joined) {
        return GamePosition.fromMoves(joined.settings().board(), joined.position().moves());
    }
}
