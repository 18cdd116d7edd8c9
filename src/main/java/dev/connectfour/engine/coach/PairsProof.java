package dev.connectfour.engine.coach;

import dev.connectfour.engine.board.LineGeometry;
import java.util.HashMap;
import java.util.Map;

/**
 * The check of a {@link Combination}: a solve in which the controller plays only as its pairs say and the defender
 * tries every move. A disc of the defender's on a cell of a pair is answered on the other cell (which must be
 * playable then). A disc on a free cell (in no pair) is answered on a free cell; with none playable, on a cell of a
 * baseinverse whose other cell is still empty (the defender then gets one cell of it at most, all the pair promises);
 * with none of those, on the lower cell of a column pair the controller gives up, if the pairs left still refute every
 * four of the defender's (its {@link Cover}). Of those answers, the first with which the controller holds counts, the
 * most central first. The claim holds if no defence connects four for the defender: the board filling up or a four of
 * the controller's ends a line. A defence after which the controller has no answer refutes it, and so does a solve that
 * needs more than {@value #MOST_NODES} positions (nothing is proven then). Exhaustive over the defences, with a table
 * of the positions met.
 */
final class PairsProof {
    /** The positions a proof may visit: enough for the coach's positions once the rules answer most moves. */
    static final int MOST_NODES = 100_000;

    /** Whether the pairs still in play refute every four the defender can still make. */
    interface Cover {
        boolean holds(long controller, long mask, long pairs);
    }

    private record Node(long controller, long mask, long pairs) {
    }

    /** A solve that needed more positions than it may visit. */
    private static final class TooLong extends RuntimeException {
        TooLong() {
            super("too many positions", null, false, false);
        }
    }

    private final Grid grid;
    private final long[] partner;
    private final Cover cover;
    private final Map<Node, Boolean> known = new HashMap<>();

    private PairsProof(Grid grid, long[] partner, Cover cover) {
        this.grid = grid;
        this.partner = partner;
        this.cover = cover;
    }

    /**
     * Whether the controller, answering as the pairs say from here with the defender to move, holds at least the
     * draw against every defence.
     *
     * @param partner    by bit index, the other cell of the pair a cell is in; 0 for a free cell
     * @param cover      whether a set of the pairs (their cells) refutes every four of the defender's
     * @param controller the controller's discs
     * @param mask       every disc
     */
    static boolean holds(Grid grid, long[] partner, Cover cover, long controller, long mask) {
        if (grid.hasFour(mask & ~controller)) {
            return false;
        }
        if (grid.hasFour(controller)) {
            return true;
        }
        long paired = 0;
        for (int bit = 0; bit < partner.length; bit++) {
            if (partner[bit] != 0) {
                paired |= 1L << bit;
            }
        }
        try {
            return new PairsProof(grid, partner, cover).defend(controller, mask, paired);
        } catch (TooLong e) {
            return false;
        }
    }

    /** The defender to move; {@code pairs}, the cells of the pairs still in play. */
    private boolean defend(long controller, long mask, long pairs) {
        if (mask == grid.board()) {
            return true;
        }
        Node node = new Node(controller, mask, pairs);
        Boolean result = known.get(node);
        if (result != null) {
            return result;
        }
        if (known.size() >= MOST_NODES) {
            throw new TooLong();
        }
        LineGeometry geometry = grid.geometry();
        long defender = mask & ~controller;
        boolean holds = true;
        for (int column = 0; column < grid.size().width() && holds; column++) {
            if (!geometry.canPlay(mask, column)) {
                continue;
            }
            if (geometry.completesFour(defender, mask, column)) {
                holds = false;
                break;
            }
            long disc = geometry.moveBit(mask, column);
            long afterDisc = mask | disc;
            if (afterDisc != grid.board()) {
                long other = (disc & pairs) != 0 ? partner[Long.numberOfTrailingZeros(disc)] : 0;
                holds = answered(controller, afterDisc, pairs, other);
            }
        }
        known.put(node, holds);
        return holds;
    }

    /**
     * Whether the controller holds after answering the defender's last disc ({@code mask} with it): on {@code other},
     * the other cell of its pair, if that is still empty; else on the first answer the class comment lists with
     * which it holds.
     */
    private boolean answered(long controller, long mask, long pairs, long other) {
        if (other != 0 && (other & mask) == 0) {
            return grid.isPlayable(mask, other) && holdsAfter(controller, mask, pairs, other);
        }
        boolean free = false;
        boolean baseinverse = false;
        for (int i = 0; i < grid.size().width(); i++) {
            long cell = playable(mask, grid.geometry().columnInOrder(i));
            if (cell != 0 && (cell & pairs) == 0) {
                free = true;
                if (holdsAfter(controller, mask, pairs, cell)) {
                    return true;
                }
            }
        }
        for (int i = 0; i < grid.size().width() && !free; i++) {
            long cell = playable(mask, grid.geometry().columnInOrder(i));
            if ((cell & pairs) != 0 && isOpenBaseinverse(mask, cell)) {
                baseinverse = true;
                if (holdsAfter(controller, mask, pairs, cell)) {
                    return true;
                }
            }
        }
        for (int i = 0; i < grid.size().width() && !free && !baseinverse; i++) {
            long cell = playable(mask, grid.geometry().columnInOrder(i));
            if ((cell & pairs) == 0) {
                continue;
            }
            long left = pairs & ~cell & ~partner[Long.numberOfTrailingZeros(cell)];
            if (cover.holds(controller | cell, mask | cell, left) && holdsAfter(controller, mask, left, cell)) {
                return true;
            }
        }
        return false;
    }

    /** True if {@code cell} is a cell of a baseinverse whose other cell is still empty and playable. */
    private boolean isOpenBaseinverse(long mask, long cell) {
        long other = partner[Long.numberOfTrailingZeros(cell)];
        return (other & mask) == 0 && grid.column(other) != grid.column(cell) && grid.isPlayable(mask, other);
    }

    /** The cell a disc dropped in {@code column} lands on, 0 if the column is full. */
    private long playable(long mask, int column) {
        return grid.geometry().canPlay(mask, column) ? grid.geometry().moveBit(mask, column) : 0;
    }

    private boolean holdsAfter(long controller, long mask, long pairs, long answer) {
        return grid.geometry().completesFour(controller, mask, grid.column(answer))
                || defend(controller | answer, mask | answer, pairs);
    }
}
