package dev.connectfour.ui.review;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.Lineup;
import dev.connectfour.ui.analysis.AnalysisSearch;
import dev.connectfour.ui.analysis.AnalysisService;
import dev.connectfour.ui.analysis.AnalysisText;
import dev.connectfour.ui.analysis.AnalysisView;
import dev.connectfour.ui.board.BoardView;
import dev.connectfour.ui.board.DiscLook;
import javafx.beans.binding.Bindings;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;

/** The review's board: the position on show, in the game's disc looks, with its perfect analysis always on. */
final class ReviewBoard {
    private final BoardView board;
    private final AnalysisSearch search;
    private final AnalysisView analysis;

    ReviewBoard(BoardSize size, Lineup lineup, AnalysisService service, AnalysisText text) {
        board = BoardView.picture(size);
        board.setLooks(DiscLook.of(lineup, Player.FIRST), DiscLook.of(lineup, Player.SECOND));
        search = new AnalysisSearch(service);
        analysis = new AnalysisView(board, text);
        analysis.valuesProperty().bind(search.valuesProperty());
        analysis.runningProperty().bind(search.runningProperty());
        analysis.lineupProperty().set(lineup);
        analysis.shownProperty().set(true);
    }

    /** The board with the analysis around it. */
    Node layout() {
        return analysis.layout();
    }

    /** Shows {@code position} and starts its analysis (a search still running for another is dropped). */
    void show(GamePosition position) {
        board.show(position, () -> { });
        search.show(position.enginePosition());
    }

    /** Shows the coach's "Why?": the button while it can be asked (it asks), its words, its cells on the board. */
    void bindWhy(WhyModel why, Button button, Label words) {
        button.setOnAction(event -> why.ask());
        button.visibleProperty().bind(why.availableProperty());
        button.managedProperty().bind(button.visibleProperty());
        words.textProperty().bind(why.textProperty());
        words.managedProperty().bind(words.textProperty().isNotEmpty());
        Bindings.bindContent(board.markedCells(), why.marks());
    }

    /** Stops the search and the board's animations: the screen goes away. */
    void stop() {
        search.cancel();
        board.stopAnimations();
    }
}
