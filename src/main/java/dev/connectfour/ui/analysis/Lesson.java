package dev.connectfour.ui.analysis;

import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.coach.Explanation;
import java.util.Objects;

/**
 * A mistake worth showing a player, with the coach's checked explanation of it.
 *
 * @param game        the whole game, as its final position
 * @param step        the mistake's turn, 1 for the game's first (the review's step that shows it)
 * @param explanation why that disc was a mistake
 */
public record Lesson(Position game, int step, Explanation explanation) {
    public Lesson {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(explanation, "explanation");
        if (step < 1 || step > game.moves().length()) {
            throw new IllegalArgumentException("no turn " + step + " in \"" + game.moves() + "\"");
        }
    }
}
