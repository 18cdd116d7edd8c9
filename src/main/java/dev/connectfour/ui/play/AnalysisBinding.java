package dev.connectfour.ui.play;

import dev.connectfour.game.GamePosition;
import dev.connectfour.game.Help;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.SessionState;
import dev.connectfour.ui.analysis.AnalysisSearch;
import dev.connectfour.ui.analysis.AnalysisService;
import dev.connectfour.ui.analysis.AnalysisText;
import dev.connectfour.ui.analysis.AnalysisView;
import dev.connectfour.ui.board.BoardView;
import javafx.beans.InvalidationListener;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.Region;

/**
 * "Show analysis" on the game screen: while the toggle is on, the perfect value of every column for
 * the side to move in the {@link ShownMoment} and the evaluation bar, searched afresh (the old search cancelled)
 * whenever that moment changes or a game begins. Off by default, except when watching two computers. Every game
 * in which the analysis is shown is assisted ({@link GameSession#recordHelp}, {@link Help#ANALYSIS}).
 */
final class AnalysisBinding {
    private final GameSession session;
    private final ShownMoment moment;
    private final ToggleButton toggle;
    private final AnalysisSearch search;
    private final AnalysisView view;
    private final InvalidationListener onChange = obs -> refresh();

    AnalysisBinding(BoardView board, GameSession session, ShownMoment moment, AnalysisService service, AnalysisText text,
                    ToggleButton toggle) {
        this.session = session;
        this.moment = moment;
        this.toggle = toggle;
        this.search = new AnalysisSearch(service);
        this.view = new AnalysisView(board, text);
        view.valuesProperty().bind(search.valuesProperty());
        view.lineupProperty().bind(session.lineupProperty());
        view.shownProperty().bind(toggle.selectedProperty());
        view.runningProperty().bind(search.runningProperty());
        toggle.setSelected(session.capabilities().analysisAtStart());
        toggle.selectedProperty().addListener(onChange);
        moment.property().addListener(onChange);
        session.gameNumberProperty().addListener(onChange);
        refresh();
    }

    /** The board with the analysis around it, for the board's place on the screen. */
    Region layout() {
        return view.layout();
    }

    void toggle() {
        toggle.setSelected(!toggle.isSelected());
    }

    void dispose() {
        toggle.selectedProperty().removeListener(onChange);
        moment.property().removeListener(onChange);
        session.gameNumberProperty().removeListener(onChange);
        search.cancel();
    }

    private void refresh() {
        if (!toggle.isSelected() || moment.get().state() == SessionState.NOT_STARTED) {
            search.cancel();
            return;
        }
        GamePosition position = moment.get().position();
        if (!position.isGameOver() && moment.get().state() != SessionState.GAME_OVER) {
            session.recordHelp(Help.ANALYSIS);
        }
        search.show(position.enginePosition());
    }
}
