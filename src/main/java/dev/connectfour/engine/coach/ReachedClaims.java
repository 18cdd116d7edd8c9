package dev.connectfour.engine.coach;

import dev.connectfour.engine.board.LineGeometry;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.board.Position.Cell;
import dev.connectfour.engine.book.OpeningBook.Outcome;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The coach's search for the ideas reached by force ({@link ForcedReach}): for a mistake, the idea the opponent
 * reaches whatever the mover does; for a better move, the idea the mover reaches by it. Fewest moves first, each
 * claim found passed through the {@link ExplanationCheck} before it is returned. One per explanation: the solves are
 * kept in its {@link ForcedReach.Memory}, and stop with {@link ForcedReach.OutOfTime} at its deadline.
 */
final class ReachedClaims {
    private final ForcedReach.Memory memory;
    private final ExplanationCheck check;

    ReachedClaims(ForcedReach.Memory memory, ExplanationCheck check) {
        this.memory = memory;
        this.check = check;
    }

    /**
     * An idea the opponent reaches by force within {@value Coach#REACH_MOVES} moves whatever the mover does,
     * fewest moves first: a double threat or a win by the follow-up (a loss), a rule that holds the
     * draw (a spoiled win). The parity ideas only on boards of even height.
     */
    Optional<Claim> forMistake(Position before, int column, Change change) {
        boolean even = before.size().height() % 2 == 0;
        return forMistake(before, column, change, change.after() == Outcome.LOSS
                ? even ? List.of(ForcedReach.Goal.DOUBLE_THREAT, ForcedReach.Goal.FOLLOW_UP_WIN) : List.of(ForcedReach.Goal.DOUBLE_THREAT)
                : even ? List.of(ForcedReach.Goal.RULE_HOLD) : List.of(), Coach.REACH_MOVES);
    }

    /**
     * A combination of rules that holds the draw, reached by force by the opponent within {@link #pairsReach} moves
     * whatever the mover does, after a lost or spoiled win ({@link Idea#FORCES_PAIRS}); boards of even height only,
     * from {@value Coach#PAIRS_FROM_DISCS} discs.
     */
    Optional<Claim> pairsForMistake(Position before, int column, Change change) {
        return change == Change.DRAW_TO_LOSS || before.size().height() % 2 != 0 || before.moveCount() < Coach.PAIRS_FROM_DISCS
                ? Optional.empty()
                : forMistake(before, column, change, List.of(ForcedReach.Goal.PAIRS_HOLD), pairsReach(before));
    }

    /**
     * The most moves within which a combination of rules is sought: fewer before {@value Coach#PAIRS_FULL_REACH_FROM_DISCS}
     * discs, where the trees are wider and every leaf is a combination's search.
     */
    private static int pairsReach(Position before) {
        return before.moveCount() < Coach.PAIRS_FULL_REACH_FROM_DISCS ? Coach.PAIRS_EARLY_REACH_MOVES : Coach.REACH_MOVES;
    }

    private Optional<Claim> forMistake(Position before, int column, Change change, List<ForcedReach.Goal> goals, int most) {
        Position after = before.play(column);
        int width = before.size().width();
        // a first move whose line at its fewest moves ends in a four, not the idea, is tried again one move deeper
        Set<Integer> retried = new HashSet<>();
        for (int moves = 2; moves <= most; moves++) {
            for (ForcedReach.Goal goal : goals) {
                for (int i = 0; i < width; i++) {
                    int m = LineGeometry.centreFirst(width, i);
                    int key = goal.ordinal() * width + m;
                    if (!after.canPlay(m) || !ForcedReach.holds(after, m, goal, moves, memory)
                            || ForcedReach.holds(after, m, goal, moves - 1, memory) && !retried.contains(key)) {
                        continue;
                    }
                    Optional<Claim> claim = reachedClaim(after, m, goal, moves, false);
                    if (claim.isPresent() && check.mistakeHolds(before, column, change, claim.get())) {
                        return claim;
                    }
                    retried.add(key);
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The claim of a goal reached by force by the side to move of {@code after}, from {@code first}: the
     * opponent's after a mistake, or ({@code better}) the mover's better move. Its cells are the line
     * (and, for a double threat, the two threats it ends in).
     */
    private Optional<Claim> reachedClaim(Position after, int first, ForcedReach.Goal goal, int moves, boolean better) {
        List<Cell> line = ForcedReach.line(after, first, goal, moves, memory);
        if (line.size() != 2 * moves - 1) {
            return Optional.empty();
        }
        if (goal != ForcedReach.Goal.DOUBLE_THREAT) {
            Idea idea = switch (goal) {
                case FOLLOW_UP_WIN -> better ? Idea.WINS_BY_ZUGZWANG : Idea.FORCES_ZUGZWANG;
                case RULE_HOLD -> better ? Idea.HOLDS_BY_CLAIMEVEN : Idea.FORCES_CLAIMEVEN;
                default -> better ? Idea.HOLDS_BY_PAIRS : Idea.FORCES_PAIRS;
            };
            return Optional.of(Claim.of(idea, line));
        }
        Position last = after;
        for (Cell cell : line.subList(0, line.size() - 1)) {
            last = last.play(cell.column());
        }
        Optional<List<Cell>> threats = DoubleThreats.made(last, line.get(line.size() - 1));
        if (threats.isPresent()) {
            List<Cell> cells = new ArrayList<>(line);
            cells.addAll(threats.get());
            return Optional.of(Claim.of(better ? Idea.WINS_BY_DOUBLE_THREAT : Idea.FORCES_DOUBLE_THREAT, cells));
        }
        return Optional.empty();
    }

    /**
     * What the better move {@code b} reaches by force within {@value Coach#REACH_MOVES} moves, fewest first:
     * a double threat or a win by the follow-up (keeping a win), a rule that holds the draw (keeping a draw).
     */
    Optional<Claim> forBetterMove(Position before, int b, Outcome was) {
        boolean even = before.size().height() % 2 == 0;
        return forBetterMove(before, b, was == Outcome.WIN
                ? even ? List.of(ForcedReach.Goal.DOUBLE_THREAT, ForcedReach.Goal.FOLLOW_UP_WIN) : List.of(ForcedReach.Goal.DOUBLE_THREAT)
                : even ? List.of(ForcedReach.Goal.RULE_HOLD) : List.of(), Coach.REACH_MOVES);
    }

    /**
     * That the better move {@code b} keeps the draw by a combination of rules reached by force within
     * {@link #pairsReach} moves ({@link Idea#HOLDS_BY_PAIRS}); boards of even height only, from
     * {@value Coach#PAIRS_FROM_DISCS} discs.
     */
    Optional<Claim> pairsForBetterMove(Position before, int b, Outcome was) {
        return was != Outcome.DRAW || before.size().height() % 2 != 0 || before.moveCount() < Coach.PAIRS_FROM_DISCS
                ? Optional.empty() : forBetterMove(before, b, List.of(ForcedReach.Goal.PAIRS_HOLD), pairsReach(before));
    }

    private Optional<Claim> forBetterMove(Position before, int b, List<ForcedReach.Goal> goals, int most) {
        for (int moves = 1; moves <= most; moves++) {
            for (ForcedReach.Goal goal : goals) {
                if (moves == 1 && goal != ForcedReach.Goal.DOUBLE_THREAT || !ForcedReach.holds(before, b, goal, moves, memory)
                        || ForcedReach.holds(before, b, goal, moves - 1, memory)) {
                    continue;
                }
                Optional<Claim> claim = reachedClaim(before, b, goal, moves, true);
                if (claim.isPresent() && check.betterHolds(before, b, claim.get())) {
                    return claim;
                }
            }
        }
        return Optional.empty();
    }
}
