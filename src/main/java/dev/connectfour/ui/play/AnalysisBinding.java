package dev.connectfour.ui.play;

import dev.connectfour.engine.board.Position;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.ui.analysis.AnalysisSearch;
import dev.connectfour.ui.analysis.AnalysisService;
import dev.connectfour.ui.analysis.AnalysisText;
import dev.connectfour.ui.analysis.AnalysisView;
import dev.connectfour.ui.board.BoardView;
import javafx.beans.InvalidationListener;
import javafx.scene.layout.Region;

/**
 * The analysis around the board follows the {@link AnalysisViewModel}: the values above the columns and the evaluation
 * bar of the position it analyses, searched in the background (the old search cancelled whenever it changes).
 */
final class AnalysisBinding {
    private final AnalysisViewModel model;
    private final AnalysisSearch search;
    private final AnalysisView view;
    private final InvalidationListener onAnalysed = obs -> search();

    AnalysisBinding(BoardView board, GameSession session, AnalysisViewModel model, AnalysisService service,
                    AnalysisText text) {
        this.model = model;
        this.search = new AnalysisSearch(service);
        this.view = new AnalysisView(board, text);
        view.valuesProperty().bind(search.valuesProperty());
        view.lineupProperty().bind(session.lineupProperty());
        view.shownProperty().bind(model.shownProperty());
        view.runningProperty().bind(search.runningProperty());
        model.analysedProperty().addListener(onAnalysed);
        search();
    }

    /** The board with the analysis around it, for the board's place on the screen. */
    Region layout() {
        return view.layout();
    }

    void dispose() {
        model.analysedProperty().removeListener(onAnalysed);
        search.cancel();
    }

    private void search() {
        Position position = model.analysedProperty().get();
        if (position == null) {
            search.cancel();
        } else {
            search.show(position);
        }
    }
}
