package dev.connectfour.engine.players;

import dev.connectfour.engine.board.LineGeometry;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.search.SearchCancelledException;
import dev.connectfour.engine.search.Solver;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;

/**
 * The Hard level: perfect play from the opening book, then from the solver.
 *
 * <ol>
 *   <li>A move that connects four at once is played (the fastest win).</li>
 *   <li>A position whose moves the {@link OpeningBook} knows (every position with fewer discs than
 *       its outcome layer's depth, and Hard's own lines) is answered from it at once: at random among
 *       the fastest winning moves (any winning move where the book has no distances); for a drawn or
 *       lost position, the best trap (below) among the drawing moves or slowest losses.</li>
 *   <li>Otherwise the solver, within the time budget and with its table kept from move to move,
 *       first proves the outcome of the position (one search; the move that proved it, once checked,
 *       keeps the outcome even if the budget ends there); where the book knows the outcome but not
 *       the moves (the outcome layer's deepest level) it instead searches the moves in order for one
 *       that keeps it, beyond the budget if need be. Then the outcome (win, draw, loss) of every
 *       sensible move, then the exact score of
 *       the best ones. It prefers the fastest win and the slowest loss. Among equally fast wins it
 *       varies at random; among drawing moves, or equally slow losses, it sets the best trap. When
 *       the budget ends first it keeps what is proven: a proven win, else the best proven outcome
 *       (the best trap among proven draws); but while no move is yet proven to keep the position's
 *       outcome, the proofs go on to three times the budget, and only then does the move ordering's first
 *       guess stand in.</li>
 * </ol>
 * "Sensible" moves are those that neither hand the opponent an immediate win nor ignore one of its
 * threats; when only one is left it is played without a search.
 *
 * <h2>Traps</h2>
 * A perfect opponent cannot tell drawing moves (or equally slow losses) apart; a real one can. As a
 * strong player does against a weaker one, Hard then plays the move after which the opponent's
 * natural replies are mistakes: it models the opponent as a shallow look-ahead (the win-lines search
 * of the Medium player), judges each reply that model would choose exactly, from the book or the
 * solver, and plays the move with the best expected outcome against it, looking one reply ahead and,
 * for a draw and while time remains, two (see {@link TrapSetter}). The value is never traded for a
 * trap: only moves of the best value are compared. Among moves that set equal traps it plays the
 * look-ahead's favourite. The traps may use what is left of the budget, and at least
 * {@value #TRAP_MIN_MILLIS} ms after proofs that used it up. A look ahead that is not finished by
 * then does not count, except for a better trap it has already found; without any, the favourite is
 * played. The seed plays no part in it.
 */
public final class HardPlayer implements ComputerPlayer {
    private static final System.Logger LOG = System.getLogger(HardPlayer.class.getName());
    /**
     * The game's Hard player's table, 1 Mi slots: small enough for the game to stay under 300 MB
     * resident. A move's budget (600 ms by default) searches up to a few million positions; on 20
     * positions of Test_L1_R2 (about 2 million nodes each) this table needs 12% more nodes than one
     * of 32 MiB ({@code bench --table-mb 8|32 --sample 20 --seed 5}).
     */
    static final long TABLE_BYTES = 8L << 20;
    /** The share of the budget the look-ahead may use before the proofs start. */
    private static final long LOOKAHEAD_SHARE_PERCENT = 30;
    /**
     * How many budgets the proofs may take when the budget ends before any move is proven to keep the
     * position's outcome: with the default budget, 1.8 s, and the move stays under 2 s.
     */
    private static final long PROOF_LIMIT_FACTOR = 3;
    /** The least time for choosing the best trap among moves of equal value, after the proofs. */
    static final long TRAP_MIN_MILLIS = 100;

    private final OpeningBook book;
    private final Solver solver;
    private final SplittableRandom random;
    private final long budgetNanos;
    /** The look-ahead that orders the proofs and stands in when nothing could be proven. */
    private final MediumPlayer lookahead;
    /** Chooses among moves of equal value the one whose natural replies are mistakes. */
    private final TrapSetter traps;
    /** When the current move's thinking began. */
    private long moveStartNanos;

    HardPlayer(OpeningBook book, Solver solver, long seed, long timeLimitMillis) {
        this.book = Objects.requireNonNull(book, "book");
        this.solver = Objects.requireNonNull(solver, "solver");
        this.random = new SplittableRandom(seed);
        this.lookahead = new MediumPlayer(ComputerLevel.MEDIUM, seed);
        this.traps = new TrapSetter(book, solver, lookahead, TrapSetter.MODEL_DEPTH);
        if (timeLimitMillis <= 0) {
            throw new IllegalArgumentException("time limit must be positive, was " + timeLimitMillis);
        }
        this.budgetNanos = TimeUnit.MILLISECONDS.toNanos(timeLimitMillis);
    }

    /** Hard with the book shipped in the game, or none (timed search only, said once in the log). */
    static ComputerPlayer withBundledBook(long seed, long timeLimitMillis) {
        return new HardPlayer(OpeningBook.bundledOrEmpty(), new Solver(TABLE_BYTES), seed, timeLimitMillis);
    }

    @Override
    public ComputerLevel level() {
        return ComputerLevel.HARD;
    }

    @Override
    public int chooseColumn(Position position) {
        ComputerPlayers.requirePlayable(position);
        if (Thread.currentThread().isInterrupted()) {
            throw new CancellationException("interrupted before thinking");
        }
        LineGeometry geometry = LineGeometry.of(position.size());
        int wins = geometry.winningColumns(position.currentStones(), position.occupied());
        if (wins != 0) {
            return randomColumn(wins);
        }
        var entry = book.lookup(position);
        int moves = entry.map(OpeningBook.Entry::moves).orElse(0);
        if (moves != 0) {
            if (entry.get().outcome() != OpeningBook.Outcome.WIN && Integer.bitCount(moves) > 1) {
                // drawing moves or equally slow losses: the look-ahead's favourite gives an imperfect
                // opponent the most to get wrong
                int[] keeping = Arrays.stream(SensibleMoves.of(geometry, position))
                        .filter(column -> (moves & (1 << column)) != 0).toArray();
                if (keeping.length > 0) {
                    // no proofs needed: the traps first, then the look-ahead among equally good ones
                    moveStartNanos = System.nanoTime();
                    int[] traps = bestTraps(position, keeping, entry.get().outcome().sign());
                    return byLookahead(position, traps, lookaheadDeadline())[0];
                }
            }
            return randomColumn(moves);
        }
        int[] order = SensibleMoves.of(geometry, position);
        if (order.length == 0) {
            return ComputerPlayers.randomPlayableColumn(position, random); // every move loses at once
        }
        if (order.length == 1) {
            return order[0];
        }
        moveStartNanos = System.nanoTime();
        return search(position, byLookahead(position, order, lookaheadDeadline()), entry.map(OpeningBook.Entry::outcome));
    }

    /**
     * The sensible moves re-ordered by the win-lines look-ahead (the Medium player's search), deepened
     * from 6 plies while a share of the budget lasts: a better first guess for the proofs, and the move
     * played when the budget ends before anything is proven.
     */
    private int[] byLookahead(Position position, int[] order, long deadline) {
        if (order.length == 1) {
            return order;
        }
        int[] scores = lookahead.scoreColumns(position, ComputerLevel.MEDIUM_DEPTH, Long.MAX_VALUE);
        int remaining = position.size().cells() - position.moveCount();
        for (int depth = ComputerLevel.MEDIUM_DEPTH + 1; depth <= remaining; depth++) {
            try {
                scores = lookahead.scoreColumns(position, depth, deadline);
            } catch (MediumPlayer.DeadlineReached e) {
                break;
            }
        }
        int[] best = scores;
        Integer[] sorted = Arrays.stream(order).boxed().toArray(Integer[]::new);
        Arrays.sort(sorted, (a, b) -> Integer.compare(best[b], best[a])); // stable: keeps the order among equals
        return Arrays.stream(sorted).mapToInt(Integer::intValue).toArray();
    }

    /** When the look-ahead that orders the moves must stop deepening. */
    private long lookaheadDeadline() {
        return moveStartNanos + budgetNanos * LOOKAHEAD_SHARE_PERCENT / 100;
    }

    /**
     * The timed search of step 3; {@code order} holds at least two sensible moves, best guess first.
     * When the budget ends before any move is proven to keep the position's outcome, the proofs go on
     * to {@value #PROOF_LIMIT_FACTOR} times the budget: a move played unproven may spoil the game.
     */
    private int search(Position position, int[] order, Optional<OpeningBook.Outcome> known) {
        Proofs proofs = new Proofs(position.size().width(), known.map(OpeningBook.Outcome::sign).orElse(Proofs.UNKNOWN));
        if (!proveUntil(moveStartNanos + budgetNanos, false, position, order, proofs) && !proofs.keeperProven(order)) {
            proveUntil(moveStartNanos + budgetNanos * PROOF_LIMIT_FACTOR, true, position, order, proofs);
        }
        return choose(position, order, proofs);
    }

    /**
     * Runs {@link #prove} until {@code deadline}; false if the deadline stopped it.
     *
     * @throws CancellationException   if the thread was interrupted
     * @throws SearchCancelledException if the solver was cancelled from outside
     */
    private boolean proveUntil(long deadline, boolean keeperOnly, Position position, int[] order, Proofs proofs) {
        solver.setDeadline(deadline);
        try {
            prove(keeperOnly, position, order, proofs);
            return true;
        } catch (SearchCancelledException e) {
            if (Thread.currentThread().isInterrupted()) {
                throw new CancellationException("interrupted while thinking about " + position.moves());
            }
            if (System.nanoTime() - deadline < 0) {
                throw e; // cancelled from outside, not by the deadline
            }
            LOG.log(System.Logger.Level.DEBUG, () -> "Hard: time spent on " + position.moves()
                    + ", outcomes " + proofs);
            return false;
        } finally {
            solver.clearDeadline();
        }
    }

    /**
     * The proofs of step 3, as far as the solver's deadline lets them go; with {@code keeperOnly}, only
     * until a move is proven to keep the position's outcome. What they find is kept in {@code proofs},
     * and nothing found is searched again, so a second call goes on where the first stopped.
     */
    private void prove(boolean keeperOnly, Position position, int[] order, Proofs proofs) {
        if (proofs.value() == Proofs.UNKNOWN) {
            // the outcome of the position itself first: one search, cheaper than one per move, and
            // the move that proved it (checked) keeps it even if the budget ends before anything else
            proofs.provePosition(solver.solveWeak(position));
            OptionalInt proof = solver.tableMove(position);
            if (proofs.value() >= 0 && proof.isPresent() && Arrays.stream(order).anyMatch(column -> column == proof.getAsInt())) {
                proofs.proveOutcome(proof.getAsInt(), childScore(position, proof.getAsInt(), true), 0);
            }
        }
        if (proofs.value() < 0) {
            proofs.loseAll(order);
        }
        // a move that keeps the outcome first (the book's outcome comes without a proving move)
        for (int column : order) {
            if (proofs.keeperProven(order)) {
                break;
            }
            if (proofs.weak(column) == Proofs.UNKNOWN) {
                proofs.proveOutcome(column, childScore(position, column, true), 0);
            }
        }
        if (keeperOnly) {
            return;
        }
        for (int column : order) {
            if (proofs.weak(column) == Proofs.UNKNOWN) {
                proofs.proveOutcome(column, childScore(position, column, true), solver.nodeCount());
            }
        }
        if (proofs.bestOutcome() != 0) { // all draws score 0 exactly: nothing to refine
            // refined cheapest first, so a budget that ends early still leaves the fastest win found
            for (int column : proofs.toScore(order)) {
                proofs.proveScore(column, childScore(position, column, false));
            }
        }
    }

    /**
     * Among {@code equal} moves of one value, a draw ({@code 0}) or a loss ({@code -1}), those that set
     * the best trap for an imperfect opponent (see {@link TrapSetter}), in their order in {@code equal};
     * all of them if nothing could be judged in time. It may think until the move's deadline, or
     * {@value #TRAP_MIN_MILLIS} ms when the proofs used the budget up.
     */
    private int[] bestTraps(Position position, int[] equal, int value) {
        if (equal.length == 1) {
            return equal;
        }
        long now = System.nanoTime();
        long deadline = moveStartNanos + budgetNanos;
        if (deadline - now < TimeUnit.MILLISECONDS.toNanos(TRAP_MIN_MILLIS)) {
            deadline = now + TimeUnit.MILLISECONDS.toNanos(TRAP_MIN_MILLIS);
        }
        solver.setDeadline(deadline);
        int best;
        try {
            best = traps.bestMoves(position, equal, value, deadline);
        } finally {
            solver.clearDeadline();
        }
        if (System.nanoTime() - deadline >= 0) {
            LOG.log(System.Logger.Level.DEBUG, () -> "Hard: traps after " + position.moves() + " judged in part, best "
                    + Integer.toBinaryString(best) + " of " + Arrays.toString(equal));
        }
        return Arrays.stream(equal).filter(column -> (best & (1 << column)) != 0).toArray();
    }

    /** The score for the side to move of playing {@code column}; assumes it does not win at once. */
    private int childScore(Position position, int column, boolean weak) {
        Position child = position.play(column);
        if (child.isGameOver()) {
            return 0; // the board is full
        }
        return weak ? -solver.solveWeak(child) : -solver.solve(child);
    }

    /** Step 3's choice from what the search proved. */
    private int choose(Position position, int[] order, Proofs proofs) {
        boolean weakComplete = proofs.outcomesComplete(order);
        if (weakComplete && proofs.bestOutcome() < 0 && !proofs.scoresComplete(order)) {
            // every move loses and the budget ended before every loss was timed: the losses proven
            // first were the quickest to prove, the quickest losses; the slowest one is among the rest,
            // the look-ahead's favourite first (an opponent that is not perfect may still go wrong)
            return proofs.withScore(order, Proofs.UNKNOWN)[0];
        }
        int bestExact = proofs.bestScore();
        if (bestExact > 0) {
            return randomAmong(proofs.withScore(order, bestExact)); // the fastest wins, varied
        }
        if (bestExact != Proofs.UNKNOWN) {
            // a draw or the slowest loss: the best trap among them, for an imperfect opponent
            return bestTraps(position, proofs.withScore(order, bestExact), Integer.signum(bestExact))[0];
        }
        int bestWeak = proofs.bestOutcome();
        if (bestWeak > 0) {
            return randomAmong(proofs.withOutcome(order, bestWeak));
        }
        if (weakComplete) {
            // every draw (or every loss) alike to a perfect opponent: the best trap among them
            return bestTraps(position, proofs.withOutcome(order, bestWeak), bestWeak)[0];
        }
        if (bestWeak == 0) {
            // proven draws: the unproven moves come later in the move ordering, less promising; the best
            // trap among the proven draws
            return bestTraps(position, proofs.withOutcome(order, 0), 0)[0];
        }
        int[] unproven = proofs.withOutcome(order, Proofs.UNKNOWN);
        return unproven.length > 0 ? unproven[0] : order[0]; // nothing better proven: the ordering's first unproven guess
    }

    /** A random one of {@code columns} (not empty). */
    private int randomAmong(int[] columns) {
        int set = 0;
        for (int column : columns) {
            set |= 1 << column;
        }
        return randomColumn(set);
    }

    /** A random member of a non-empty column set. */
    private int randomColumn(int columns) {
        assert columns != 0;
        int pick = random.nextInt(Integer.bitCount(columns));
        for (int column = 0; ; column++) {
            if ((columns & (1 << column)) != 0 && pick-- == 0) {
                return column;
            }
        }
    }
}
