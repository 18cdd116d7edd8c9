package dev.connectfour.engine.analysis;

import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.search.SearchCancelledException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Finds the mistakes of a game: a disc that turned a won position into a draw or a loss, or a drawn
 * one into a loss, for the side that dropped it, with perfect play on both sides from there. Judged
 * from the outcome (the weak value) of the position before and after each disc, so one weak solve per
 * position. Lost turns (passes) are not moves and are never judged.
 */
public final class Mistakes {

    /**
     * One disc judged.
     *
     * @param turn   its turn number, 1 for the game's first turn (lost turns count as turns)
     * @param player who dropped it
     * @param column where, 0-based
     * @param before the outcome for {@code player} before the disc
     * @param after  the outcome for {@code player} after it
     */
    public record Judgement(int turn, Player player, int column, OpeningBook.Outcome before, OpeningBook.Outcome after) {
        public Judgement {
            Objects.requireNonNull(player, "player");
            Objects.requireNonNull(before, "before");
            Objects.requireNonNull(after, "after");
        }

        /** True if the disc made the outcome worse for its player. */
        public boolean isMistake() {
            return after.compareTo(before) < 0;
        }
    }

    private Mistakes() {
    }

    /**
     * Judges every disc of {@code game}, the last one first (late positions solve fast, and their
     * solutions fill the table that helps with the earlier ones), handing each judgement to
     * {@code judged} as soon as it is known.
     *
     * @param game      the game, as its final position (its {@link Position#moves()} is the history)
     * @param outcomeOf the outcome for the side to move of a position that is not over, e.g.
     *                  {@link Analyst#outcome}; it may throw {@link SearchCancelledException} to stop
     * @return every judgement, in the order of the game
     */
    public static List<Judgement> judge(Position game, Function<Position, OpeningBook.Outcome> outcomeOf,
                                        Consumer<Judgement> judged) {
        return judge(game, 1, outcomeOf, judged);
    }

    /** Like {@link #judge(Position, Function, Consumer)}, for the turns from {@code firstTurn} (1-based) on only. */
    public static List<Judgement> judge(Position game, int firstTurn, Function<Position, OpeningBook.Outcome> outcomeOf,
                                        Consumer<Judgement> judged) {
        List<Position> positions = history(game);
        String moves = game.moves();
        int turns = moves.length();
        // outcome of position i (after i turns) for its side to move; null when over
        OpeningBook.Outcome[] outcome = new OpeningBook.Outcome[turns + 1];
        if (!positions.get(turns).isGameOver()) {
            outcome[turns] = outcomeOf.apply(positions.get(turns));
        }
        List<Judgement> all = new ArrayList<>();
        for (int i = turns - 1; i >= Math.max(0, firstTurn - 1); i--) {
            if (Thread.currentThread().isInterrupted()) {
                throw new SearchCancelledException("judging \"" + moves + "\" interrupted");
            }
            Position before = positions.get(i);
            outcome[i] = outcomeOf.apply(before);
            if (moves.charAt(i) == Position.PASS) {
                continue;
            }
            Position after = positions.get(i + 1);
            OpeningBook.Outcome afterForMover;
            if (after.isWon()) {
                afterForMover = OpeningBook.Outcome.WIN;
            } else if (after.isDraw()) {
                afterForMover = OpeningBook.Outcome.DRAW;
            } else {
                afterForMover = outcome[i + 1].opposite();
            }
            Judgement judgement = new Judgement(i + 1, before.toMove(), moves.charAt(i) - '1', outcome[i], afterForMover);
            all.add(0, judgement);
            judged.accept(judgement);
        }
        return all;
    }

    /** The position after each turn of the game: element 0 the empty board, the last one {@code game}. */
    static List<Position> history(Position game) {
        List<Position> positions = new ArrayList<>();
        Position position = Position.empty(game.size());
        positions.add(position);
        for (char move : game.moves().toCharArray()) {
            position = move == Position.PASS ? position.pass() : position.play(move - '1');
            positions.add(position);
        }
        return positions;
    }
}
