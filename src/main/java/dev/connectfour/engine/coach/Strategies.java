package dev.connectfour.engine.coach;

import dev.connectfour.engine.board.Bitboard;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.board.Position.Cell;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Allis' rules as strategies for a controller whose opponent (the defender) is to move: finding one
 * that proves an outcome, and checking a named one. Only on boards of even height: there every
 * column's free cells pair up, and odd and even rows mean what the rules say.
 *
 * <p>A strategy is named by its cells: first the baseinverse pairs, if any (playable cells, two by
 * two: a column with an odd number of free cells gets its lowest cell paired with another such
 * column's, so that the follow-up pairs the rest), then the cells that matter (the group the
 * controller completes, or the defender's threats it takes). The leading playable cells are the
 * pairs: the cells that matter are never playable (the defender, to move, would take them).
 */
final class Strategies {
    /** A rule and the cells it names (see {@link Idea} for their order). */
    record Found(Idea rule, List<Cell> cells) {
    }

    /** Enough matchings of the odd columns for the boards the game offers; more would only cost time. */
    private static final int MAX_PAIRINGS = 16;

    private Strategies() {
    }

    /**
     * Whether the controller, playing only as {@code rule} with {@code cells} says, wins
     * ({@code mustWin}: zugzwang or aftereven, the cells that matter being its group's empty cells) or
     * holds at least the draw (claimeven, vertical, baseinverse: the cells that matter being the
     * defender's threats it takes) against every defence; for {@link Idea#PAIRS}, by a {@link Combination}'s pairs.
     */
    static boolean holds(Position position, Player controller, Idea rule, List<Cell> cells, boolean mustWin) {
        if (rule == Idea.PAIRS) {
            return !mustWin && Combination.holds(position, controller, cells);
        }
        if (position.size().height() % 2 != 0 || position.isGameOver() || position.toMove() == controller) {
            return false;
        }
        Grid grid = Grid.of(position.size());
        long mask = position.occupied();
        long own = Grid.discs(position, controller);
        int baseCount = 0;
        while (baseCount < cells.size() && grid.isPlayable(mask, grid.bit(cells.get(baseCount)))) {
            baseCount++;
        }
        List<Long> bases = new ArrayList<>();
        long usedColumns = 0;
        for (Cell cell : cells.subList(0, baseCount)) {
            if ((usedColumns & (1L << cell.column())) != 0) {
                return false;
            }
            usedColumns |= 1L << cell.column();
            bases.add(grid.bit(cell));
        }
        if (baseCount % 2 != 0) {
            return false;
        }
        List<Cell> matter = cells.subList(baseCount, cells.size());
        long named = grid.cells(matter);
        // zugzwang: the pairs stop under the threat, a cell the defender fills only to lose at once
        long ceiling = rule == Idea.ZUGZWANG && matter.size() == 1 ? below(grid, matter.get(0)) : 0;
        Pairing pairing = Pairing.baseInverses(grid, mask, bases, ceiling);
        if (Long.bitCount(named) != matter.size() || rule != Idea.ZUGZWANG && (named & ~pairing.uppers()) != 0
                || bases.stream().anyMatch(base -> (base & ceiling) != 0)) {
            return false;
        }
        long defenderThreats = grid.threats(mask & ~own, mask);
        boolean fits = switch (rule) {
            case ZUGZWANG -> mustWin && ceiling != 0 && (ceiling & mask) == 0 && isGroup(grid, own, mask, named);
            case AFTEREVEN -> mustWin && matter.size() >= 2 && isGroup(grid, own, mask, named);
            case CLAIMEVEN, VERTICAL -> !mustWin && bases.isEmpty() && (named & ~defenderThreats) == 0
                    && (pairing.verticals(named) != 0) == (rule == Idea.VERTICAL);
            case BASEINVERSE -> !mustWin && !bases.isEmpty() && (named & ~defenderThreats) == 0;
            default -> false;
        };
        return fits && StrategyProof.holds(grid, pairing, own, mask, mustWin);
    }

    /** A win for the controller by the follow-up (zugzwang or aftereven), with its group, if one is proven. */
    static Optional<Found> win(Position position, Player controller) {
        if (position.size().height() % 2 != 0 || position.isGameOver()) {
            return Optional.empty();
        }
        Grid grid = Grid.of(position.size());
        long mask = position.occupied();
        long own = Grid.discs(position, controller);
        for (List<Long> bases : baseChoices(grid, mask)) {
            Pairing pairing = Pairing.baseInverses(grid, mask, bases);
            List<Long> groups = grid.groupsWithin(own, mask, pairing.uppers());
            if (groups.isEmpty()) {
                continue;
            }
            long group = groups.get(0); // the proof does not depend on the group named: the fewest cells
            Idea rule = Long.bitCount(group) == 1 ? Idea.ZUGZWANG : Idea.AFTEREVEN;
            List<Cell> cells = cellsOf(grid, bases, group);
            if (holds(position, controller, rule, cells, true)) {
                return Optional.of(new Found(rule, cells));
            }
        }
        return zugzwangUnderThreat(position, controller, grid, mask, own);
    }

    /**
     * Zugzwang on a threat the follow-up does not take: the columns are paired below the cell under
     * the threat (with baseinverses), so that the defender runs out of other moves and must fill that
     * cell. Tried for the lowest threat of each column, where the free cells left below number even.
     */
    private static Optional<Found> zugzwangUnderThreat(Position position, Player controller, Grid grid, long mask, long own) {
        long threats = grid.threats(own, mask) & ~grid.playable(mask);
        for (int column = 0; column < grid.size().width(); column++) {
            long inColumn = threats & Bitboard.columnMask(grid.size(), column);
            if (inColumn == 0) {
                continue;
            }
            long threat = Long.lowestOneBit(inColumn);
            long ceiling = below(grid, grid.cell(threat));
            long reachable = grid.board() & ~mask & ~(Bitboard.columnMask(grid.size(), column) & -ceiling);
            if (Long.bitCount(reachable) % 2 != 0) {
                continue; // a cell would be left without an answer: the parity is the defender's
            }
            for (List<Long> bases : baseChoices(grid, mask, ceiling)) {
                List<Cell> cells = cellsOf(grid, bases, threat);
                if (holds(position, controller, Idea.ZUGZWANG, cells, true)) {
                    return Optional.of(new Found(Idea.ZUGZWANG, cells));
                }
            }
        }
        return Optional.empty();
    }

    /** The cell right under {@code cell}: the ceiling of zugzwang on a threat there; 0 on the bottom row. */
    private static long below(Grid grid, Cell cell) {
        return cell.row() == 0 ? 0 : grid.bit(new Cell(cell.column(), cell.row() - 1));
    }

    /** At least a draw for the controller by claimeven (or verticals), else with baseinverses, if one is proven. */
    static Optional<Found> hold(Position position, Player controller) {
        if (position.size().height() % 2 != 0 || position.isGameOver()) {
            return Optional.empty();
        }
        Grid grid = Grid.of(position.size());
        long mask = position.occupied();
        long own = Grid.discs(position, controller);
        long threats = grid.threats(mask & ~own, mask);
        for (List<Long> bases : baseChoices(grid, mask)) {
            Pairing pairing = Pairing.baseInverses(grid, mask, bases);
            long taken = threats & pairing.uppers();
            Idea rule = !bases.isEmpty() ? Idea.BASEINVERSE : pairing.verticals(taken) != 0 ? Idea.VERTICAL : Idea.CLAIMEVEN;
            List<Cell> cells = cellsOf(grid, bases, taken);
            if (holds(position, controller, rule, cells, false)) {
                return Optional.of(new Found(rule, cells));
            }
        }
        return Optional.empty();
    }

    /**
     * The baseinverse pairs to try: none first, then every way of pairing the lowest cells of the
     * columns with an odd number of free cells (one left out when their number is odd).
     */
    static List<List<Long>> baseChoices(Grid grid, long mask) {
        return baseChoices(grid, mask, 0);
    }

    /** Like {@link #baseChoices(Grid, long)}, counting only the free cells under each column's cell of {@code ceilings}. */
    static List<List<Long>> baseChoices(Grid grid, long mask, long ceilings) {
        List<Long> oddBottoms = new ArrayList<>();
        for (int column = 0; column < grid.size().width(); column++) {
            long columnMask = Bitboard.columnMask(grid.size(), column);
            long ceiling = ceilings & columnMask;
            long free = columnMask & ~mask & (ceiling == 0 ? -1L : ceiling - 1);
            if (Long.bitCount(free) % 2 != 0) {
                oddBottoms.add(grid.geometry().moveBit(mask, column));
            }
        }
        List<List<Long>> choices = new ArrayList<>();
        choices.add(List.of());
        if (oddBottoms.size() % 2 == 0) {
            matchings(oddBottoms, new ArrayList<>(), choices);
        } else {
            for (int left = 0; left < oddBottoms.size() && choices.size() < MAX_PAIRINGS; left++) {
                List<Long> rest = new ArrayList<>(oddBottoms);
                rest.remove(left);
                matchings(rest, new ArrayList<>(), choices);
            }
        }
        return choices.size() > MAX_PAIRINGS ? choices.subList(0, MAX_PAIRINGS) : choices;
    }

    private static void matchings(List<Long> cells, List<Long> chosen, List<List<Long>> out) {
        if (out.size() >= MAX_PAIRINGS) {
            return;
        }
        if (cells.isEmpty()) {
            if (!chosen.isEmpty()) {
                out.add(List.copyOf(chosen));
            }
            return;
        }
        long first = cells.get(0);
        for (int i = 1; i < cells.size(); i++) {
            List<Long> rest = new ArrayList<>(cells);
            long second = rest.remove(i);
            rest.remove(0);
            chosen.add(first);
            chosen.add(second);
            matchings(rest, chosen, out);
            chosen.remove(chosen.size() - 1);
            chosen.remove(chosen.size() - 1);
        }
    }

    private static List<Cell> cellsOf(Grid grid, List<Long> bases, long matter) {
        List<Cell> cells = new ArrayList<>();
        for (long base : bases) {
            cells.add(grid.cell(base));
        }
        cells.addAll(grid.cells(matter));
        return cells;
    }

    /** True if {@code group} is exactly the empty cells of a line of four holding no disc of the other side. */
    private static boolean isGroup(Grid grid, long own, long mask, long group) {
        for (int i = 0; i < grid.geometry().lineCount(); i++) {
            long line = grid.geometry().line(i);
            if ((line & mask & ~own) == 0 && (line & ~mask) == group) {
                return true;
            }
        }
        return false;
    }
}
