package dev.connectfour.game.store;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.MoveStringException;
import dev.connectfour.engine.board.Position;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSettings;
import java.util.Objects;
import java.util.Optional;

/**
 * A position as a move string, as the public solver pages write it ({@code 4453}: one digit per
 * disc, {@code 1} the leftmost column, first player first): for Copy and Paste. A turn lost to the
 * clock is written {@code -} ({@link Position#PASS}), as in saved games ({@code 44-3}); the public
 * pages cannot read that, since their move strings have no way to pass the turn.
 */
public final class PositionText {
    private PositionText() {
    }

    /**
     * The position of pasted text on the standard board: the move string (lost turns as {@code -}) with any surrounding
     * whitespace (a trailing line break, spaces) ignored. The position may be over (won or full); {@code GameSession.startFrom}
     * accepts only one that is not, so check {@link GamePosition#isGameOver()} before offering to play it.
     *
     * @throws MoveStringException naming the 1-based character of the stripped text and the reason
     *                             (not a digit, no such column, column full, game already won)
     */
    public static GamePosition parse(String pasted) {
        return parse(BoardSize.STANDARD, pasted);
    }

    /**
     * Like {@link #parse(String)} on a board of the given size (the game's: a move string does not say
     * which board it was played on; {@link GameSettings#boardSize()}).
     */
    public static GamePosition parse(BoardSize size, String pasted) {
        Objects.requireNonNull(size, "size");
        Objects.requireNonNull(pasted, "pasted");
        String moves = pasted.strip();
        Position.parse(size, moves); // the engine's checks and messages
        return GamePosition.fromMoves(size, moves);
    }

    /**
     * The move string to copy: the game's {@link GamePosition#notation() notation}, one digit per disc in
     * the order played and {@code -} per lost turn, which {@link #parse} reads back to the same game.
     * Without lost turns it is a plain move string of the public pages; with them only this game reads
     * it (no re-ordering of the discs is attempted: the exact history is what is copied). Always
     * present; the {@code Optional} is kept so that callers written against the earlier contract (empty
     * for a position the engine could not express) still compile.
     */
    public static Optional<String> copyText(GamePosition position) {
        return Optional.of(position.notation());
    }
}
