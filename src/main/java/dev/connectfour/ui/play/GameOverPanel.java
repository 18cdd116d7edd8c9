package dev.connectfour.ui.play;

import dev.connectfour.game.GameResult;
import dev.connectfour.game.GameSession;
import dev.connectfour.game.Mode;
import dev.connectfour.game.Outcome;
import dev.connectfour.game.Seat;
import dev.connectfour.game.SessionState;
import dev.connectfour.game.StatisticsBook;
import dev.connectfour.ui.board.BoardView;
import dev.connectfour.ui.sound.Sound;
import dev.connectfour.ui.sound.SoundPlayer;
import java.util.List;
import java.util.ResourceBundle;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;

/**
 * The card over the board once a game is over, shown after the last disc has landed: the result,
 * the record against this level, and the result's sound, once per game.
 */
final class GameOverPanel {
    private final Region card;
    private final Label result;
    private final Label record;
    private final Button playAgain;
    private final GameSession session;
    private final BoardView board;
    private final ResourceBundle strings;
    private final SoundPlayer sound;
    private final StatisticsBook statistics;
    private final InvalidationListener onChange = obs -> refresh();
    private final List<Observable> sources;
    private int announcedGame;

    GameOverPanel(Region card, Label result, Label record, Button playAgain, GameSession session, BoardView board,
                  ResourceBundle strings, SoundPlayer sound, StatisticsBook statistics) {
        this.card = card;
        this.result = result;
        this.record = record;
        this.playAgain = playAgain;
        this.session = session;
        this.board = board;
        this.strings = strings;
        this.sound = sound;
        this.statistics = statistics;
        sources = List.of(session.stateProperty(), session.resultProperty(), board.animatingProperty(),
                board.positionProperty());
        sources.forEach(source -> source.addListener(onChange));
        announcedGame = session.getState() == SessionState.GAME_OVER ? session.getGameNumber() : 0;
        refresh();
    }

    void dispose() {
        sources.forEach(source -> source.removeListener(onChange));
    }

    /**
     * Whether the game is over and the board shows how it ended: at rest, with the last disc in (a
     * resignation drops none). The session publishes the result before the last position, whose disc
     * then falls; the result, its sound and this card wait until it has landed.
     */
    static boolean endShown(GameSession session, BoardView board) {
        GameResult ending = session.getResult();
        return session.getState() == SessionState.GAME_OVER && ending != null && !board.isAnimating()
                && (ending.ending() == GameResult.Ending.RESIGNED || board.positionProperty().get().isGameOver());
    }

    private void refresh() {
        boolean over = endShown(session, board);
        card.setVisible(over);
        if (!over) {
            return;
        }
        result.setText(StatusText.result(strings, session));
        record.setText(StatusText.record(strings, session, statistics));
        record.setManaged(!record.getText().isEmpty());
        if (announcedGame != session.getGameNumber()) {
            announcedGame = session.getGameNumber();
            sound.play(soundOf(session.getResult()));
            playAgain.requestFocus();
        }
    }

    private Sound soundOf(GameResult ending) {
        if (ending.isDraw()) {
            return Sound.DRAW;
        }
        boolean lost = session.settings().mode() == Mode.ONE_PLAYER && ending.outcomeFor(Seat.ONE) == Outcome.LOST;
        return lost ? Sound.LOSS : Sound.WIN;
    }
}
