package dev.connectfour.engine.board;

import java.util.ArrayList;
import java.util.List;

/**
 * The bitboard geometry the computer players search with, for one {@link BoardSize}: the mask of each
 * column, its bottom cell, and every line of {@value BoardSize#WIN_LENGTH} cells (the "win places":
 * 69 on the standard 7x6 board, 126 on 9x7). Same layout as {@link Position}: one column per
 * {@code height + 1} bits, bottom cell first, the spare bit on top of each column always empty; on a
 * {@linkplain BoardSize#isPacked() packed} board (9x7) one column per {@code height} bits.
 *
 * <p>An immutable value; build one per board size and share it.
 */
public final class LineGeometry {
    private final BoardSize size;
    private final long[] columnMasks;
    private final long[] bottomMasks;
    private final long[] topMasks;
    private final long[] lines;
    /** Columns from the centre outwards: the usual move order for searches. */
    private final int[] centreFirstOrder;

    LineGeometry(BoardSize size) {
        this.size = size;
        int width = size.width();
        int height = size.height();
        columnMasks = new long[width];
        bottomMasks = new long[width];
        topMasks = new long[width];
        for (int column = 0; column < width; column++) {
            bottomMasks[column] = Bitboard.bottomMask(size, column);
            topMasks[column] = Bitboard.topMask(size, column);
            columnMasks[column] = Bitboard.columnMask(size, column);
        }
        List<Long> found = new ArrayList<>();
        int n = BoardSize.WIN_LENGTH;
        for (Direction direction : Direction.values()) {
            for (int column = 0; column < width; column++) {
                for (int row = 0; row < height; row++) {
                    int lastColumn = column + (n - 1) * direction.columnStep();
                    int lastRow = row + (n - 1) * direction.rowStep();
                    if (lastColumn >= width || lastRow < 0 || lastRow >= height) {
                        continue;
                    }
                    long line = 0;
                    for (int i = 0; i < n; i++) {
                        line |= cell(column + i * direction.columnStep(), row + i * direction.rowStep());
                    }
                    found.add(line);
                }
            }
        }
        lines = found.stream().mapToLong(Long::longValue).toArray();
        centreFirstOrder = new int[width];
        for (int i = 0; i < width; i++) {
            centreFirstOrder[i] = centreFirst(width, i);
        }
    }

    /** The i-th column from the centre outwards; width 7: 3, 2, 4, 1, 5, 0, 6 (left of centre first, as Pons' solver does). */
    public static int centreFirst(int width, int i) {
        return width / 2 + (1 - 2 * (i % 2)) * (i + 1) / 2;
    }

    private static final LineGeometry STANDARD = new LineGeometry(BoardSize.STANDARD);

    /** The geometry of {@code size}; the standard board's is built once. */
    public static LineGeometry of(BoardSize size) {
        return size.equals(BoardSize.STANDARD) ? STANDARD : new LineGeometry(size);
    }

    public BoardSize size() {
        return size;
    }

    public int width() {
        return size.width();
    }

    public long cell(int column, int row) {
        return Bitboard.cellBit(size, column, row);
    }

    /** The number of lines of four; 69 on 7x6. */
    public int lineCount() {
        return lines.length;
    }

    /** The {@code index}-th line of four, as a bit mask. */
    public long line(int index) {
        return lines[index];
    }

    /** The i-th column to try, centre first. */
    public int columnInOrder(int i) {
        return centreFirstOrder[i];
    }

    public boolean canPlay(long mask, int column) {
        return (mask & topMasks[column]) == 0;
    }

    /** The single bit a disc dropped in {@code column} lands on; assumes the column has room. */
    public long moveBit(long mask, int column) {
        return (mask + bottomMasks[column]) & columnMasks[column];
    }

    /** True if a disc of {@code stones}' owner dropped in {@code column} completes four; assumes the column has room. */
    public boolean completesFour(long stones, long mask, int column) {
        return Bitboard.hasAlignment(size, stones | moveBit(mask, column));
    }

    /** The columns where the owner of {@code stones} would connect four with its next disc, as a bit set of column indexes. */
    public int winningColumns(long stones, long mask) {
        int columns = 0;
        for (int column = 0; column < size.width(); column++) {
            if (canPlay(mask, column) && completesFour(stones, mask, column)) {
                columns |= 1 << column;
            }
        }
        return columns;
    }
}
