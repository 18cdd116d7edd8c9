package dev.connectfour.engine.coach;

import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.board.Position.Cell;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * Why a move was a mistake, every part of it checked ({@link ExplanationCheck}): what the move did
 * ({@code change}), the idea that shows it ({@code mistake}), and the better move with what it does.
 *
 * @param before     the position the move was played in
 * @param column     the move, 0-based
 * @param change     what it did to the mover's outcome
 * @param mistake    why the move loses or spoils a win; {@link Idea#NONE} when {@code change} is OK
 * @param better     a move that keeps the mover's outcome, if the move was a mistake
 * @param betterMove what that move does; {@link Idea#NONE} if no idea is proven for it
 */
public record Explanation(Position before, int column, Change change, Claim mistake, OptionalInt better, Claim betterMove) {
    public Explanation {
        Objects.requireNonNull(before, "before");
        Objects.requireNonNull(change, "change");
        Objects.requireNonNull(mistake, "mistake");
        Objects.requireNonNull(better, "better");
        Objects.requireNonNull(betterMove, "betterMove");
    }

    static Explanation ok(Position before, int column) {
        return new Explanation(before, column, Change.OK, Claim.none(), OptionalInt.empty(), Claim.none());
    }

    /** The side that played the move. */
    public Player mover() {
        return before.toMove();
    }

    /** The position after the move. */
    public Position after() {
        return before.play(column);
    }

    /**
     * The claim the {@code explain} line shows: why the move is a mistake, or, when that is only the
     * fallback and the better move has a proven idea, what the better move does.
     */
    public Claim headline() {
        return mistake.idea() == Idea.FORCED_LINE && betterMove.idea() != Idea.NONE ? betterMove : mistake;
    }

    /**
     * The pairs of a combination of Allis' rules that a claim of this explanation names ({@link Idea#PAIRS}, or
     * {@link Idea#CLAIMS} by it), two by two: none for other claims.
     */
    public List<Cell> rulePairs(Claim claim) {
        return isCombination(claim) ? claim.cells().subList(1, claim.cells().size()) : List.of();
    }

    private static boolean isCombination(Claim claim) {
        return claim.idea() == Idea.PAIRS || claim.idea() == Idea.CLAIMS && claim.rule().orElse(Idea.NONE) == Idea.PAIRS;
    }

    /**
     * The baseinverse pairs a strategy claim of this explanation names (its leading playable cells, two
     * by two, see {@link Idea}): none for other claims.
     */
    public List<Cell> baseinverses(Claim claim) {
        List<Cell> cells = claim.cells();
        if (cells.isEmpty() || !claim.idea().needsEvenHeight() || claim.idea().isReachedByForce() || isCombination(claim)) {
            return List.of();
        }
        boolean forBetterMove = claim.idea() == Idea.KEEPS_PARITY || claim.idea() == Idea.CLAIMS;
        Position start = forBetterMove ? before.play(cells.get(0).column()) : after().play(cells.get(0).column());
        int count = 1;
        while (count < cells.size() && ExplanationCheck.lands(start, cells.get(count))) {
            count++;
        }
        return cells.subList(1, count);
    }
}
