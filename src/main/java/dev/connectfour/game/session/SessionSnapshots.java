package dev.connectfour.game.session;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Help;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.SavedGame;
import dev.connectfour.game.Seat;
import java.util.Optional;

/** A session's game as a {@link SavedGame}, and a session started from one: the two ways between them. */
public final class SessionSnapshots {
    private SessionSnapshots() {
    }

    /**
     * The session's current game, with the help used in it, to save when the window closes, on "Save game" or
     * when the game is left; empty when there is nothing worth resuming (not started, or the game is over).
     */
    public static Optional<SavedGame> of(GameSession session) {
        SessionState state = session.getState();
        GamePosition position = session.getPosition();
        if (state == SessionState.NOT_STARTED || state == SessionState.GAME_OVER || position.isGameOver()) {
            return Optional.empty();
        }
        Lineup lineup = session.getLineup();
        GameSettings settings = session.rules().savedSettings(session.settings());
        for (Seat seat : Seat.values()) {
            ComputerLevel level = lineup.of(seat).level();
            if (level != null) {
                settings = settings.withLevel(seat, level);
            }
        }
        return Optional.of(new SavedGame(settings, lineup.starter(), position, session.helpUsed()));
    }

    /**
     * Begins {@code session} at {@code game}'s position ({@link GameSession#startFrom}) with the help used
     * in it, so that a game assisted before it was saved stays assisted. Make the session with
     * {@link SavedGame#settings()} (the seats named by their role may carry the names of the player's language
     * now), bind to it and add listeners first, then call this.
     *
     * @throws IllegalArgumentException if the session is not for this game ({@link GameSettings#isSameGameAs})
     * @throws IllegalStateException    if it has already started or is closed
     */
    public static void resume(GameSession session, SavedGame game) {
        if (!session.settings().isSameGameAs(game.settings())) {
            throw new IllegalArgumentException("the session has other settings than the saved game: "
                    + session.settings() + " vs " + game.settings());
        }
        session.startFrom(game.position(), game.firstMover());
        for (Help help : game.helpUsed()) {
            session.recordHelp(help);
        }
    }
}
