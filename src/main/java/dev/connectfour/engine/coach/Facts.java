package dev.connectfour.engine.coach;

import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.board.Position.Cell;
import java.util.List;
import java.util.Optional;

/**
 * The facts of a position for one side, read off the board with no search.
 *
 * @param side          the side they are about
 * @param threats       the empty cells that would complete a four of the side's, playable or not
 * @param immediateWins those of them a disc dropped now lands on
 * @param oddThreats    the threats on rows 1, 3, 5... (from the bottom)
 * @param evenThreats   the threats on rows 2, 4, 6...
 * @param doubleThreat  true if the other side cannot stop them all with one disc: two immediate wins,
 *                      or an immediate win with another threat right on top of it
 * @param underThreats  the playable cells right under one of the side's threats: a disc of the
 *                      other side there lets this side connect four on top of it
 */
public record Facts(Player side, List<Cell> threats, List<Cell> immediateWins, List<Cell> oddThreats,
                    List<Cell> evenThreats, boolean doubleThreat, List<Cell> underThreats) {
    public Facts {
        threats = List.copyOf(threats);
        immediateWins = List.copyOf(immediateWins);
        oddThreats = List.copyOf(oddThreats);
        evenThreats = List.copyOf(evenThreats);
        underThreats = List.copyOf(underThreats);
    }

    /** The facts of {@code position} for {@code side}. */
    public static Facts of(Position position, Player side) {
        Grid grid = Grid.of(position.size());
        long mask = position.occupied();
        long threats = grid.threats(Grid.discs(position, side), mask);
        long playable = grid.playable(mask);
        long now = threats & playable;
        boolean stacked = false;
        long under = 0;
        for (long rest = threats; rest != 0; rest &= rest - 1) {
            Cell cell = grid.cell(Long.lowestOneBit(rest));
            if (cell.row() > 0) {
                long below = grid.bit(new Cell(cell.column(), cell.row() - 1));
                under |= below & playable;
                stacked |= (below & now) != 0;
            }
        }
        return new Facts(side, grid.cells(threats), grid.cells(now), grid.cells(threats & grid.oddRows()),
                grid.cells(threats & ~grid.oddRows()), Long.bitCount(now) >= 2 || stacked, grid.cells(under));
    }

    /**
     * Who controls zugzwang by Allis' rule of thumb, on a board of even height (empty elsewhere): the
     * first player if it has an odd threat with no threat of the second player below it in its column,
     * and the second player has no even threat in another column; else the second player, whom
     * claimeven serves. A reading of the board, not a proof: the coach proves every zugzwang it names.
     */
    public static Optional<Player> zugzwangController(Position position) {
        if (position.size().height() % 2 != 0) {
            return Optional.empty();
        }
        Facts first = of(position, Player.FIRST);
        Facts second = of(position, Player.SECOND);
        for (Cell odd : first.oddThreats()) {
            boolean refutedBelow = second.threats().stream()
                    .anyMatch(cell -> cell.column() == odd.column() && cell.row() < odd.row());
            boolean evenElsewhere = second.evenThreats().stream().anyMatch(cell -> cell.column() != odd.column());
            if (!refutedBelow && !evenElsewhere) {
                return Optional.of(Player.FIRST);
            }
        }
        return Optional.of(Player.SECOND);
    }
}
