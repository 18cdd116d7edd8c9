package dev.connectfour.engine.coach;

import java.util.List;

/**
 * A strategy of Allis' kind for one side, the controller: the free cells grouped in pairs, and for
 * each cell the defender may take, the cell the controller takes in reply. In a column, cells are
 * paired from the lowest free one up, each with the cell right above it: the controller answers in
 * the same column (the follow-up) and gets the upper cell of every pair, on an even row (claimeven)
 * or an odd one (vertical). A baseinverse pairs two playable cells of different columns: whichever
 * the defender takes, the controller takes the other; their columns are then paired from the cell
 * above. A cell left unpaired (the top of a column with an odd number of free cells) has no answer.
 * A ceiling stops a column's pairs below it: the ceiling and the cells above it stay unpaired (the cell
 * right under a threat of the controller's, which the defender fills only to lose at once).
 */
final class Pairing {
    private final Grid grid;
    /** The partner of each cell, by bit index; 0 for a cell with none. */
    private final long[] partner = new long[Long.SIZE];
    /** The upper cells of the column pairs: the cells the controller surely gets. */
    private final long uppers;
    /** The cells under which the columns' pairs stop. */
    private final long ceilings;

    private Pairing(Grid grid, long mask, List<Long> bases, long ceilings) {
        this.grid = grid;
        this.ceilings = ceilings;
        long allBases = 0;
        for (int i = 0; i < bases.size(); i += 2) {
            partner[Long.numberOfTrailingZeros(bases.get(i))] = bases.get(i + 1);
            partner[Long.numberOfTrailingZeros(bases.get(i + 1))] = bases.get(i);
            allBases |= bases.get(i) | bases.get(i + 1);
        }
        long upper = 0;
        long filled = mask | allBases;
        for (int column = 0; column < grid.size().width(); column++) {
            while (grid.geometry().canPlay(filled, column)) {
                long lower = grid.geometry().moveBit(filled, column);
                filled |= lower;
                if ((lower & ceilings) != 0 || !grid.geometry().canPlay(filled, column)) {
                    break;
                }
                long above = grid.geometry().moveBit(filled, column);
                filled |= above;
                if ((above & ceilings) != 0) {
                    break;
                }
                partner[Long.numberOfTrailingZeros(lower)] = above;
                upper |= above;
            }
        }
        this.uppers = upper;
    }

    /** The follow-up: every column paired from its lowest free cell up. */
    static Pairing followUp(Grid grid, long mask) {
        return new Pairing(grid, mask, List.of(), 0);
    }

    /**
     * Baseinverses on pairs of playable cells ({@code bases[0]} with {@code bases[1]}, {@code bases[2]}
     * with {@code bases[3]}...), each cell in a column of its own; the follow-up everywhere else.
     */
    static Pairing baseInverses(Grid grid, long mask, List<Long> bases) {
        return baseInverses(grid, mask, bases, 0);
    }

    /** Like {@link #baseInverses(Grid, long, List)}, each column's pairs stopping below its cell of {@code ceilings}, if any. */
    static Pairing baseInverses(Grid grid, long mask, List<Long> bases, long ceilings) {
        assert bases.size() % 2 == 0;
        return new Pairing(grid, mask, bases, ceilings);
    }

    /** The controller's answer to the defender's disc on {@code cell}, or 0 if the strategy has none. */
    long answer(long cell) {
        return partner[Long.numberOfTrailingZeros(cell)];
    }

    /** True if {@code cell} is a ceiling: the cell right under a threat of the controller's, left unpaired. */
    boolean isCeiling(long cell) {
        return (cell & ceilings) != 0;
    }

    /** The cells the controller is sure to get: the upper cell of every column pair. */
    long uppers() {
        return uppers;
    }

    /** Of the controller's cells {@code cells}, those on an odd row: its verticals (the others are claimevens). */
    long verticals(long cells) {
        return cells & uppers & grid.oddRows();
    }

}
