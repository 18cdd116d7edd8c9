package dev.connectfour.game;

import dev.connectfour.engine.board.Player;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * A game in progress as a value, to save when the window closes, on "Save game" and when a game is left
 * for the start screen, and to resume later: its settings, the seat that moved first, its position (every
 * turn, lost turns included) and the help used in it so far. Its file form is
 * {@code game.store.SavedGameFormat}; a session is saved as one and started from one by
 * {@code game.session.SessionSnapshots}.
 *
 * @param settings   the settings, with each computer's level as it is in this game (adaptive play may
 *                   have raised it)
 * @param firstMover the seat whose discs are {@link Player#FIRST}'s in this game
 * @param position   the game so far, on the settings' {@link GameSettings#boardSize() board}, not over
 * @param helpUsed   the kinds of help used in the game so far; any makes it an assisted game ({@link Help}),
 *                   and so it stays once resumed
 */
public record SavedGame(GameSettings settings, Seat firstMover, GamePosition position, Set<Help> helpUsed) {
    public SavedGame {
        Objects.requireNonNull(settings, "settings");
        Objects.requireNonNull(firstMover, "firstMover");
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(helpUsed, "helpUsed");
        if (!position.size().equals(settings.boardSize())) {
            throw new IllegalArgumentException("the settings are for the " + settings.boardSize() + " board, the game is on "
                    + position.size());
        }
        if (position.isGameOver()) {
            throw new IllegalArgumentException("the game \"" + position.notation() + "\" is over: nothing to resume");
        }
        helpUsed = Collections.unmodifiableSet(helpUsed.isEmpty() ? EnumSet.noneOf(Help.class) : EnumSet.copyOf(helpUsed));
    }

    /** A game in which no help was used. */
    public SavedGame(GameSettings settings, Seat firstMover, GamePosition position) {
        this(settings, firstMover, position, Set.of());
    }

    /** Whether help was used in the game so far: it is counted as assisted when it ends ({@link Help}). */
    public boolean isAssisted() {
        return !helpUsed.isEmpty();
    }
}
