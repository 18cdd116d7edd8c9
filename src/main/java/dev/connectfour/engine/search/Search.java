package dev.connectfour.engine.search;

import dev.connectfour.engine.board.Bitboard;
import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.LineGeometry;

/**
 * The search of the {@link Solver} for the board sizes with a spare bit per column, after Pascal
 * Pons' design: negamax with alpha-beta pruning, a {@link TranspositionTable} of lower and upper
 * bounds (and a {@link LateTable} of this thread's own for the positions near the end), iterative
 * deepening by null-window probes from the centre of the score range outwards, centre-first move
 * ordering refined by the threats a move creates ({@link #threatScore}, {@link MoveSorter}), the moves
 * that lose at once pruned, static bounds from the opponent's follow-up ({@link ClaimEven}: the
 * claimeven rule and the odd threat, of the node, and from below, of the children where they apply),
 * one entry of the shared table for a position and its mirror image, and enhanced transposition
 * cutoffs (the children's table entries probed before any is searched). The table's move for a node is searched before the others are scored, and the cells a
 * move makes winning are handed to the child, whose opponent's threats they are.
 *
 * <p>Mutable state for one board size and one thread: the bitboard geometry, the move lists and the
 * node count. It works on raw (current, mask) pairs laid out as {@link Bitboard} describes, allocates
 * nothing, and calls its poller every {@value Solver#POLL_INTERVAL} nodes, which throws a
 * {@link SearchStop} to unwind it.
 */
final class Search {
    /** Sorts the table's best move before every move scored by threat count. */
    private static final int HASH_MOVE_SCORE = 1 << 20;
    /** {@link #threatScore}'s weight of a threat the opponent must block at once. */
    private static final int IMMEDIATE_THREAT_WEIGHT = 10;
    /** {@link #threatScore}'s weight of a useful threat right above a playable cell (beside the next). */
    private static final int NEXT_THREAT_WEIGHT = 15;
    /** {@link #threatScore}'s weight of a useful threat two cells above a playable cell (beside the next). */
    private static final int LATER_THREAT_WEIGHT = 5;
    /** {@link #threatScore}'s weight of every useful threat, wherever it lies. */
    private static final int THREAT_WEIGHT = 3;
    /**
     * In a small search (before {@link #FOLLOW_UPS_AFTER} nodes), positions with at most this many free
     * cells order their moves by the plain count of the threats a move creates, not by
     * {@link #threatScore}: their subtrees are tiny, and the finer order saves less there than it costs.
     * A big search keeps the finer order everywhere: it saves more nodes there (the speed history gives
     * the figures).
     */
    private static final int PLAIN_ORDER_FREE_CELLS = 8;
    /** Null-window probes of an exact solve before the sign is probed (see {@link #solve}). */
    private static final int PROBES_BEFORE_SIGN = 4;

    final BoardSize size;
    private final int width;
    private final int height;
    private final int cells;
    private final long bottomRow;
    private final long boardMask;
    /** Column masks in the order moves are added: outer columns first, the centre last. */
    private final long[] columnMaskByInsertionOrder;
    /** For {@link #mirror}: column i of the left half with its spare bit, and the shift to its image. */
    private final long[] leftColumn;
    private final int[] mirrorShift;
    /** For {@link #mirror}: the middle column with its spare bit on a board of odd width, else 0. */
    private final long middleColumn;
    /** The mirror image of each bit of the board. */
    private final long[] mirroredCell = new long[Long.SIZE];
    /** Column masks by column. */
    private final long[] columnMask;
    /** The table's move code (column + 1) of each bit of the board: a lookup, not a division per store. */
    private final byte[] columnCodeOfCell = new byte[Long.SIZE];
    /** Whether lines other than vertical ones fit on the board (width >= 4). */
    private final boolean wide;
    private final TranspositionTable table;
    /** This thread's table of the positions with at most {@link #LATE_FREE_CELLS} free cells. */
    private final LateTable lateTable;
    private final Runnable poller;
    private final MoveSorter sorter;
    private final ClaimEven claimEven;
    /** {@link #nodes} when the current solve began. */
    private long rootNodes;
    /**
     * Enhanced transposition cutoffs only with more free cells than this: nearer the end, a child's
     * subtree is smaller than the cost of probing every child (whose positions, from
     * {@link #LATE_FREE_CELLS} free cells on, are in the thread's own late table, cheap to probe).
     */
    private static final int ETC_MIN_FREE = 8;
    /**
     * Positions with at most this many free cells go to the thread's own {@link LateTable} (in its
     * core's cache): most of the nodes, each worth little, whose probes of the shared table would wait.
     */
    static final int LATE_FREE_CELLS = LateTable.MAX_FREE_CELLS;
    /**
     * Nodes a solve takes before the enhanced transposition cutoffs also probe the children of
     * positions new to the table. Until then, only a position the table knows probes its children:
     * in a small search the children of a new position are rarely in the table, and probing them
     * costs more than it saves (measured on the easy test sets; the medium ones, whose searches
     * soon pass this, need the cutoffs everywhere).
     */
    private static final long ETC_NEW_NODES_AFTER = 1 << 14;
    /**
     * Nodes a solve takes before the follow-up bounds ({@link ClaimEven}) are checked: in a search of
     * tens to thousands of nodes they cost more than they save (L3_R1, L2_R1, L1_R1: 7 to 18 % slower
     * with them from the first node). Sound wherever they are checked, so turning them on mid-search
     * changes only the nodes.
     */
    private static final long FOLLOW_UPS_AFTER = 1 << 12;
    /**
     * Free cells of a child that the threads of a parallel solve split (see {@link BusyTable}): at
     * least this many (at most 16 discs on 7x6). Nearer the end, marking and putting off children
     * costs more than it saves: split down to the late table, the empty board's two-thread solve took
     * more nodes, and far more in some runs (the speed history gives the figures).
     */
    private static final int SPLIT_MIN_FREE = 26;
    /** No line ends known: a value {@link #lineEnds} never returns (it has no bit off the board). */
    private static final long UNKNOWN = -1L;
    long nodes;
    /** The positions the threads of a parallel solve are searching, while helpers run; else null. */
    BusyTable busy;

    Search(BoardSize size, TranspositionTable table, Runnable poller) {
        this.size = size;
        this.width = size.width();
        this.height = size.height();
        this.cells = size.cells();
        this.bottomRow = Bitboard.bottomRow(size);
        this.boardMask = Bitboard.boardMask(size);
        this.wide = width >= BoardSize.WIN_LENGTH;
        int columnBits = height + 1;
        long keyColumn = (1L << columnBits) - 1; // a column with its spare bit, which a key may use
        this.leftColumn = new long[width / 2];
        this.mirrorShift = new int[width / 2];
        for (int column = 0; column < width / 2; column++) {
            leftColumn[column] = keyColumn << (column * columnBits);
            mirrorShift[column] = (width - 1 - 2 * column) * columnBits;
        }
        this.middleColumn = width % 2 == 1 ? keyColumn << (width / 2 * columnBits) : 0;
        this.table = table;
        this.poller = poller;
        this.sorter = new MoveSorter(width, cells);
        this.claimEven = new ClaimEven(size);
        this.lateTable = new LateTable();
        this.columnMask = new long[width];
        for (int column = 0; column < width; column++) {
            columnMask[column] = Bitboard.columnMask(size, column);
        }
        this.columnMaskByInsertionOrder = new long[width];
        for (int i = 0; i < width; i++) {
            columnMaskByInsertionOrder[i] = columnMask[LineGeometry.centreFirst(width, width - 1 - i)];
        }
        for (int bit = 0; bit < Long.SIZE; bit++) {
            columnCodeOfCell[bit] = (byte) (bit / (height + 1) + 1);
            mirroredCell[bit] = mirror(1L << bit);
        }
    }

    /**
     * The score of a position that is not over, by null-window probes narrowing [min, max].
     * With {@code weak}, only the sign.
     *
     * <p>The probes go from the ends of the range inwards, halving towards 0 (cheap probes far from
     * the score), and after {@value #PROBES_BEFORE_SIGN} of them, if the range still holds wins and
     * losses, the sign is probed, then the score next to it: in the opening, where the range is still
     * wide after those probes, scores lie near 0, and the probes between would cost as much as these.
     */
    int solve(long current, long mask, int moves, boolean weak) {
        rootNodes = nodes;
        if (canWinNext(current, mask)) {
            return weak ? 1 : (cells + 1 - moves) / 2;
        }
        int min = -(cells - moves) / 2;
        int max = (cells + 1 - moves) / 2;
        if (weak) {
            min = -1;
            max = 1;
        }
        boolean signKnown = false;
        // a late position's table takes no mirror image: none to make for a root near the end
        boolean late = isLate(moves);
        long mirroredCurrent = late ? 0 : mirror(current);
        long mirroredMask = late ? 0 : mirror(mask);
        for (int probe = 0; min < max; probe++) {
            int med;
            boolean signProbe = probe >= PROBES_BEFORE_SIGN && min < 0 && max > 0;
            if (signProbe) {
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
     * @param mirroredCurrent {@link #mirror} of {@code current}, unless the position is late (then unused)
     * @param mirroredMask    {@link #mirror} of {@code mask}, likewise: the parent makes both from its own
     */
    private int negamax(long current, long mask, int moves, int alpha, int beta, long opponentLines,
            long mirroredCurrent, long mirroredMask) {
        assert alpha < beta;
        assert !canWinNext(current, mask);
        if ((++nodes & (Solver.POLL_INTERVAL - 1)) == 0) {
            poller.run();
        }
        long possible = (mask + bottomRow) & boardMask;
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
        boolean followUps = nodes - rootNodes >= FOLLOW_UPS_AFTER;
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
        long h = late ? LateTable.hash(key) : TranspositionTable.mix(mirrored ? mirroredKey : key);
        int bounds = probe(h, late);
        long hashMove = 0;
        if (bounds != 0) {
            int moveCode = bounds >>> 16;
            if (moveCode != 0) {
                hashMove = possible & columnMask[mirrored ? width - moveCode : moveCode - 1];
            }
            int lowerCode = (bounds >>> 8) & 0xFF;
            int upperCode = bounds & 0xFF;
            if (lowerCode != 0) {
                int lower = decode(lowerCode);
                if (alpha < lower) {
                    alpha = lower;
                    if (alpha >= beta) {
                        return alpha;
                    }
                }
            }
            if (upperCode != 0) {
                int upper = decode(upperCode);
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
        boolean cut = false; // alpha >= beta, by bestMove: a lower bound to store
        search:
        {
            long evening = followUps ? claimEven.evening(mask) & possible : 0;
            if (evening != 0) {
                // the move that evens every column bounds this node from below by its child's claimeven bound
                int childBound = claimEven.upperBound(opponent, mask | evening, lineEnds(current | evening) & ~(mask | evening));
                if (childBound != ClaimEven.NO_BOUND && alpha < -childBound) {
                    alpha = -childBound;
                    bestMove = evening;
                    if (alpha >= beta) {
                        cut = true;
                        break search;
                    }
                }
            }
            // enhanced transposition cutoffs, away from the end of the game and, while the search is
            // small, only at positions the table knows (see ETC_NEW_NODES_AFTER): the table may already know
            // that a move is good enough (its position's upper bound is at most -beta: cut) or cannot
            // raise alpha (lower bound at least -alpha: skipped). Probing every child here also loads
            // their table lines together, while the children searched below would each wait for theirs.
            boolean etc = moves < cells - ETC_MIN_FREE && (bounds != 0 || nodes - rootNodes >= ETC_NEW_NODES_AFTER);
            boolean childLate = isLate(moves + 1);
            for (long rest = etc ? possible : 0; rest != 0; rest &= rest - 1) {
                long move = rest & -rest;
                long childKey = childLate
                        ? opponent + (mask | move)
                        : sharedChildKey(opponent, mask, move, mirroredOpponent, mirroredMask);
                int childBounds = probe(childLate ? LateTable.hash(childKey) : TranspositionTable.mix(childKey), childLate);
                if (childBounds != 0) {
                    int childUpper = childBounds & 0xFF;
                    if (childUpper != 0 && -decode(childUpper) >= beta) {
                        alpha = -decode(childUpper);
                        bestMove = move;
                        cut = true;
                        break search;
                    }
                    int childLower = (childBounds >>> 8) & 0xFF;
                    if (childLower != 0 && -decode(childLower) <= alpha) {
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
                        cut = true;
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
            boolean plainOrder = !followUps && moves >= cells - PLAIN_ORDER_FREE_CELLS;
            long oddThreatMoves = followUps ? claimEven.oddThreatMoves(mask) : 0;
            for (int i = 0; i < width; i++) {
                long move = possible & columnMaskByInsertionOrder[i];
                if (move != 0) {
                    long lines = lineEnds(current | move);
                    if ((move & oddThreatMoves) != 0) {
                        // a move after which the opponent's follow-up loses bounds this node from below
                        int childBound = claimEven.oddThreatBound(opponent, mask | move, lines & ~(mask | move));
                        if (childBound != ClaimEven.NO_BOUND && alpha < -childBound) {
                            alpha = -childBound;
                            bestMove = move;
                            if (alpha >= beta) {
                                cut = true;
                                break search;
                            }
                        }
                    }
                    // the best move of an earlier search of this position first, then by threats created
                    int score = move == hashMove ? HASH_MOVE_SCORE
                            : plainOrder ? Long.bitCount(lines & ~(mask | move))
                            : threatScore(lines, mask | move, opponentWins);
                    sorter.add(moves, move, score, lines);
                }
            }
            // in a parallel solve, a child another thread is searching is put off, unless it is this node's
            // first move (likely the one that cuts, where the threads had better agree): searched after its
            // siblings, it is then often in the table. Only children with big subtrees (SPLIT_MIN_FREE).
            BusyTable busy = cells - moves - 1 < SPLIT_MIN_FREE ? null : this.busy;
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
                        cut = true;
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
                        cut = true;
                        break search;
                    }
                }
            }
        }
        // one store for every way out, so that the compiler inlines the table's code once
        int code = encode(alpha);
        store(late, h, cut ? code : 0, cut ? 0 : code, bestMove == 0 ? 0 : moveCode(bestMove, mirrored));
        return alpha;
    }

    /** The mirror image of the mask after {@code move}, from this node's (unused by a late child). */
    private long mirroredChildMask(long mirroredMask, long move) {
        return mirroredMask | mirroredCell[Long.numberOfTrailingZeros(move)];
    }

    /**
     * The shared table's key of the position after {@code move}: the smaller of its key and its mirror
     * image's, the image made from this node's (mirroring commutes with ^, | and + on keys).
     */
    private long sharedChildKey(long opponent, long mask, long move, long mirroredOpponent, long mirroredMask) {
        return Math.min(opponent + (mask | move), mirroredOpponent + mirroredChildMask(mirroredMask, move));
    }

    /**
     * How promising a move is, by the threats (cells that would complete a four) it leaves its player,
     * after Christophe Steininger's ordering: a threat counts more the sooner it binds, and only if it is
     * useful, not right above an opponent's threat (the opponent would take that cell when blocking its
     * own). A threat right above a playable cell (the opponent can no longer play below it) weighs most,
     * then one the opponent must block at once (which costs it only that move), then one two cells above
     * a playable cell. The weights were tuned on node counts (L1_R1, L1_R2 and random openings).
     *
     * @param lines        {@link #lineEnds} of the mover's stones after the move
     * @param mask         the occupied cells after the move
     * @param opponentWins the opponent's winning cells
     */
    private int threatScore(long lines, long mask, long opponentWins) {
        long threats = lines & ~mask;
        long useful = threats & ~((opponentWins & ~mask) << 1);
        long playable = (mask + bottomRow) & boardMask;
        long above = playable << 1;
        long twoAbove = (above & boardMask) << 1;
        return IMMEDIATE_THREAT_WEIGHT * Long.bitCount(threats & playable)
                + NEXT_THREAT_WEIGHT * Long.bitCount(useful & above)
                + LATER_THREAT_WEIGHT * Long.bitCount(useful & twoAbove)
                + THREAT_WEIGHT * Long.bitCount(useful);
    }

    /**
     * The codes stored for a position of {@code moves} discs (see {@link TranspositionTable#probe}), its
     * move as seen from this position even where the entry is its mirror image's.
     */
    int probe(long key, int moves) {
        boolean late = isLate(moves);
        long mirroredKey = late ? key : mirror(key);
        int codes = probe(late ? LateTable.hash(key) : TranspositionTable.mix(Math.min(key, mirroredKey)), late);
        int moveCode = codes >>> 16;
        return mirroredKey < key && moveCode != 0 ? (width + 1 - moveCode) << 16 | (codes & 0xFFFF) : codes;
    }

    /** Whether a position of {@code moves} discs belongs in the late table. */
    private boolean isLate(int moves) {
        return moves >= cells - LATE_FREE_CELLS;
    }

    /** The codes stored for {@code h} (a {@link LateTable#hash} or a {@link TranspositionTable#mix}) in the late table or the shared one. */
    private int probe(long h, boolean late) {
        return late ? lateTable.probe(h) : table.probe(h);
    }

    /** Stores codes for {@code h} (as {@link #probe(long, boolean)} takes it) in the late table or the shared one. */
    private void store(boolean late, long h, int lowerCode, int upperCode, int moveCode) {
        if (late) {
            lateTable.store(h, lowerCode, upperCode, moveCode);
        } else {
            table.store(h, lowerCode, upperCode, moveCode);
        }
    }

    /** Forgets the positions of the late table. */
    void clearLateTable() {
        lateTable.clear();
    }

    /**
     * The table's code of a move: its column + 1, of the mirror image's column if the position's entry is
     * its mirror image's ({@code mirrored}).
     */
    private int moveCode(long move, boolean mirrored) {
        int code = columnCodeOfCell[Long.numberOfTrailingZeros(move)];
        return mirrored ? width + 1 - code : code;
    }

    /**
     * A set of cells, or a position key, reflected left to right: the columns in reverse order, each
     * column of the left half swapped with its image.
     */
    long mirror(long bits) {
        long mirrored = bits & middleColumn;
        for (int i = 0; i < mirrorShift.length; i++) {
            int shift = mirrorShift[i];
            mirrored |= ((bits & leftColumn[i]) << shift) | ((bits >>> shift) & leftColumn[i]);
        }
        return mirrored;
    }

    /** Table codes 1..cells+1 for scores -cells/2..cells/2+1. */
    private int encode(int score) {
        return score + cells / 2 + 1;
    }

    private int decode(int code) {
        return code - cells / 2 - 1;
    }

    private boolean canWinNext(long current, long mask) {
        return (winningCells(current, mask) & (mask + bottomRow) & boardMask) != 0;
    }

    /**
     * The empty cells that would complete a line of four for the side owning {@code stones}:
     * for each direction, the cells next to three aligned stones or filling the gap of 3 of 4.
     */
    private long winningCells(long stones, long mask) {
        return lineEnds(stones) & ~mask;
    }

    /** The cells of the board (empty or not) that complete a line of four for {@code stones}. */
    private long lineEnds(long stones) {
        // vertical: three stones right below
        long r = (stones << 1) & (stones << 2) & (stones << 3);
        if (wide) {
            r |= lineCompletions(stones, height + 1); // horizontal
            r |= lineCompletions(stones, height); // diagonal going down to the right
            r |= lineCompletions(stones, height + 2); // diagonal going up to the right
        }
        return r & boardMask;
    }

    /** Cells that complete four along the direction whose neighbours are {@code step} bits apart. */
    private static long lineCompletions(long stones, int step) {
        // shifted copies, each made from the last: one shift count in a register, not three
        long up1 = stones << step;
        long up2 = up1 << step;
        long down1 = stones >>> step;
        long down2 = down1 >>> step;
        // two stones on one side of the cell, with a third beyond them or one on the other side
        return (up1 & up2 & ((up2 << step) | down1)) | (down1 & down2 & ((down2 >>> step) | up1));
    }
}
