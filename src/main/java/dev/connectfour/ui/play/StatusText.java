package dev.connectfour.ui.play;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameResult;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Outcome;
import dev.connectfour.game.Participant;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.PauseReason;
import dev.connectfour.game.session.SessionState;
import dev.connectfour.game.stats.StatisticsBook;
import dev.connectfour.game.stats.StatisticsKey;
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
     * Whether the game stands still. A network game's clock runs on for the other person while a dialog or the help
     * is open here (only a lost connection stops it), so there the line goes on saying whose turn it is.
     */
    private static boolean stopped(GameSession session) {
        return session.settings().mode() == Mode.NETWORK ? session.isPausedFor(PauseReason.CONNECTION)
                : session.isPaused();
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
        boolean onePlayer = session.settings().mode() == Mode.ONE_PLAYER || session.settings().mode() == Mode.NETWORK;
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


    private static String turn(ResourceBundle strings, GameSession session, ShownMoment.Moment moment) {
        Participant mover = session.sideOf(moment.position().toMove());
        Mode mode = session.settings().mode();
        return switch (moment.state()) {
            case HUMAN_TO_MOVE -> mode == Mode.ONE_PLAYER || mode == Mode.NETWORK ? strings.getString("status.yourTurn")
                    : Texts.format(strings, "status.turnOf", mover.name());
            case COMPUTER_THINKING -> mode == Mode.ONE_PLAYER ? strings.getString("status.thinking")
                    : mode == Mode.NETWORK ? Texts.format(strings, "status.turnOf", mover.name()) // a person, elsewhere
                    : Texts.format(strings, "status.thinkingOf", mover.name());
            default -> "";
        };
    }

    /** In a one-player game, the player's record against the computer's level on this board; empty otherwise. */
    static String record(ResourceBundle strings, GameSession session, StatisticsBook statistics) {
        if (session.settings().mode() != Mode.ONE_PLAYER) {
            return "";
        }
        ComputerLevel level = session.getLineup().of(Seat.TWO).level();
        Tally tally = statistics.getStatistics().tally(new StatisticsKey(Mode.ONE_PLAYER, level,
                session.settings().boardSize()));
        return Texts.format(strings, "record", Texts.level(strings, level), tally.won(), tally.drawn(), tally.lost());
    }

    /** How the game ended, from the player's side in a one-player game; by name between two people. */
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
        if (session.settings().mode() == Mode.ONE_PLAYER) {
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
