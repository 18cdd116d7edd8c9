package dev.connectfour.engine.coach;

import dev.connectfour.engine.board.Bitboard;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.board.Position.Cell;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Allis' way of proving that the controller (whose opponent, the defender, is to move) does not lose: a set of
 * compatible rules that together refute every four the defender can still make. Each rule here is a pair of empty
 * cells, no cell in two pairs:
 * <ul>
 *   <li>two cells one right above the other in a column (a claimeven when the upper is on an even row, a vertical
 *   when it is on an odd one): the defender can take the lower only, and the controller answers with the upper, so the
 *   controller gets the upper;</li>
 *   <li>two playable cells of different columns (a baseinverse): whichever the defender takes, the controller takes
 *   the other, so the defender never gets both.</li>
 * </ul>
 * A four of the defender's is refuted if it needs the upper cell of a column pair, both cells of a baseinverse, or
 * (Allis' before) every cell right above the empty cells of a four of the controller's across columns whose empty cells
 * are all such upper cells: the controller completes that four before the defender can fill the cells above it.
 * Allis' lowinverse needs no instance of its own here: the controller takes the upper cell of every column pair, so
 * two verticals already refute every four through both their upper cells. The other cells are free: a disc there is
 * answered on a free cell. The search (Allis' VICTOR, in small: a cover of the defender's fours by compatible rules)
 * tries the covers, fewest choices first, each alone and then with the free cells above paired by claimeven; a cover
 * counts only once {@link PairsProof} confirms it against every defence.
 *
 * <p>A combination is named by its cells, two by two: a column pair lower cell first, a baseinverse in either order.
 */
final class Combination {
    /** The covers a search proves at most, and the steps it may take to find them: enough for the coach's positions. */
    private static final int MOST_COVERS = 12;
    private static final int MOST_STEPS = 4_000;

    private final Grid grid;
    private final long mask;
    /** The empty cells of each four the defender can still make. */
    private final List<Long> groups;
    private final long controller;
    /** The empty cells of each four the controller can still make across columns, none on the top row (Allis' before groups). */
    private final List<Long> befores;
    private int steps;
    private int covers;

    private Combination(Grid grid, long mask, long controller) {
        this.grid = grid;
        this.mask = mask;
        this.controller = controller;
        this.groups = defenderGroups(grid, mask, controller);
        this.befores = beforeGroups(grid, mask, controller);
    }

    /** A proven combination for the controller, as its cells; empty if the search finds none within its bounds. */
    static Optional<List<Cell>> find(Position position, Player controller) {
        if (!applies(position, controller)) {
            return Optional.empty();
        }
        Combination search = new Combination(Grid.of(position.size()), position.occupied(), Grid.discs(position, controller));
        return Optional.ofNullable(search.cover(new ArrayList<>(), 0));
    }

    /** Whether the pairs {@code cells} are a combination that refutes every four of the defender's and holds. */
    static boolean holds(Position position, Player controller, List<Cell> cells) {
        List<Long> pairs = fitting(position, controller, cells);
        return pairs != null && new Combination(Grid.of(position.size()), position.occupied(), Grid.discs(position, controller))
                .proves(pairs);
    }

    /**
     * Whether the pairs {@code cells} look like a combination on the board: each a column pair or a baseinverse on
     * empty cells, and every four of the defender's refuted by them; the solve is {@link #holds}'s.
     */
    static boolean fits(Position position, Player controller, List<Cell> cells) {
        return fitting(position, controller, cells) != null;
    }

    /** The pairs of {@code cells} as bits, if they fit (see {@link #fits}); null otherwise. */
    private static List<Long> fitting(Position position, Player controller, List<Cell> cells) {
        if (!applies(position, controller) || cells.isEmpty() || cells.size() % 2 != 0) {
            return null;
        }
        Grid grid = Grid.of(position.size());
        long mask = position.occupied();
        List<Long> pairs = new ArrayList<>();
        long used = 0;
        for (Cell cell : cells) {
            if (cell.column() < 0 || cell.column() >= position.size().width() || cell.row() < 0
                    || cell.row() >= position.size().height()) {
                return null;
            }
            long bit = grid.bit(cell);
            if ((bit & (mask | used)) != 0) {
                return null;
            }
            used |= bit;
            pairs.add(bit);
        }
        for (int i = 0; i < pairs.size(); i += 2) {
            if (!isColumnPair(grid, pairs.get(i), pairs.get(i + 1)) && !isBaseinverse(grid, mask, pairs.get(i), pairs.get(i + 1))) {
                return null;
            }
        }
        return new Combination(grid, mask, Grid.discs(position, controller)).covers(pairs) ? pairs : null;
    }

    private static boolean applies(Position position, Player controller) {
        return position.size().height() % 2 == 0 && !position.isGameOver() && position.toMove() != controller;
    }

    /** The lower {@code a} and the cell right above it, {@code b}. */
    private static boolean isColumnPair(Grid grid, long a, long b) {
        Cell lower = grid.cell(a);
        Cell upper = grid.cell(b);
        return lower.column() == upper.column() && upper.row() == lower.row() + 1;
    }

    private static boolean isBaseinverse(Grid grid, long mask, long a, long b) {
        return grid.column(a) != grid.column(b) && grid.isPlayable(mask, a) && grid.isPlayable(mask, b);
    }

    /** The empty cells of the lines with no disc of the controller's: the fours the defender can still make. */
    private static List<Long> defenderGroups(Grid grid, long mask, long controller) {
        List<Long> groups = new ArrayList<>();
        for (int i = 0; i < grid.geometry().lineCount(); i++) {
            long line = grid.geometry().line(i);
            if ((line & controller) == 0 && (line & ~mask) != 0) {
                groups.add(line & ~mask);
            }
        }
        return groups;
    }

    /** The empty cells of the controller's fours for Allis' before: across columns, each empty cell with one above it. */
    private static List<Long> beforeGroups(Grid grid, long mask, long controller) {
        List<Long> befores = new ArrayList<>();
        long defender = mask & ~controller;
        for (int i = 0; i < grid.geometry().lineCount(); i++) {
            long line = grid.geometry().line(i);
            long empty = line & ~mask;
            boolean vertical = (line & ~Bitboard.columnMask(grid.size(), grid.column(Long.lowestOneBit(line)))) == 0;
            if ((line & defender) == 0 && empty != 0 && !vertical && ((empty << 1) & ~grid.board()) == 0) {
                befores.add(empty);
            }
        }
        return befores;
    }

    /** True if every four of the defender's needs the upper cell of a column pair or both cells of a baseinverse. */
    private boolean covers(List<Long> pairs) {
        return covers(pairs, 0, 0);
    }

    /**
     * True if the pairs refute every four the defender can still make once the controller has {@code taken} more of
     * the cells and the defender {@code given} (the fours with a disc of the controller's need nothing more).
     */
    private boolean covers(List<Long> pairs, long taken, long given) {
        for (long group : groups) {
            if ((group & taken) == 0 && !refuted(group, pairs, taken, given)) {
                return false;
            }
        }
        return true;
    }

    private boolean refuted(long group, List<Long> pairs) {
        return refuted(group, pairs, 0, 0);
    }

    private boolean refuted(long group, List<Long> pairs, long taken, long given) {
        for (int i = 0; i < pairs.size(); i += 2) {
            long a = pairs.get(i);
            long b = pairs.get(i + 1);
            if (!isColumnPair(grid, a, b) && (group & a) != 0 && (group & b) != 0) {
                return true;
            }
        }
        long uppers = uppers(pairs);
        if ((group & uppers) != 0) {
            return true;
        }
        for (long before : befores) {
            if ((before & given) == 0 && (before & ~uppers & ~taken) == 0 && ((before << 1) & ~group) == 0) {
                return true; // the controller gets every empty cell of its four before the defender any cell above them
            }
        }
        return false;
    }

    /** Whether the controller holds by the pairs against every defence: the {@link PairsProof}. */
    private boolean proves(List<Long> pairs) {
        long[] partner = new long[Long.SIZE];
        for (int i = 0; i < pairs.size(); i += 2) {
            partner[Long.numberOfTrailingZeros(pairs.get(i))] = pairs.get(i + 1);
            partner[Long.numberOfTrailingZeros(pairs.get(i + 1))] = pairs.get(i);
        }
        PairsProof.Cover cover = (own, now, cells) -> {
            List<Long> left = new ArrayList<>();
            for (int i = 0; i < pairs.size(); i += 2) {
                if ((pairs.get(i) & cells) != 0 && (pairs.get(i + 1) & cells) != 0) {
                    left.add(pairs.get(i));
                    left.add(pairs.get(i + 1));
                }
            }
            return covers(left, own & ~controller, now & ~own);
        };
        return PairsProof.holds(grid, partner, cover, controller, mask);
    }

    /**
     * The first proven cover that extends {@code pairs} (cells {@code used}), as cells; null if none within the
     * bounds. Refutes the uncovered four with the fewest ways to refute it first.
     */
    private List<Cell> cover(List<Long> pairs, long used) {
        if (++steps > MOST_STEPS || covers >= MOST_COVERS) {
            return null;
        }
        List<long[]> best = null;
        for (long group : groups) {
            if (!refuted(group, pairs)) {
                List<long[]> options = options(group, used, pairs);
                if (best == null || options.size() < best.size()) {
                    best = options;
                }
                if (best.isEmpty()) {
                    return null;
                }
            }
        }
        if (best == null) {
            return proven(pairs, used);
        }
        for (long[] option : best) {
            long cells = 0;
            for (long cell : option) {
                pairs.add(cell);
                cells |= cell;
            }
            List<Cell> found = cover(pairs, used | cells);
            pairs.subList(pairs.size() - option.length, pairs.size()).clear();
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    /** The cover {@code pairs} if it holds alone or with claimevens on the free cells; null otherwise. */
    private List<Cell> proven(List<Long> pairs, long used) {
        covers++;
        if (!pairs.isEmpty() && proves(pairs)) {
            return cellsOf(pairs);
        }
        List<Long> completed = new ArrayList<>(pairs);
        for (int column = 0; column < grid.size().width(); column++) {
            long columnMask = Bitboard.columnMask(grid.size(), column);
            for (long cell = Long.lowestOneBit(columnMask & ~mask); cell != 0 && (cell & columnMask) != 0; cell <<= 1) {
                long above = cell << 1;
                if ((above & columnMask) != 0 && ((cell | above) & (used | mask)) == 0 && (cell & grid.oddRows()) != 0) {
                    completed.add(cell);
                    completed.add(above);
                    cell = above;
                }
            }
        }
        return completed.size() > pairs.size() && proves(completed) ? cellsOf(completed) : null;
    }

    /**
     * The ways to refute the four with empty cells {@code group} by a new pair on cells not {@code used}: a column
     * pair under one of its cells (claimevens first), then a baseinverse on two of its playable cells.
     */
    private List<long[]> options(long group, long used, List<Long> pairs) {
        List<long[]> claimevens = new ArrayList<>();
        List<long[]> others = new ArrayList<>();
        for (long rest = group; rest != 0; rest &= rest - 1) {
            long cell = Long.lowestOneBit(rest);
            Cell at = grid.cell(cell);
            if ((cell & used) != 0 || at.row() == 0) {
                continue;
            }
            long below = grid.bit(new Cell(at.column(), at.row() - 1));
            if ((below & (mask | used)) == 0) {
                ((below & grid.oddRows()) != 0 ? claimevens : others).add(new long[] {below, cell});
            }
        }
        List<long[]> options = new ArrayList<>(claimevens);
        for (long a = group & ~used; a != 0; a &= a - 1) {
            for (long b = a & (a - 1); b != 0; b &= b - 1) {
                long first = Long.lowestOneBit(a);
                long second = Long.lowestOneBit(b);
                if (isBaseinverse(grid, mask, first, second)) {
                    options.add(new long[] {first, second});
                }
            }
        }
        options.addAll(others);
        for (long before : befores) {
            long[] option = beforeOption(group, before, used, uppers(pairs));
            if (option != null) {
                options.add(option);
            }
        }
        return options;
    }

    /**
     * Allis' before: the column pairs that give the controller every empty cell of its four {@code before} not yet an
     * upper cell, when {@code group} needs every cell right above them; null if it does not or a pair cannot be made.
     */
    private long[] beforeOption(long group, long before, long used, long uppers) {
        if (((before << 1) & ~group) != 0) {
            return null;
        }
        long needed = before & ~uppers;
        long[] option = new long[2 * Long.bitCount(needed)];
        int i = 0;
        for (long rest = needed; rest != 0; rest &= rest - 1) {
            long cell = Long.lowestOneBit(rest);
            long below = cell >>> 1;
            if (grid.cell(cell).row() == 0 || ((cell | below) & (used | mask)) != 0) {
                return null;
            }
            option[i++] = below;
            option[i++] = cell;
        }
        return option.length == 0 ? null : option;
    }

    private long uppers(List<Long> pairs) {
        long uppers = 0;
        for (int i = 0; i < pairs.size(); i += 2) {
            if (isColumnPair(grid, pairs.get(i), pairs.get(i + 1))) {
                uppers |= pairs.get(i + 1);
            }
        }
        return uppers;
    }

    private List<Cell> cellsOf(List<Long> pairs) {
        List<Cell> cells = new ArrayList<>();
        for (long bit : pairs) {
            cells.add(grid.cell(bit));
        }
        return cells;
    }
}
