package dev.connectfour.ui.play;

import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameResult;
import dev.connectfour.game.Outcome;
import dev.connectfour.game.Participant;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.PauseReason;
import dev.connectfour.game.session.SeatRole;
import dev.connectfour.game.session.SessionState;
import dev.connectfour.game.stats.StatisticsBook;
import dev.connectfour.game.stats.Tally;
import dev.connectfour.ui.Texts;
import java.util.Optional;
import java.util.ResourceBundle;

/**
 * The header's status in words, all read from the session: the line ("Your turn", "Thinking…",
 * "Red's turn", "Paused", "Game over"; the result itself is the game-over card's title), the note
 * under it ("Yellow lost the turn: time ran out", what the move clock does) and the game-over title.
 */
final class StatusText {
    private StatusText() {
    }

    /** The status line at {@code moment}: whose turn it is, or that the game is paused or over. */
    static String of(ResourceBundle strings, GameSession session, ShownMoment.Moment moment) {
        SessionState state = moment.state();
        if (state == SessionState.GAME_OVER) {
            return strings.getString("status.gameOver");
        }
        if (stopped(session)) {
            return strings.getString("status.paused");
        }
        return turn(strings, session, moment);
    }

    /**
     * Whether the game stands still. A game that does not stand still for this screen (a network game, whose clock
     * runs on for the other person while a dialog or the help is open here) stops only for a lost connection, so
     * there the line goes on saying whose turn it is.
     */
    private static boolean stopped(GameSession session) {
        return session.capabilities().standsStillForThisScreen() ? session.isPaused()
                : session.isPausedFor(PauseReason.CONNECTION);
    }

    /**
     * The note under the status line at {@code moment}, empty if none: a turn lost to the clock that no person here
     * has answered with a disc yet ({@link LostTurn}, also after an undo), else what the move clock does on this
     * turn (not while paused): nothing yet on a person's untimed first move, and that it runs now on
     * their first timed one.
     */
    static String note(ResourceBundle strings, GameSession session, ShownMoment.Moment moment) {
        if (moment.state() == SessionState.GAME_OVER) {
            return "";
        }
        GamePosition position = moment.position();
        Optional<LostTurn> lost = LostTurn.in(position, session);
        if (lost.isPresent()) {
            return Texts.format(strings, "status.turnLost", session.sideOf(lost.get().loser()).name());
        }
        if (moment.state() != SessionState.HUMAN_TO_MOVE || !session.settings().hasMoveClock() || stopped(session)) {
            return "";
        }
        int seconds = session.settings().moveClockSeconds();
        Participant mover = session.sideOf(position.toMove());
        boolean onePlayer = session.capabilities().role(mover.seat()) == SeatRole.YOU;
        if (!session.clock().isTurnTimed()) {
            return onePlayer ? Texts.format(strings, "status.clockLater", seconds)
                    : Texts.format(strings, "status.clockLaterOf", mover.name(), seconds);
        }
        boolean firstTimedTurn = position.turns().stream().filter(turn -> turn.player() == mover.player()).count() == 1;
        if (firstTimedTurn) {
            return onePlayer ? Texts.format(strings, "status.clockNow", seconds)
                    : Texts.format(strings, "status.clockNowOf", mover.name(), seconds);
        }
        return "";
    }


    /** Whose turn it is, as the seat's {@link SeatRole} says it: you, a person by name, the computer. */
    private static String turn(ResourceBundle strings, GameSession session, ShownMoment.Moment moment) {
        if (moment.state() != SessionState.HUMAN_TO_MOVE && moment.state() != SessionState.COMPUTER_THINKING) {
            return "";
        }
        Participant mover = session.sideOf(moment.position().toMove());
        return switch (session.capabilities().role(mover.seat())) {
            case YOU -> strings.getString("status.yourTurn");
            case PLAYER_HERE, PLAYER_ELSEWHERE -> Texts.format(strings, "status.turnOf", mover.name());
            case COMPUTER -> strings.getString("status.thinking");
            case NAMED_COMPUTER -> Texts.format(strings, "status.thinkingOf", mover.name());
        };
    }

    /** You against the computer: your record against its level on this board; empty otherwise. */
    static String record(ResourceBundle strings, GameSession session, StatisticsBook statistics) {
        if (!session.capabilities().againstTheComputer()) {
            return "";
        }
        Tally tally = statistics.getStatistics().tally(session.statisticsKey());
        return Texts.format(strings, "record", Texts.level(strings, session.getLineup().of(Seat.TWO).level()),
                tally.won(), tally.drawn(), tally.lost());
    }

    /** How the game ended, from your side against the computer; else by name. */
    static String result(ResourceBundle strings, GameSession session) {
        GameResult result = session.getResult();
        if (result.isDraw()) {
            return strings.getString("result.draw");
        }
        if (result.isAbandoned()) {
            return strings.getString("result.abandoned");
        }
        String winner = session.getLineup().of(result.winningSeat()).name();
        String loser = session.getLineup().of(result.winningSeat().other()).name();
        if (session.capabilities().againstTheComputer()) {
            boolean won = result.outcomeFor(Seat.ONE) == Outcome.WON;
            if (result.ending() == GameResult.Ending.RESIGNED) {
                return strings.getString("result.youResigned");
            }
            return strings.getString(won ? "result.youWon" : "result.youLost");
        }
        return result.ending() == GameResult.Ending.RESIGNED ? Texts.format(strings, "result.resigned", loser, winner)
                : Texts.format(strings, "result.won", winner);
    }
}
