package dev.connectfour.ui.puzzles;

import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.puzzles.Puzzle;
import dev.connectfour.engine.puzzles.PuzzleKind;
import dev.connectfour.game.puzzles.PuzzleAttempt;
import dev.connectfour.game.puzzles.PuzzleChoice;
import dev.connectfour.ui.Texts;
import java.util.ResourceBundle;

/** The Puzzles screen's words: the task, what happened, a choice's name; all from the screen's strings. */
final class PuzzleTexts {
    private final ResourceBundle strings;

    PuzzleTexts(ResourceBundle strings) {
        this.strings = strings;
    }

    /** "Red to play and win in 3 moves", "Yellow to play and hold the draw". */
    String task(Puzzle puzzle) {
        String side = colour(puzzle.position().toMove());
        return switch (puzzle.kind()) {
            case WIN -> Texts.format(strings, "task.win", side, puzzle.moves());
            case DRAW -> Texts.format(strings, "task.draw", side);
            case ONLY_MOVE -> Texts.format(strings, "task.onlyMove", side);
        };
    }

    /** The side's colour in the standard look the puzzle board uses. */
    String colour(Player player) {
        return strings.getString(player == Player.FIRST ? "colour.red" : "colour.yellow");
    }

    /** "Win in 3 moves · 1340": what a puzzle is, for today's. */
    String describe(Puzzle puzzle) {
        String kind = puzzle.kind() == PuzzleKind.WIN ? Texts.format(strings, "kind.win", puzzle.moves())
                : strings.getString(puzzle.kind() == PuzzleKind.DRAW ? "choice.DRAW" : "choice.ONLY_MOVE");
        return Texts.format(strings, "puzzle.describe", kind, puzzle.rating());
    }

    String choice(PuzzleChoice choice) {
        return strings.getString("choice." + choice.name());
    }

    /** What the status line says while the attempt runs or once it is over; {@code solution} while it is shown. */
    String status(PuzzleAttempt attempt, int rating, boolean solution) {
        Integer change = attempt.ratingChangeProperty().get();
        String rated = change == null || !attempt.isRated() ? ""
                : Texts.format(strings, "status.rating", rating, signed(change));
        return switch (attempt.phaseProperty().get()) {
            case YOUR_MOVE -> strings.getString(attempt.positionProperty().get().equals(attempt.puzzle().position())
                    ? "status.yourMove" : "status.right");
            case SOLVED -> then(strings.getString(change != null && change == 0 ? "status.solvedUnrated"
                    : "status.solved"), rated);
            case FAILED -> then(solution ? strings.getString("status.solution") : wrong(attempt), rated);
        };
    }

    /** Two sentences one after the other, as the language sets them (a space, or none in Japanese and Chinese). */
    private String then(String first, String second) {
        return second.isEmpty() ? first : Texts.format(strings, "status.then", first, second);
    }

    /** What the wrong move is worth and, when the board plays out only the start of the refutation, how it ends. */
    private String wrong(PuzzleAttempt attempt) {
        PuzzleAttempt.Refuted refuted = attempt.refutedProperty().get();
        if (refuted == null) {
            return strings.getString("status.wrong");
        }
        Player mover = attempt.puzzle().position().toMove();
        String worth = switch (refuted.verdict().outcome()) {
            case LOSS -> Texts.format(strings, "status.wrong.loses", refuted.verdict().moves());
            case DRAW -> strings.getString("status.wrong.draws");
            case WIN -> Texts.format(strings, "status.wrong.slow", refuted.verdict().moves());
        };
        if (!refuted.complete() || refuted.movesLeft() == 0) {
            return worth;
        }
        Player winner = refuted.verdict().outcome() == OpeningBook.Outcome.WIN ? mover : mover.opponent();
        return then(worth, Texts.format(strings, "status.wrong.rest", colour(winner), refuted.movesLeft()));
    }

    private static String signed(int change) {
        return (change > 0 ? "+" : change < 0 ? "\u2212" : "\u00b1") + Math.abs(change);
    }
}
