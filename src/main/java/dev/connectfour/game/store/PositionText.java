package dev.connectfour.game.store;

import dev.connectfour.engine.MoveStringException;
import dev.connectfour.engine.Position;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSession;
import java.util.Objects;
import java.util.Optional;

/**
 * A position as a move string, as the public solver pages write it ({@code 4453}: one digit per
 * disc, {@code 1} the leftmost column, first player first): for Copy and Paste.
 */
public final class PositionText {
    private PositionText() {
    }

    /**
     * The position of pasted text: the move string with any surrounding whitespace (a trailing line
     * break, spaces) ignored. The position may be over (won or full); {@link GameSession#startFrom}
     * accepts only one that is not, so check {@link GamePosition#isGameOver()} before offering to play it.
     *
     * @throws MoveStringException naming the 1-based character of the stripped text and the reason
     *                             (not a digit, no such column, column full, game already won)
     */
    public static GamePosition parse(String pasted) {
        Objects.requireNonNull(pasted, "pasted");
        String moves = pasted.strip();
        Position.parse(GameSession.BOARD_SIZE, moves); // the engine's checks and messages
        return GamePosition.fromMoves(GameSession.BOARD_SIZE, moves);
    }

    /**
     * The move string to copy: the digits of the discs in the order played. Empty when a turn was lost
     * to the clock and no alternating order of the discs exists (a move string cannot say it); with
     * lost turns that can be expressed, an order that gives the same board and side to move.
     */
    public static Optional<String> copyText(GamePosition position) {
        if (!position.hasLostTurns()) {
            return Optional.of(position.notation());
        }
        return position.enginePosition().map(Position::moves);
    }
}
