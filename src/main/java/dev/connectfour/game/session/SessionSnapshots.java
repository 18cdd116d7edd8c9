package dev.connectfour.game.session;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Help;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Outcome;
import dev.connectfour.game.SavedGame;
import dev.connectfour.game.Seat;
import dev.connectfour.game.stats.StatisticsBook;
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
     * Whether {@code game}, given up unfinished for a new game, counts as a loss in the player's game rating: it
     * is a game the session that resumes it would rate ({@link GameSession#isRatedGameInProgress()}), a turn played.
     */
    public static boolean isRated(SavedGame game) {
        GameSettings settings = game.settings();
        ComputerLevel opponent = settings.level(Seat.TWO).orElse(null);
        // a person in seat two (two players, a network game) has no rung: not rated, and no rules to make
        return opponent != null && !game.position().turns().isEmpty()
                && StatisticsRecorder.rates(Modes.rulesFor(settings, null), settings, opponent, game.isAssisted());
    }

    /** Counts {@code game}, given up unfinished for a new game, as a loss in {@code book}'s game rating if it is rated. */
    public static void giveUp(SavedGame game, StatisticsBook book) {
        if (isRated(game)) {
            book.rating().rate(game.settings().level(Seat.TWO).orElseThrow(), Outcome.LOST);
        }
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
