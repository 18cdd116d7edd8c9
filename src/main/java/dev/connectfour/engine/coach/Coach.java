package dev.connectfour.engine.coach;

import dev.connectfour.engine.analysis.ColumnValues;
import dev.connectfour.engine.analysis.Verdict;
import dev.connectfour.engine.board.LineGeometry;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.board.Position.Cell;
import dev.connectfour.engine.book.OpeningBook.Outcome;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;

/**
 * Explains a move: what it did to its player's outcome, the named idea that shows why, and a better
 * move with what it does. Candidates are tried from the most concrete (a four at once) to the
 * strategic (Allis' rules); the first that {@link ExplanationCheck} proves is kept. Where none is
 * proven, the honest fallback: the opponent's forced win played out, or that the opponent now holds
 * the draw. The parity ideas are tried only on boards of even height.
 *
 * <p>The solves of the ideas reached by force are kept from one check to the next within one explanation, and a
 * coach with a time budget stops looking for them when it is spent (the explanation then says what was proven
 * before: a tactic, a rule, or the fallback), and for more moves that keep the outcome once it has one.
 *
 * <p>Contract: like the {@link Oracle} it asks, used by one thread at a time; slow in the opening
 * (exact solves), fast once a dozen discs are down.
 */
public final class Coach {
    /** The fewest discs after the move for which the fallback plays out the forced line. */
    static final int LINE_FROM_DISCS = 14;

    /** The forcing moves a double threat may follow: deeper sequences read as a forced line, not an idea. */
    static final int FORCING_MOVES = 3;

    /** The most moves of the opponent's within which an idea reached by force is sought. */
    static final int REACH_MOVES = 5;

    /**
     * The fewest discs on the board from which a combination of rules reached by force is sought: each leaf is a
     * search of up to a second in the opening, and on the set of mistakes none before 8 discs was proven.
     */
    static final int PAIRS_FROM_DISCS = 8;

    /**
     * Before this many discs a combination of rules reached by force is sought within {@value #PAIRS_EARLY_REACH_MOVES}
     * moves only: deeper, its proof took up to 9 s a line on the set (the check re-proves it), for 5 lines of 520.
     */
    static final int PAIRS_FULL_REACH_FROM_DISCS = 12;
    static final int PAIRS_EARLY_REACH_MOVES = 3;

    private final Oracle oracle;
    /** The time an explanation may spend on the ideas reached by force; null for no limit. */
    private final Duration budget;
    /** The solves of the explanation being worked out, its check that reads them, and its search for ideas by force. */
    private ForcedReach.Memory memory;
    private ExplanationCheck check;
    private ReachedClaims reached;

    /** A coach that looks for every idea within its reach, however long that takes (the {@code explain} command, the tests). */
    public Coach(Oracle oracle) {
        this(oracle, null);
    }

    /**
     * A coach that stops looking for the ideas reached by force once {@code budget} has passed since an explanation
     * was asked for (the screens: an answer in a few seconds rather than the deepest one).
     */
    public Coach(Oracle oracle, Duration budget) {
        this.oracle = oracle;
        this.budget = budget;
        begin();
    }

    /** A fresh memory of solves, and the budget's clock started. */
    private void begin() {
        memory = budget == null ? ForcedReach.Memory.unbounded() : ForcedReach.Memory.until(System.nanoTime() + budget.toNanos());
        check = new ExplanationCheck(oracle, memory);
        reached = new ReachedClaims(memory, check);
    }

    /**
     * Why {@code column} was (or was not) a mistake in {@code before}.
     *
     * @throws IllegalArgumentException if the column cannot be played there
     */
    public Explanation explain(Position before, int column) {
        if (!before.canPlay(column)) {
            throw new IllegalArgumentException("column " + (column + 1) + " cannot be played after \"" + before.moves() + "\"");
        }
        begin();
        Outcome was = oracle.outcome(before);
        Change change = Change.of(was, check.outcomeAfter(before.play(column)));
        if (change == Change.OK) {
            return Explanation.ok(before, column);
        }
        Claim mistake = mistakeClaims(before, column, change).orElseGet(() -> fallback(before, column, change));
        List<Integer> keeping = OutcomeOnly.keeping(check, before, column, was, memory::expired);
        Explanation explanation = withBetterMove(before, column, change, mistake, keeping, was);
        if (explanation.headline().idea() == Idea.FORCED_LINE && change != Change.DRAW_TO_LOSS) {
            // a spoiled win with no other idea proven: the opponent holds the draw by a combination of rules, at once or
            // reached by force (after a lost win, the part of the truth it proves: the win is gone)
            Optional<Claim> drawn = strategyClaim(before, column, change, true)
                    .or(() -> withinBudget(() -> reached.pairsForMistake(before, column, change)));
            if (drawn.isPresent()) {
                return new Explanation(before, column, change, drawn.get(), explanation.better(), explanation.betterMove());
            }
        }
        return explanation;
    }

    /** The explanation of a mistake with the first better move whose idea is proven, or the first better move. */
    private Explanation withBetterMove(Position before, int column, Change change, Claim mistake, List<Integer> keeping,
                                       Outcome was) {
        for (int b : keeping) {
            Optional<Claim> claim = betterClaim(before, b, was);
            if (claim.isPresent()) {
                return new Explanation(before, column, change, mistake, OptionalInt.of(b), claim.get());
            }
        }
        for (int b : keeping) {
            Optional<Claim> claim = betterCombination(before, b, was);
            if (claim.isPresent()) {
                return new Explanation(before, column, change, mistake, OptionalInt.of(b), claim.get());
            }
        }
        if (mistake.idea() == Idea.FORCED_LINE) {
            // a single rule reached by force for any of the moves before a combination of rules for one
            for (BetterSearch search : List.<BetterSearch>of(reached::forBetterMove, reached::pairsForBetterMove)) {
                for (int b : keeping) {
                    Optional<Claim> claim = withinBudget(() -> search.find(before, b, was));
                    if (claim.isPresent()) {
                        return new Explanation(before, column, change, mistake, OptionalInt.of(b), claim.get());
                    }
                }
            }
        }
        return new Explanation(before, column, change, mistake,
                keeping.isEmpty() ? OptionalInt.empty() : OptionalInt.of(keeping.get(0)), Claim.none());
    }

    /**
     * What {@code column} does in {@code before}, for a move that keeps its player's outcome (the hint's "Why this
     * move?"): the first proven of {@link Idea#WINS}, {@link Idea#BLOCKS}, {@link Idea#KEEPS_PARITY} and
     * {@link Idea#CLAIMS} (by a rule, then by a combination of rules), with the cells and check of an {@link Explanation}'s better move; empty if none is proven
     * or the move does not keep the outcome.
     *
     * @throws IllegalArgumentException if the column cannot be played there
     */
    public Optional<Claim> whatItDoes(Position before, int column) {
        if (!before.canPlay(column)) {
            throw new IllegalArgumentException("column " + (column + 1) + " cannot be played after \"" + before.moves() + "\"");
        }
        begin();
        Outcome was = oracle.outcome(before);
        return check.outcomeAfter(before.play(column)) == was
                ? betterClaim(before, column, was).or(() -> betterCombination(before, column, was)) : Optional.empty();
    }

    private Optional<Claim> mistakeClaims(Position before, int column, Change change) {
        Position after = before.play(column);
        int width = before.size().width();
        for (int c = 0; c < width; c++) {
            if (after.isWinningMove(c)) {
                Cell four = new Cell(c, after.height(c));
                Claim claim = c == column ? Claim.of(Idea.UNDER_THREAT, List.of(new Cell(column, before.height(column)), four))
                        : Claim.of(Idea.ALLOWS_FOUR, List.of(four));
                if (check.mistakeHolds(before, column, change, claim)) {
                    return Optional.of(claim);
                }
            }
        }
        Optional<List<Cell>> threats = DoubleThreats.find(after, FORCING_MOVES);
        if (threats.isPresent()) {
            Claim claim = Claim.of(Idea.DOUBLE_THREAT, threats.get());
            if (check.mistakeHolds(before, column, change, claim)) {
                return Optional.of(claim);
            }
        }
        Optional<Claim> strategy = strategyClaim(before, column, change, false);
        if (strategy.isPresent()) {
            return strategy;
        }
        return withinBudget(() -> reached.forMistake(before, column, change));
    }

    /**
     * The opponent's first move, then zugzwang or aftereven (a loss), or a rule that holds the draw (a spoiled win):
     * one rule for every first move, then ({@code combined}) a {@link Combination} of rules.
     */
    private Optional<Claim> strategyClaim(Position before, int column, Change change, boolean combined) {
        if (before.size().height() % 2 != 0) {
            return Optional.empty();
        }
        Position after = before.play(column);
        int width = before.size().width();
        for (int pass = 0; pass < (combined ? 3 : 2); pass++) {
            boolean win = pass == 0;
            if (win ? change.after() != Outcome.LOSS : change == Change.DRAW_TO_LOSS) {
                continue;
            }
            for (int i = 0; i < width; i++) {
                int m = LineGeometry.centreFirst(width, i);
                if (!after.canPlay(m) || after.isWinningMove(m) || after.play(m).isGameOver()) {
                    continue;
                }
                Position answered = after.play(m);
                Optional<Strategies.Found> found = win ? Strategies.win(answered, after.toMove())
                        : pass == 1 ? Strategies.hold(answered, after.toMove()) : combination(answered, after.toMove());
                if (found.isPresent()) {
                    List<Cell> cells = new ArrayList<>();
                    cells.add(new Cell(m, after.height(m)));
                    cells.addAll(found.get().cells());
                    Claim claim = Claim.of(found.get().rule(), cells);
                    if (check.mistakeHolds(before, column, change, claim)) {
                        return Optional.of(claim);
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** What the better move {@code b} does, if an idea for it is proven. */
    private Optional<Claim> betterClaim(Position before, int b, Outcome was) {
        Cell lands = new Cell(b, before.height(b));
        List<Claim> candidates = new ArrayList<>();
        candidates.add(Claim.of(Idea.WINS, List.of(lands)));
        candidates.add(Claim.of(Idea.BLOCKS, List.of(lands)));
        Position after = before.play(b);
        if (!after.isGameOver()) {
            Optional<Strategies.Found> win = was == Outcome.WIN ? Strategies.win(after, before.toMove()) : Optional.empty();
            win.ifPresent(found -> candidates.add(Claim.of(Idea.KEEPS_PARITY, prepend(lands, found.cells()))));
            Optional<Strategies.Found> hold = was == Outcome.DRAW ? Strategies.hold(after, before.toMove()) : Optional.empty();
            hold.ifPresent(found -> candidates.add(new Claim(Idea.CLAIMS, prepend(lands, found.cells()), Optional.of(found.rule()))));
        }
        return candidates.stream().filter(claim -> check.betterHolds(before, b, claim)).findFirst();
    }

    /** That the better move {@code b} keeps the draw by a {@link Combination} of rules, if one is proven. */
    private Optional<Claim> betterCombination(Position before, int b, Outcome was) {
        Position after = before.play(b);
        if (was != Outcome.DRAW || after.isGameOver()) {
            return Optional.empty();
        }
        return combination(after, before.toMove())
                .map(found -> new Claim(Idea.CLAIMS, prepend(new Cell(b, before.height(b)), found.cells()), Optional.of(Idea.PAIRS)))
                .filter(claim -> check.betterHolds(before, b, claim));
    }

    /** A proven {@link Combination} for the controller; none sought once the budget is spent. */
    private Optional<Strategies.Found> combination(Position position, Player controller) {
        return memory.expired() ? Optional.empty()
                : Combination.find(position, controller).map(cells -> new Strategies.Found(Idea.PAIRS, cells));
    }

    /** A search for what a better move reaches by force. */
    private interface BetterSearch {
        Optional<Claim> find(Position before, int b, Outcome was);
    }

    /** What a search for an idea reached by force finds; empty once the budget is spent. */
    private static Optional<Claim> withinBudget(Supplier<Optional<Claim>> search) {
        try {
            return search.get();
        } catch (ForcedReach.OutOfTime e) {
            return Optional.empty();
        }
    }

    private static List<Cell> prepend(Cell first, List<Cell> rest) {
        List<Cell> cells = new ArrayList<>(List.of(first));
        cells.addAll(rest);
        return cells;
    }

    /**
     * The honest fallback: the opponent's fastest win against the longest defence, played out once
     * {@value #LINE_FROM_DISCS} discs are down (earlier the exact solves along it take too long); else no
     * cells: the opponent wins, or (a spoiled win) holds the draw, with perfect play.
     */
    private Claim fallback(Position before, int column, Change change) {
        Position position = before.play(column);
        if (change.after() == Outcome.DRAW || position.moveCount() < LINE_FROM_DISCS) {
            return Claim.of(Idea.FORCED_LINE, List.of());
        }
        List<Cell> line = new ArrayList<>();
        while (!position.isGameOver()) {
            int best = bestColumn(oracle.values(position));
            line.add(new Cell(best, position.height(best)));
            position = position.play(best);
        }
        return Claim.of(Idea.FORCED_LINE, line);
    }

    /** The column with the best exact verdict for the side to move, centre first among equals. */
    private static int bestColumn(ColumnValues values) {
        int best = -1;
        Verdict bestVerdict = null;
        for (int i = 0; i < values.width(); i++) {
            int column = LineGeometry.centreFirst(values.width(), i);
            Optional<Verdict> verdict = values.verdict(column);
            if (values.playable(column) && verdict.isPresent() && (bestVerdict == null || verdict.get().isBetterThan(bestVerdict))) {
                best = column;
                bestVerdict = verdict.get();
            }
        }
        return best;
    }
}
