package dev.connectfour.ui.play;

import dev.connectfour.engine.board.Position;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.Help;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.SessionState;
import dev.connectfour.ui.navigation.Games;
import java.util.List;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ChangeListener;

/**
 * "Show analysis" on the game screen: whether the perfect analysis shows, and which position it analyses, the one of
 * the {@link ShownMoment}, asked afresh whenever that moment changes or a game begins. Off by default, on when watching
 * two computers, and as it was while the same line of play goes on ({@link Games#analysisShown()}: back from the
 * settings, a paste). Every game in which the analysis is shown is assisted ({@link Help#ANALYSIS}). Used on the FX
 * thread.
 */
final class AnalysisViewModel {
    private final GameSession session;
    private final ShownMoment moment;
    private final Notices notices;
    private final Games games;
    private final BooleanProperty shown = new SimpleBooleanProperty(this, "shown");
    private final ReadOnlyObjectWrapper<Position> analysed = new ReadOnlyObjectWrapper<>(this, "analysed");
    private final InvalidationListener onChange = obs -> refresh();
    private final ChangeListener<Boolean> onShown;
    private final List<Observable> sources;

    AnalysisViewModel(GameSession session, ShownMoment moment, Notices notices, Games games) {
        this.session = session;
        this.moment = moment;
        this.notices = notices;
        this.games = games;
        shown.set(session.capabilities().analysisAtStart() || games.analysisShown());
        onShown = (obs, was, now) -> games.setAnalysisShown(now);
        shown.addListener(onShown);
        sources = List.of(shown, moment.property(), session.gameNumberProperty());
        sources.forEach(source -> source.addListener(onChange));
        refresh();
    }

    /** Whether the analysis shows; the toggle button binds to it both ways. */
    BooleanProperty shownProperty() {
        return shown;
    }

    /** The position whose analysis shows; null while none does (switched off, or no game begun). */
    ReadOnlyObjectProperty<Position> analysedProperty() {
        return analysed.getReadOnlyProperty();
    }

    /** A: the analysis on or off, in a game whose analysis may show while it runs; else the player is told. */
    void toggle() {
        if (session.capabilities().analysisDuringGame()) {
            shown.set(!shown.get());
        } else {
            notices.leftOut();
        }
    }

    void dispose() {
        shown.removeListener(onShown);
        sources.forEach(source -> source.removeListener(onChange));
        analysed.set(null);
    }

    private void refresh() {
        if (!shown.get() || moment.get().state() == SessionState.NOT_STARTED) {
            analysed.set(null);
            return;
        }
        GamePosition position = moment.get().position();
        if (!position.isGameOver() && moment.get().state() != SessionState.GAME_OVER) {
            session.recordHelp(Help.ANALYSIS);
        }
        analysed.set(position.enginePosition());
    }
}
