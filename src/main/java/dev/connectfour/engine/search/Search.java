package dev.connectfour.engine.search;

import dev.connectfour.engine.board.Bitboard;
import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.LineGeometry;

/**
 * The search of the {@link Solver} for the board sizes with a spare bit per column, after Pascal
 * Pons' design: negamax with alpha-beta pruning, a {@link TranspositionTable} of lower and upper
 * bounds (and a {@link LateTable} of this thread's own for the positions near the end), iterative
 * deepening by null-window probes from the centre of the score range outwards, centre-first move
 * ordering refined by the threats a move creates ({@link MoveSorter#threatScore}), the moves
 * that lose at once pruned, static bounds from the opponent's follow-up ({@link ClaimEven}: the
 * claimeven rule and the odd threat, of the node, and from below, of the children where they apply),
 * one entry of the shared table for a position and its mirror image ({@link SearchTables}), and enhanced
 * transposition cutoffs (the children's table entries probed before any is searched). The table's move
 * for a node is searched before the others are scored, and the cells a move makes winning are handed to
 * the child, whose opponent's threats they are. A move's score, searched or a bound from its child,
 * raises alpha and cuts at beta where it is found, with alpha and the best move in locals: one method
 * for that step, keeping them in arrays by ply or packed in one int, measured 5 and 1.5 % slower.
 *
 * <p>Mutable state for one board size and one thread: the bitboard geometry, the move lists and the
 * node count. It works on raw (current, mask) pairs laid out as {@link Bitboard}
 * describes (with {@link BoardBits}), allocates nothing, and calls its poller every
 * {@value Solver#POLL_INTERVAL} nodes, which throws a {@link SearchStop} to unwind it.
 */
final class Search extends SearchTables {
    /** Null-window probes of an exact solve before the sign is probed (see {@link #solve}). */
    private static final int PROBES_BEFORE_SIGN = 4;

    final BoardSize size;
    private final long bottomRow;
    private final long boardMask;
    /** Column masks in the order moves are added: outer columns first, the centre last. */
    private final long[] columnMaskByInsertionOrder;
    /** Column masks by column. */
    private final long[] columnMask;
    /** Whether lines other than vertical ones fit on the board (width >= 4). */
    private final boolean wide;
    private final Runnable poller;
    private final MoveSorter sorter;
    private final ClaimEven claimEven;
    /** {@link #nodes} when the current solve began. */
    private long rootNodes;
    /** No line ends known: a value {@link #lineEnds} never returns (it has no bit off the board). */
    private static final long UNKNOWN = -1L;
    long nodes;
    /** The positions the threads of a parallel solve are searching, while helpers run; else null. */
    BusyTable busy;

    Search(BoardSize size, TranspositionTable table, Runnable poller) {
        super(size, table);
        this.size = size;
        this.bottomRow = Bitboard.bottomRow(size);
        this.boardMask = Bitboard.boardMask(size);
        this.wide = width >= BoardSize.WIN_LENGTH;
        this.poller = poller;
        this.sorter = new MoveSorter(width, cells);
        this.claimEven = new ClaimEven(size);
        this.columnMask = new long[width];
        for (int column = 0; column < width; column++) {
            columnMask[column] = Bitboard.columnMask(size, column);
        }
        this.columnMaskByInsertionOrder = new long[width];
        for (int i = 0; i < width; i++) {
            columnMaskByInsertionOrder[i] = columnMask[LineGeometry.centreFirst(width, width - 1 - i)];
        }
    }

    /**
     * The score of a position that is not over, by null-window probes narrowing [min, max]: the
     * score range, within {@code lower} and {@code upper} (bounds known from elsewhere, inclusive).
     * With {@code weak}, only the sign, and the bounds are not used. The first probe is at {@code likely}
     * if it lies within them (one probe proves a bound that is the score), else none is favoured.
     *
     * <p>The probes go from the ends of the range inwards, halving towards 0 (cheap probes far from
     * the score), and after {@value #PROBES_BEFORE_SIGN} of them, if the range still holds wins and
     * losses, the sign is probed, then the score next to it: in the opening, where the range is still
     * wide after those probes, scores lie near 0, and the probes between would cost as much as these.
     */
    int solve(long current, long mask, int moves, boolean weak, int lower, int upper, int likely) {
        rootNodes = nodes;
        if (canWinNext(current, mask)) {
            return weak ? 1 : (cells + 1 - moves) / 2;
        }
        int min = weak ? -1 : Math.max(lower, -(cells - moves) / 2);
        int max = weak ? 1 : Math.min(upper, (cells + 1 - moves) / 2);
        boolean signKnown = false;
        // a late position's table takes no mirror image: none to make for a root near the end
        boolean late = isLate(moves);
        long mirroredCurrent = late ? 0 : mirror(current);
        long mirroredMask = late ? 0 : mirror(mask);
        for (int probe = 0; min < max; probe++) {
            int med;
            boolean signProbe = probe >= PROBES_BEFORE_SIGN && min < 0 && max > 0;
            if (probe == 0 && likely >= min && likely <= max) {
                med = likely == max ? max - 1 : likely; // proves it if it is a bound
            } else if (signProbe) {
                med = 0;
            } else if (signKnown) {
                signKnown = false;
                med = min > 0 ? min : max - 1; // a win by one disc more, or a loss by one disc fewer
            } else {
                med = min + (max - min) / 2;
                if (med <= 0 && min / 2 < med) {
                    med = min / 2;
                } else if (med >= 0 && max / 2 > med) {
                    med = max / 2;
                }
            }
            int r = negamax(current, mask, moves, med, med + 1, UNKNOWN, mirroredCurrent, mirroredMask);
            if (r <= med) {
                max = r;
            } else {
                min = r;
            }
            signKnown = signProbe;
        }
        return weak ? Integer.signum(min) : min;
    }

    /**
     * Negamax with alpha-beta over the possible non-losing moves.
     *
     * <p>Contract: the side to move cannot win with its next disc, and {@code alpha < beta}.
     * Returns the exact score if it lies in (alpha, beta); otherwise a bound on the same side of
     * the window as the exact score (at most alpha, or at least beta).
     *
     * @param opponentLines   {@link #lineEnds} of the opponent's stones ({@code current ^ mask}), if
     *                        the caller has them, else {@link #UNKNOWN}
     * @param mirroredCurrent {@link SearchTables#mirror} of {@code current}, unless the position is late (then unused)
     * @param mirroredMask    {@link SearchTables#mirror} of {@code mask}, likewise: the parent makes both from its own
     */
    private int negamax(long current, long mask, int moves, int alpha, int beta, long opponentLines,
            long mirroredCurrent, long mirroredMask) {
        assert alpha < beta;
        assert !canWinNext(current, mask);
        if ((++nodes & (Solver.POLL_INTERVAL - 1)) == 0) {
            poller.run();
        }
        long possible = BoardBits.playable(mask, bottomRow, boardMask);
        long opponentWins = (opponentLines != UNKNOWN ? opponentLines : lineEnds(current ^ mask)) & ~mask;
        long forced = possible & opponentWins;
        if (forced != 0) {
            if ((forced & (forced - 1)) != 0) {
                return -(cells - moves) / 2; // two threats to block: lost at the opponent's next disc
            }
            possible = forced;
        }
        possible &= ~(opponentWins >>> 1); // never play right below an opponent's winning cell
        if (possible == 0) {
            return -(cells - moves) / 2;
        }
        if (moves >= cells - 2) {
            return 0; // neither side can win with the last two discs
        }
        int min = -(cells - 2 - moves) / 2; // the opponent cannot win with its next disc
        if (alpha < min) {
            alpha = min;
            if (alpha >= beta) {
                return alpha;
            }
        }
        int max = (cells - 1 - moves) / 2; // we cannot win with our next disc
        if (beta > max) {
            beta = max;
            if (alpha >= beta) {
                return beta;
            }
        }
        boolean followUps = nodes - rootNodes >= SearchTuning.FOLLOW_UPS_AFTER;
        if (followUps) {
            int claimEvenBound = claimEven.upperBound(current, mask, opponentWins);
            if (beta > claimEvenBound) {
                beta = claimEvenBound;
                if (alpha >= beta) {
                    return beta;
                }
            }
            int oddThreatBound = claimEven.oddThreatBound(current, mask, opponentWins);
            if (beta > oddThreatBound) {
                beta = oddThreatBound;
                if (alpha >= beta) {
                    return beta;
                }
            }
        }
        boolean late = isLate(moves);
        long key = current + mask;
        // in the shared table a position and its mirror image share the entry of the smaller key
        long mirroredKey = late ? key : mirroredCurrent + mirroredMask;
        boolean mirrored = mirroredKey < key;
        long h = hash(mirrored ? mirroredKey : key, late);
        int entry = probe(h, late);
        long hashMove = 0;
        if (entry != TableEntry.NONE) {
            int moveCode = TableEntry.moveCode(entry);
            if (moveCode != 0) {
                hashMove = possible & columnMask[column(moveCode, mirrored)];
            }
            int lowerCode = TableEntry.lowerCode(entry);
            int upperCode = TableEntry.upperCode(entry);
            if (lowerCode != 0) {
                int lower = TableEntry.score(lowerCode, cells);
                if (alpha < lower) {
                    alpha = lower;
                    if (alpha >= beta) {
                        return alpha;
                    }
                }
            }
            if (upperCode != 0) {
                int upper = TableEntry.score(upperCode, cells);
                if (beta > upper) {
                    beta = upper;
                    if (alpha >= beta) {
                        return beta;
                    }
                }
            }
        }
        long opponent = current ^ mask;
        long mirroredOpponent = mirroredCurrent ^ mirroredMask;
        long bestMove = 0;
        search:
        {
            long evening = followUps ? claimEven.evening(mask) & possible : 0;
            if (evening != 0) {
                // the move that evens every column bounds this node from below by its child's claimeven bound
                int childBound = claimEven.upperBound(opponent, mask | evening, lineEnds(current | evening) & ~(mask | evening));
                if (childBound != ClaimEven.NO_BOUND && -childBound > alpha) {
                    alpha = -childBound;
                    bestMove = evening;
                    if (alpha >= beta) {
                        break search;
                    }
                }
            }
            // enhanced transposition cutoffs, away from the end of the game and, while the search is
            // small, only at positions the table knows (see SearchTuning.ETC_NEW_NODES_AFTER): the table may already know
            // that a move is good enough (its position's upper bound is at most -beta: cut) or cannot
            // raise alpha (lower bound at least -alpha: skipped). Probing every child here also loads
            // their table lines together, while the children searched below would each wait for theirs.
            boolean etc = moves < cells - SearchTuning.ETC_MIN_FREE && (entry != TableEntry.NONE || nodes - rootNodes >= SearchTuning.ETC_NEW_NODES_AFTER);
            boolean childLate = isLate(moves + 1);
            for (long rest = etc ? possible : 0; rest != 0; rest &= rest - 1) {
                long move = rest & -rest;
                long childKey = childLate
                        ? opponent + (mask | move)
                        : sharedChildKey(opponent, mask, move, mirroredOpponent, mirroredMask);
                int childEntry = probe(hash(childKey, childLate), childLate);
                if (childEntry != TableEntry.NONE) {
                    int childUpper = TableEntry.upperCode(childEntry);
                    // a bound that counts only where it cuts: -beta or less leaves this node at least beta
                    if (childUpper != 0 && -TableEntry.score(childUpper, cells) >= beta) {
                        alpha = -TableEntry.score(childUpper, cells);
                        bestMove = move;
                        break search;
                    }
                    int childLower = TableEntry.lowerCode(childEntry);
                    if (childLower != 0 && -TableEntry.score(childLower, cells) <= alpha) {
                        possible ^= move;
                    }
                }
            }
            hashMove &= possible;
            // one move searched before any is scored: the only one left (often a forced one), or the
            // move that proved this position before
            long unscored = (possible & (possible - 1)) == 0 ? possible : hashMove;
            if (unscored != 0) {
                int score = -negamax(opponent, mask | unscored, moves + 1, -beta, -alpha, UNKNOWN,
                        mirroredOpponent, mirroredChildMask(mirroredMask, unscored));
                if (score > alpha) {
                    alpha = score;
                    bestMove = unscored;
                    if (alpha >= beta) {
                        break search;
                    }
                }
                possible ^= unscored;
                hashMove = 0;
            }
            if (possible == 0) {
                break search;
            }
            sorter.reset(moves);
            boolean plainOrder = !followUps && moves >= cells - SearchTuning.PLAIN_ORDER_FREE_CELLS;
            long oddThreatMoves = followUps ? claimEven.oddThreatMoves(mask) : 0;
            for (int i = 0; i < width; i++) {
                long move = possible & columnMaskByInsertionOrder[i];
                if (move != 0) {
                    long lines = lineEnds(current | move);
                    if ((move & oddThreatMoves) != 0) {
                        // a move after which the opponent's follow-up loses bounds this node from below
                        int childBound = claimEven.oddThreatBound(opponent, mask | move, lines & ~(mask | move));
                        if (childBound != ClaimEven.NO_BOUND && -childBound > alpha) {
                            alpha = -childBound;
                            bestMove = move;
                            if (alpha >= beta) {
                                break search;
                            }
                        }
                    }
                    // the best move of an earlier search of this position first, then by threats created
                    int score = move == hashMove ? MoveSorter.FIRST
                            : plainOrder ? Long.bitCount(lines & ~(mask | move))
                            : MoveSorter.threatScore(lines, mask | move, opponentWins, bottomRow, boardMask);
                    sorter.add(moves, move, score, lines);
                }
            }
            // in a parallel solve, a child another thread is searching is put off, unless it is this node's
            // first move (likely the one that cuts, where the threads had better agree): searched after its
            // siblings, it is then often in the table. Only children with big subtrees (SearchTuning.SPLIT_MIN_FREE).
            BusyTable busy = cells - moves - 1 < SearchTuning.SPLIT_MIN_FREE ? null : this.busy;
            boolean eldest = unscored == 0;
            long deferred = 0;
            for (long move = sorter.next(moves); move != 0; move = sorter.next(moves)) {
                long childH = 0;
                if (busy != null) {
                    childH = TranspositionTable.mix(sharedChildKey(opponent, mask, move, mirroredOpponent, mirroredMask));
                    if (!eldest && busy.isBusy(childH)) {
                        deferred |= move;
                        continue;
                    }
                    busy.enter(childH);
                }
                eldest = false;
                int score = -negamax(opponent, mask | move, moves + 1, -beta, -alpha, sorter.lastLines(moves),
                        mirroredOpponent, mirroredChildMask(mirroredMask, move));
                if (busy != null) {
                    busy.leave(childH);
                }
                if (score > alpha) {
                    alpha = score;
                    bestMove = move;
                    if (alpha >= beta) {
                        break search;
                    }
                }
            }
            for (; deferred != 0; deferred &= deferred - 1) { // the children put off, searched whatever their mark
                long move = deferred & -deferred;
                int score = -negamax(opponent, mask | move, moves + 1, -beta, -alpha, UNKNOWN,
                        mirroredOpponent, mirroredChildMask(mirroredMask, move));
                if (score > alpha) {
                    alpha = score;
                    bestMove = move;
                    if (alpha >= beta) {
                        break search;
                    }
                }
            }
        }
        boolean cut = alpha >= beta; // by the best move: a lower bound to store; else an upper bound
        // one store for every way out, so that the compiler inlines the table's code once
        int code = TableEntry.boundCode(alpha, cells);
        store(late, h, cut ? code : 0, cut ? 0 : code, bestMove == 0 ? 0 : moveCode(bestMove, mirrored));
        return alpha;
    }

    private boolean canWinNext(long current, long mask) {
        return (lineEnds(current) & ~mask & BoardBits.playable(mask, bottomRow, boardMask)) != 0;
    }

    /** The cells of the board (empty or not) that complete a line of four for {@code stones}. */
    private long lineEnds(long stones) {
        return BoardBits.lineEnds(stones, height, boardMask, wide);
    }
}
