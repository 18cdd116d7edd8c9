package dev.connectfour.engine.coach;

import dev.connectfour.engine.analysis.Verdict;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.board.Position.Cell;
import dev.connectfour.engine.book.OpeningBook.Outcome;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;

/**
 * The gate every explanation passes before it is shown: each claim is proved from the position, its
 * kind and its cells alone (the contract of each kind is in {@link Idea}). Facts of the board ("she
 * wins at once") are checked on the board; strategies (zugzwang and Allis' rules) by a
 * {@link StrategyProof}; outcomes and distances by the {@link Oracle}.
 */
public final class ExplanationCheck {
    private final Oracle oracle;
    /** Where the solves of ideas reached by force are kept: afresh for each check, or the coach's for one explanation. */
    private final Supplier<ForcedReach.Memory> memory;

    public ExplanationCheck(Oracle oracle) {
        this(oracle, ForcedReach.Memory::unbounded);
    }

    /** A check whose solves of ideas reached by force are kept in {@code memory} (and stop at its deadline). */
    ExplanationCheck(Oracle oracle, ForcedReach.Memory memory) {
        this(oracle, () -> memory);
    }

    private ExplanationCheck(Oracle oracle, Supplier<ForcedReach.Memory> memory) {
        this.oracle = oracle;
        this.memory = memory;
    }

    /** True if every part of the explanation holds. */
    public boolean holds(Explanation explanation) {
        Position before = explanation.before();
        Position after = explanation.after();
        Outcome was = oracle.outcome(before);
        Outcome now = outcomeAfter(after);
        if (Change.of(was, now) != explanation.change()) {
            return false;
        }
        if (explanation.change() == Change.OK) {
            return explanation.mistake().idea() == Idea.NONE && explanation.better().isEmpty();
        }
        if (!mistakeHolds(before, explanation.column(), explanation.change(), explanation.mistake())) {
            return false;
        }
        if (explanation.better().isEmpty()) {
            return explanation.betterMove().idea() == Idea.NONE;
        }
        int better = explanation.better().getAsInt();
        return before.canPlay(better) && outcomeAfter(before.play(better)) == was
                && betterHolds(before, better, explanation.betterMove());
    }

    /**
     * Whether a claim as the {@code explain} line states it holds: {@code column} played in
     * {@code before} made {@code change}, and {@code kind} with {@code cells} says why (a mistake's
     * kind) or what the better move, the column of the first cell, does (a better move's kind; for
     * {@link Idea#CLAIMS} whichever rule the cells fit).
     */
    public boolean lineHolds(Position before, int column, Change change, Idea kind, List<Cell> cells) {
        if (!before.canPlay(column)) {
            return false;
        }
        Outcome was = oracle.outcome(before);
        if (Change.of(was, outcomeAfter(before.play(column))) != change) {
            return false;
        }
        return switch (kind) {
            case NONE -> change == Change.OK && cells.isEmpty();
            case WINS, BLOCKS, KEEPS_PARITY, CLAIMS, WINS_BY_DOUBLE_THREAT, WINS_BY_ZUGZWANG, HOLDS_BY_CLAIMEVEN, HOLDS_BY_PAIRS -> {
                if (change == Change.OK || cells.isEmpty()) {
                    yield false;
                }
                int better = cells.get(0).column();
                if (better == column || !before.canPlay(better) || outcomeAfter(before.play(better)) != was) {
                    yield false;
                }
                yield kind != Idea.CLAIMS ? betterHolds(before, better, Claim.of(kind, cells))
                        : List.of(Idea.CLAIMEVEN, Idea.VERTICAL, Idea.BASEINVERSE, Idea.PAIRS).stream().anyMatch(
                                rule -> betterHolds(before, better, new Claim(kind, cells, Optional.of(rule))));
            }
            default -> change != Change.OK && mistakeHolds(before, column, change, Claim.of(kind, cells));
        };
    }

    /** The mover's outcome after a move, with perfect play. */
    Outcome outcomeAfter(Position after) {
        if (after.isWon()) {
            return Outcome.WIN;
        }
        return after.isDraw() ? Outcome.DRAW : oracle.outcome(after).opposite();
    }

    /** Whether {@code claim} truly says why {@code column} in {@code before} made {@code change}. */
    boolean mistakeHolds(Position before, int column, Change change, Claim claim) {
        Position after = before.play(column);
        List<Cell> cells = claim.cells();
        if (after.isGameOver()) {
            return false;
        }
        return switch (claim.idea()) {
            case ALLOWS_FOUR -> cells.size() == 1 && winsAtOnce(after, cells.get(0));
            case UNDER_THREAT -> cells.size() == 2 && cells.get(0).equals(new Cell(column, before.height(column)))
                    && cells.get(1).equals(new Cell(column, before.height(column) + 1)) && winsAtOnce(after, cells.get(1));
            case DOUBLE_THREAT -> doubleThreatHolds(after, cells);
            case ZUGZWANG, AFTEREVEN -> change.after() == Outcome.LOSS && strategyAfterFirstMove(after, claim.idea(), cells);
            case CLAIMEVEN, VERTICAL, BASEINVERSE, PAIRS -> change != Change.DRAW_TO_LOSS && strategyAfterFirstMove(after, claim.idea(), cells);
            case FORCES_DOUBLE_THREAT -> change.after() == Outcome.LOSS && forcedDoubleThreatHolds(after, cells, 2);
            case FORCES_ZUGZWANG -> change.after() == Outcome.LOSS && reachedByForce(after, cells, ForcedReach.Goal.FOLLOW_UP_WIN);
            case FORCES_CLAIMEVEN -> change != Change.DRAW_TO_LOSS && reachedByForce(after, cells, ForcedReach.Goal.RULE_HOLD);
            case FORCES_PAIRS -> change != Change.DRAW_TO_LOSS && reachedByForce(after, cells, ForcedReach.Goal.PAIRS_HOLD);
            case FORCED_LINE -> forcedLineHolds(before, column, change, cells);
            default -> false;
        };
    }

    /**
     * [m1, r1, ..., mk, t1, t2] in {@code after}, k at least {@code fewest}: the line is played as
     * named and ends in the double threat t1, t2; and the solve confirms that m1 forces a double threat
     * within k moves against every defence.
     */
    private boolean forcedDoubleThreatHolds(Position after, List<Cell> cells, int fewest) {
        if (cells.size() < 2 * fewest + 1 || cells.size() % 2 == 0) {
            return false;
        }
        Position end = playedOut(after, cells.subList(0, cells.size() - 3));
        return end != null && doubleThreatAtOnce(end, cells.subList(cells.size() - 3, cells.size()))
                && ForcedReach.holds(after, cells.get(0).column(), ForcedReach.Goal.DOUBLE_THREAT, (cells.size() - 1) / 2, memory.get());
    }

    /**
     * [m1, r1, ..., mk] in {@code after}, k at least 2: the line is played as named and ends where the
     * goal is reached; and the solve confirms that m1 reaches the goal within k moves against every defence.
     */
    private boolean reachedByForce(Position after, List<Cell> cells, ForcedReach.Goal goal) {
        if (cells.size() < 3 || cells.size() % 2 == 0) {
            return false;
        }
        Position end = playedOut(after, cells);
        return end != null && !end.isGameOver() && goal.reached(end, after.toMove())
                && ForcedReach.holds(after, cells.get(0).column(), goal, (cells.size() + 1) / 2, memory.get());
    }

    /** The position after the cells are played in turn, or null if one does not land or the game ends before the last. */
    private static Position playedOut(Position position, List<Cell> cells) {
        Position current = position;
        for (Cell cell : cells) {
            if (current.isGameOver() || !lands(current, cell)) {
                return null;
            }
            current = current.play(cell.column());
        }
        return current;
    }

    /** Whether {@code claim} truly says what the better move {@code better} does. */
    boolean betterHolds(Position before, int better, Claim claim) {
        List<Cell> cells = claim.cells();
        Cell lands = new Cell(better, before.height(better));
        if (claim.idea() == Idea.NONE) {
            return cells.isEmpty();
        }
        if (cells.isEmpty() || !cells.get(0).equals(lands)) {
            return false;
        }
        Position after = before.play(better);
        return switch (claim.idea()) {
            case WINS -> cells.size() == 1 && after.isWon();
            case BLOCKS -> cells.size() == 1 && !after.isWon() && winsAtOnce(before.pass(), lands);
            case KEEPS_PARITY -> !after.isGameOver()
                    && (Strategies.holds(after, before.toMove(), Idea.ZUGZWANG, cells.subList(1, cells.size()), true)
                    || Strategies.holds(after, before.toMove(), Idea.AFTEREVEN, cells.subList(1, cells.size()), true));
            case CLAIMS -> !after.isGameOver() && claim.rule().isPresent()
                    && Strategies.holds(after, before.toMove(), claim.rule().get(), cells.subList(1, cells.size()), false);
            case WINS_BY_DOUBLE_THREAT -> oracle.outcome(before) == Outcome.WIN && forcedDoubleThreatHolds(before, cells, 1);
            case WINS_BY_ZUGZWANG -> oracle.outcome(before) == Outcome.WIN && reachedByForce(before, cells, ForcedReach.Goal.FOLLOW_UP_WIN);
            case HOLDS_BY_CLAIMEVEN -> reachedByForce(before, cells, ForcedReach.Goal.RULE_HOLD);
            case HOLDS_BY_PAIRS -> reachedByForce(before, cells, ForcedReach.Goal.PAIRS_HOLD);
            default -> false;
        };
    }

    /** True if the side to move of {@code position} connects four at once on {@code cell}. */
    static boolean winsAtOnce(Position position, Cell cell) {
        return cell.column() >= 0 && cell.column() < position.size().width() && position.canPlay(cell.column())
                && position.height(cell.column()) == cell.row() && position.isWinningMove(cell.column());
    }

    /**
     * [m1, r1, ..., mk, t1, t2]: each forcing move m threatens a four that the only answer r blocks
     * (the other side having no four of its own); after the last move mk, t1 and t2 are threats and
     * every answer (none wins) leaves a four at once.
     */
    static boolean doubleThreatHolds(Position after, List<Cell> cells) {
        if (cells.size() < 3 || cells.size() % 2 == 0) {
            return false;
        }
        Position position = after;
        for (int i = 0; i + 3 < cells.size(); i += 2) {
            if (!lands(position, cells.get(i)) || position.isWinningMove(cells.get(i).column())) {
                return false;
            }
            Position threatening = position.play(cells.get(i).column());
            OptionalInt block = forcedReply(threatening);
            if (threatening.isGameOver() || block.isEmpty() || !lands(threatening, cells.get(i + 1))
                    || block.getAsInt() != cells.get(i + 1).column()) {
                return false;
            }
            position = threatening.play(block.getAsInt());
            if (position.isGameOver()) {
                return false;
            }
        }
        return doubleThreatAtOnce(position, cells.subList(cells.size() - 3, cells.size()));
    }

    /**
     * The only move that does not lose at once: the cell blocking the other side's single four at
     * once, when the side to move has no four of its own; empty otherwise.
     */
    static OptionalInt forcedReply(Position position) {
        if (position.isGameOver() || Grid.hasWinAtOnce(position)) {
            return OptionalInt.empty();
        }
        Position other = position.pass();
        OptionalInt block = OptionalInt.empty();
        for (int column = 0; column < position.size().width(); column++) {
            if (other.isWinningMove(column)) {
                if (block.isPresent()) {
                    return OptionalInt.empty();
                }
                block = OptionalInt.of(column);
            }
        }
        return block;
    }

    /** [m, t1, t2]: after m, t1 and t2 are threats, and every answer (none wins) leaves a four at once. */
    private static boolean doubleThreatAtOnce(Position after, List<Cell> cells) {
        if (!lands(after, cells.get(0)) || after.isWinningMove(cells.get(0).column())) {
            return false;
        }
        Player opponent = after.toMove();
        Position threatening = after.play(cells.get(0).column());
        if (threatening.isGameOver()) {
            return false;
        }
        Grid grid = Grid.of(after.size());
        long threats = grid.threats(Grid.discs(threatening, opponent), threatening.occupied());
        if ((threats & grid.bit(cells.get(1))) == 0 || (threats & grid.bit(cells.get(2))) == 0
                || cells.get(1).equals(cells.get(2))) {
            return false;
        }
        for (int reply = 0; reply < after.size().width(); reply++) {
            if (!threatening.canPlay(reply)) {
                continue;
            }
            if (threatening.isWinningMove(reply)) {
                return false;
            }
            Position answered = threatening.play(reply);
            if (answered.isGameOver() || !Grid.hasWinAtOnce(answered)) {
                return false;
            }
        }
        return true;
    }

    /** [m, rule cells...]: the opponent's first move m, then the strategy of the rule. */
    private static boolean strategyAfterFirstMove(Position after, Idea rule, List<Cell> cells) {
        if (cells.isEmpty() || !lands(after, cells.get(0)) || after.isWinningMove(cells.get(0).column())) {
            return false;
        }
        Position answered = after.play(cells.get(0).column());
        boolean mustWin = rule == Idea.ZUGZWANG || rule == Idea.AFTEREVEN;
        return !answered.isGameOver()
                && Strategies.holds(answered, after.toMove(), rule, cells.subList(1, cells.size()), mustWin);
    }

    /**
     * The fallback: no cells (the outcome alone, which the oracle gave), or for a loss the opponent's
     * forced win played out, as long as the exact distance says, ending in its four.
     */
    private boolean forcedLineHolds(Position before, int column, Change change, List<Cell> cells) {
        if (cells.isEmpty()) {
            return true; // the outcome alone, which the change already checked
        }
        if (change.after() == Outcome.DRAW) {
            return false;
        }
        Optional<Verdict> verdict = oracle.values(before).verdict(column);
        if (verdict.isEmpty() || verdict.get().outcome() != Outcome.LOSS || cells.size() != 2 * verdict.get().moves() - 1) {
            return false;
        }
        Position position = before.play(column);
        for (Cell cell : cells) {
            if (position.isGameOver() || !lands(position, cell)) {
                return false;
            }
            position = position.play(cell.column());
        }
        return position.isWon() && position.winner().orElseThrow() != before.toMove();
    }

    /** True if a disc dropped now in the cell's column lands on it. */
    static boolean lands(Position position, Cell cell) {
        return cell.column() >= 0 && cell.column() < position.size().width() && position.canPlay(cell.column())
                && position.height(cell.column()) == cell.row();
    }
}
