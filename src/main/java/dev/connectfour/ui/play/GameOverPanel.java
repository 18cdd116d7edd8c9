package dev.connectfour.ui.play;

import dev.connectfour.game.GameResult;
import dev.connectfour.game.session.SeatRole;
import dev.connectfour.game.Outcome;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.SessionState;
import dev.connectfour.game.stats.StatisticsBook;
import dev.connectfour.ui.board.BoardView;
import dev.connectfour.ui.sound.Sound;
import dev.connectfour.ui.sound.SoundPlayer;
import java.util.List;
import java.util.ResourceBundle;
import javafx.application.Platform;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.geometry.Bounds;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The card over the board once a game is over, shown after the last disc has landed: the result,
 * the record against this level, and the result's sound, once per game.
 */
final class GameOverPanel {
    /** Room between the analysis bar's title and the card below it. */
    private static final double TITLE_GAP = 6;
    private final Card card;
    private final Label result;
    private final Label record;
    private final Button playAgain;
    private final GameSession session;
    private final BoardView board;
    private final ResourceBundle strings;
    private final SoundPlayer sound;
    private final StatisticsBook statistics;
    private final InvalidationListener onChange = obs -> refresh();
    private final InvalidationListener onRoom = obs -> fit();
    private final List<Observable> sources;
    private int announcedGame;

    /** The card: one row of the result's text and the buttons, or the buttons under the text when the row does not fit. */
    record Card(HBox row, VBox text, HBox buttons) {
    }

    GameOverPanel(Card card, Label result, Label record, Button playAgain, GameSession session, BoardView board,
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
        // a button may change after the game ends (a network game's Rematch becomes "Waiting for NAME…"): fit
        // again once its skin has measured the new text; the buttons belong to this screen, so these listeners go
        // with it
        InvalidationListener onButton = obs -> Platform.runLater(this::fit);
        card.buttons().getChildren().forEach(button -> {
            if (button instanceof Button labelled) {
                labelled.textProperty().addListener(onButton);
            }
            button.managedProperty().addListener(onButton);
        });
        card.row().parentProperty().addListener((obs, old, parent) -> watchRoom(old, parent));
        watchRoom(null, card.row().getParent());
        announcedGame = session.getState() == SessionState.GAME_OVER ? session.getGameNumber() : 0;
        refresh();
    }

    void dispose() {
        sources.forEach(source -> source.removeListener(onChange));
        watchRoom(card.row().getParent(), null);
    }

    private void watchRoom(Parent old, Parent parent) {
        if (old instanceof Region region) {
            region.widthProperty().removeListener(onRoom);
        }
        if (parent instanceof Region region) {
            region.widthProperty().addListener(onRoom);
        }
    }

    /** Puts the buttons beside the text if the row fits the board area's width, else under it. */
    private void fit() {
        if (!(card.row().getParent() instanceof Region area) || area.getWidth() <= 0) {
            return;
        }
        HBox row = card.row();
        double text = card.text().getChildren().stream().filter(child -> child != card.buttons() && child.isManaged())
                .mapToDouble(child -> child.prefWidth(-1)).max().orElse(0);
        double wide = row.snappedLeftInset() + text + row.getSpacing() + card.buttons().prefWidth(-1)
                + row.snappedRightInset();
        boolean stacked = card.buttons().getParent() == card.text();
        clearAnalysisTitle(area);
        boolean fits = wide <= area.getWidth() - 16;
        if (fits && stacked) {
            card.text().getChildren().remove(card.buttons());
            row.getChildren().add(card.buttons());
        } else if (!fits && !stacked) {
            row.getChildren().remove(card.buttons());
            card.text().getChildren().add(card.buttons());
        }
    }

    /**
     * Puts the card below the analysis bar's title when the analysis shows beside the board (as it does
     * when watching): the card is wider than the board and would cover it.
     */
    private void clearAnalysisTitle(Region area) {
        Node title = area.lookup(".evaluation-title");
        double top = 0;
        if (title != null && title.getParent() != null && title.getParent().isVisible() && title.getScene() != null) {
            Bounds bounds = area.sceneToLocal(title.localToScene(title.getLayoutBounds()));
            top = Math.max(0, bounds.getMaxY() + TITLE_GAP - area.snappedTopInset());
        }
        StackPane.setMargin(card.row(), top > 0 ? new Insets(top, 0, 0, 0) : null);
    }

    /**
     * Whether the game is over and the board shows how it ended: at rest, with the last disc in (a
     * resignation drops none). The session publishes the result before the last position, whose disc
     * then falls; the result, its sound and this card wait until it has landed.
     */
    static boolean endShown(GameSession session, BoardView board) {
        GameResult ending = session.getResult();
        return session.getState() == SessionState.GAME_OVER && ending != null && !board.isAnimating()
                && (ending.ending() == GameResult.Ending.RESIGNED || ending.isAbandoned()
                        || board.positionProperty().get().isGameOver());
    }

    private void refresh() {
        boolean over = endShown(session, board);
        card.row().setVisible(over);
        if (!over) {
            return;
        }
        result.setText(StatusText.result(strings, session));
        record.setText(StatusText.record(strings, session, statistics));
        record.setManaged(!record.getText().isEmpty());
        fit();
        if (announcedGame != session.getGameNumber()) {
            announcedGame = session.getGameNumber();
            sound.play(soundOf(session.getResult()));
            playAgain.requestFocus();
        }
    }

    private Sound soundOf(GameResult ending) {
        if (ending.isDraw() || ending.isAbandoned()) {
            return Sound.DRAW;
        }
        boolean lost = session.capabilities().role(Seat.ONE) == SeatRole.YOU && ending.outcomeFor(Seat.ONE) == Outcome.LOST;
        return lost ? Sound.LOSS : Sound.WIN;
    }
}
