package dev.connectfour.game.session;

import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameResult;
import dev.connectfour.game.Lineup;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * What a {@link GameSession} shows of its game, as properties of the session (their bean): written by the
 * {@link Referee} alone, in the order the session promises; read-only to everyone else.
 */
final class SessionProperties {
    final ReadOnlyObjectWrapper<GamePosition> position;
    final ReadOnlyObjectWrapper<SessionState> state;
    final ReadOnlyObjectWrapper<GameResult> result;
    final ReadOnlyObjectWrapper<Lineup> lineup;
    final ReadOnlyBooleanWrapper canUndo;
    final ReadOnlyBooleanWrapper canRedo;
    final ReadOnlyIntegerWrapper gameNumber;

    SessionProperties(GameSession session, GamePosition start, Lineup firstLineup) {
        position = new ReadOnlyObjectWrapper<>(session, "position", start);
        state = new ReadOnlyObjectWrapper<>(session, "state", SessionState.NOT_STARTED);
        result = new ReadOnlyObjectWrapper<>(session, "result");
        lineup = new ReadOnlyObjectWrapper<>(session, "lineup", firstLineup);
        canUndo = new ReadOnlyBooleanWrapper(session, "canUndo");
        canRedo = new ReadOnlyBooleanWrapper(session, "canRedo");
        gameNumber = new ReadOnlyIntegerWrapper(session, "gameNumber");
    }

    ReadOnlyObjectProperty<GamePosition> positionProperty() {
        return position.getReadOnlyProperty();
    }

    ReadOnlyObjectProperty<SessionState> stateProperty() {
        return state.getReadOnlyProperty();
    }

    ReadOnlyObjectProperty<GameResult> resultProperty() {
        return result.getReadOnlyProperty();
    }

    ReadOnlyObjectProperty<Lineup> lineupProperty() {
        return lineup.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty canRedoProperty() {
        return canRedo.getReadOnlyProperty();
    }

    ReadOnlyIntegerProperty gameNumberProperty() {
        return gameNumber.getReadOnlyProperty();
    }
}
