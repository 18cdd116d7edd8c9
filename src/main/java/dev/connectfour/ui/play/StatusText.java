package dev.connectfour.ui.play;

import dev.connectfour.engine.ComputerLevel;
import dev.connectfour.game.GameResult;
import dev.connectfour.game.GameSession;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Outcome;
import dev.connectfour.game.Participant;
import dev.connectfour.game.Seat;
import dev.connectfour.game.SessionState;
import dev.connectfour.game.StatisticsBook;
import dev.connectfour.game.StatisticsKey;
import dev.connectfour.game.Tally;
import dev.connectfour.game.TurnLost;
import dev.connectfour.ui.Texts;
import java.util.ResourceBundle;

/** The status line and the game-over title in words: "Your turn", "Thinking…", "Red's turn", "Yellow lost the turn: time ran out". */
final class StatusText {
    private StatusText() {
    }

    /**
     * @param lostTurn the turn lost to the clock that led to the current position, or null
     */
    static String of(ResourceBundle strings, GameSession session, TurnLost lostTurn) {
        SessionState state = session.getState();
        if (state == SessionState.GAME_OVER && session.getResult() != null) {
            return result(strings, session);
        }
        if (session.isPaused()) {
            return strings.getString("status.paused");
        }
        String turn = turn(strings, session, state);
        return lostTurn == null ? turn : Texts.format(strings, "status.turnLost", lostTurn.name()) + " · " + turn;
    }

    private static String turn(ResourceBundle strings, GameSession session, SessionState state) {
        Participant mover = session.sideOf(session.getPosition().toMove());
        Mode mode = session.settings().mode();
        return switch (state) {
            case HUMAN_TO_MOVE -> mode == Mode.ONE_PLAYER ? strings.getString("status.yourTurn")
                    : Texts.format(strings, "status.turnOf", mover.name());
            case COMPUTER_THINKING -> mode == Mode.ONE_PLAYER ? strings.getString("status.thinking")
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

    /** How the game ended, from the player's side in a one-player game. */
    static String result(ResourceBundle strings, GameSession session) {
        GameResult result = session.getResult();
        if (result.isDraw()) {
            return strings.getString("result.draw");
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
