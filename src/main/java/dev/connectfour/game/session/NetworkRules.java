package dev.connectfour.game.session;

import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Seat;
import dev.connectfour.game.stats.StatisticsKey;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Optional;

/**
 * A network game: you in seat one, the person at the other computer in seat two ({@link RemoteSeat}), and the
 * relay between that seat and the {@link Referee} ({@link RemoteSeat.Table}). The other person is waiting, so none
 * of the help, undo, pause or new games by one side alone ({@link Refusal#NETWORK_GAME}); the analysis only after
 * the game. The host owns the clock: it runs for both people and stops only while the connection is lost; when
 * yours runs out here, your move is refused ({@link Refusal#TIME_UP}) until the host's verdict, a lost turn, arrives.
 * The host also starts each game. Counted apart from the games at one computer; an abandoned game is not counted.
 * A game saved from here resumes as two people at one computer.
 */
final class NetworkRules implements GameRules, RemoteSeat.Table {
    private static final Capabilities CAPABILITIES = new Capabilities(SeatRole.YOU, SeatRole.PLAYER_ELSEWHERE,
            EnumSet.noneOf(Capabilities.Permission.class), Refusal.NETWORK_GAME);

    private final RemoteSeat remote;
    private final RemoteMover remoteMover = new RemoteMover();
    private Referee referee;
    /** The clock of the person here ran out in this turn; the host's verdict is on its way. */
    private boolean timeUp;

    NetworkRules(RemoteSeat remote) {
        this.remote = Objects.requireNonNull(remote, "remote");
    }

    @Override
    public Mode mode() {
        return Mode.NETWORK;
    }

    @Override
    public Capabilities capabilities() {
        return CAPABILITIES;
    }

    @Override
    public Optional<RemoteSeat> remoteSeat() {
        return Optional.of(remote);
    }

    @Override
    public Mover personIn(Seat seat) {
        return seat == Seat.TWO ? remoteMover : new HumanMover();
    }

    @Override
    public void attach(Referee referee) {
        this.referee = referee;
        remote.attach(this);
    }

    @Override
    public Refusal refusalOfMove() {
        return timeUp || !remote.acceptsLocalMove() ? Refusal.TIME_UP : null;
    }

    @Override
    public void moved(int column) {
        remote.localMoved(column);
    }

    @Override
    public void resigned() {
        remote.localResigned();
    }

    @Override
    public void close() {
        remote.close();
    }

    /** The host's clock times both people. */
    @Override
    public boolean timesTurnOf(Mover mover) {
        return true;
    }

    /**
     * The host's clock runs for both people and stops only while the connection is lost (the other person waits), not
     * for a disc falling on this screen.
     */
    @Override
    public boolean clockRuns(SessionState state, Pauses pauses) {
        return (state == SessionState.HUMAN_TO_MOVE || state == SessionState.COMPUTER_THINKING)
                && !pauses.holds(PauseReason.CONNECTION);
    }

    @Override
    public void turnBegins() {
        timeUp = false;
    }

    /** The host decides the lost turn ({@link #turnLost}); meanwhile the person's move is refused. */
    @Override
    public boolean losesTurnWhenTimeIsUp() {
        timeUp = true;
        return false;
    }

    @Override
    public StatisticsKey statisticsKey(GameSettings settings, Lineup lineup) {
        return new StatisticsKey(Mode.NETWORK, null, settings.boardSize());
    }

    /** The other computer is not part of a file: the game goes on as two people at one computer. */
    @Override
    public GameSettings savedSettings(GameSettings settings) {
        return new GameSettings(Mode.TWO_PLAYERS, null, null, settings.starter(), settings.moveClockSeconds(),
                settings.computerDelayMillis(), false, settings.seatOneName(), settings.seatTwoName(),
                settings.seatOneColour(), settings.seatTwoColour(), settings.boardSize());
    }

    // ---- what the other computer tells the session (RemoteSeat.Table) ----

    @Override
    public void remoteMoved(int column) {
        if (referee.isInProgress() && referee.seatToMove() == Seat.TWO && referee.position().canPlay(column)) {
            remoteMover.deliver(column);
        }
    }

    @Override
    public void turnLost(Seat seat) {
        if (referee.isInProgress() && referee.seatToMove() == seat) {
            referee.loseTurn();
        }
    }

    @Override
    public void remoteResigned() {
        if (referee.isInProgress()) {
            referee.concede(Seat.TWO);
        }
    }

    @Override
    public void gameStarted(GamePosition from, Seat firstMover) {
        if (!from.size().equals(referee.settings().boardSize()) || from.isGameOver()) {
            throw new IllegalArgumentException("a network game cannot begin at \"" + from.notation() + "\" on "
                    + from.size());
        }
        referee.beginGame(from, Objects.requireNonNull(firstMover, "firstMover"));
    }

    @Override
    public void connectionLost() {
        referee.pause(PauseReason.CONNECTION);
    }

    @Override
    public void connectionRestored() {
        referee.resume(PauseReason.CONNECTION);
    }

    @Override
    public void abandoned() {
        referee.abandon();
    }
}
