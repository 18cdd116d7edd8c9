package dev.connectfour.engine.book;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every position of the opening, level by level: the positions with 0, 1, 2… discs that a game can
 * reach without a four, a position and its mirror image once. The book's layers are complete when they
 * hold every one of them.
 */
public final class PositionLevels {
    private final List<Map<Long, Position>> levels;

    private PositionLevels(List<Map<Long, Position>> levels) {
        this.levels = levels;
    }

    /**
     * The levels from 0 to {@code maxDiscs} discs. Each position is represented by the first move string,
     * in lexicographic order, that reaches it or its mirror image, and each level is keyed by
     * {@link Position#symmetricKey()} in that order of move strings: neighbours share their first moves.
     */
    public static PositionLevels upTo(BoardSize size, int maxDiscs) {
        List<Map<Long, Position>> levels = new ArrayList<>();
        Map<Long, Position> level = Map.of(Position.empty(size).symmetricKey(), Position.empty(size));
        levels.add(level);
        for (int discs = 1; discs <= maxDiscs; discs++) {
            Map<Long, Position> next = new HashMap<>();
            for (Position position : level.values()) {
                for (int column = 0; column < size.width(); column++) {
                    if (position.canPlay(column)) {
                        Position child = position.play(column);
                        if (!child.isWon()) {
                            next.merge(child.symmetricKey(), child, PositionLevels::firstInOrder);
                        }
                    }
                }
            }
            level = ordered(next);
            levels.add(level);
        }
        return new PositionLevels(levels);
    }

    /**
     * The positions after one lost turn ({@link Position#pass()}, at any moment) that no game without
     * passes reaches, levels 0 to {@code maxDiscs}, represented and ordered like {@link #upTo}'s: the
     * positions the opening book cannot hold. After the second player's pass the side to move holds a
     * disc more than its opponent, or two fewer, which no game without passes allows. After the first
     * player's pass the sides hold as many discs as without passes, and the book has the position
     * (colours swapped: the solver's scores depend on the discs of each side, not their colours) unless
     * the discs stand in an order no game without passes reaches (at 2 discs: the side to move's disc
     * right on top of the other's).
     */
    public static PositionLevels afterALostTurn(BoardSize size, int maxDiscs) {
        PositionLevels ordinary = upTo(size, maxDiscs);
        List<Map<Long, Position>> levels = new ArrayList<>();
        Map<Long, Position> level = Map.of();
        for (int discs = 0; discs <= maxDiscs; discs++) {
            Map<Long, Position> next = new HashMap<>();
            for (Position position : ordinary.level(discs).values()) {
                if (!position.isGameOver()) {
                    next.merge(position.pass().symmetricKey(), position.pass(), PositionLevels::firstInOrder);
                }
            }
            for (Position position : level.values()) {
                for (int column = 0; column < size.width(); column++) {
                    Position child = position.canPlay(column) ? position.play(column) : null;
                    if (child != null && !child.isWon()) {
                        next.merge(child.symmetricKey(), child, PositionLevels::firstInOrder);
                    }
                }
            }
            next.keySet().removeAll(ordinary.level(discs).keySet());
            level = ordered(next);
            levels.add(level);
        }
        return new PositionLevels(levels);
    }

    /** Of two move strings reaching a position (or its mirror image), the first in lexicographic order. */
    private static Position firstInOrder(Position a, Position b) {
        return a.moves().compareTo(b.moves()) <= 0 ? a : b;
    }

    /** The positions in the order of their move strings, by symmetric key, unmodifiable. */
    private static Map<Long, Position> ordered(Map<Long, Position> positions) {
        List<Position> ordered = new ArrayList<>(positions.values());
        ordered.sort((a, b) -> a.moves().compareTo(b.moves()));
        Map<Long, Position> level = new LinkedHashMap<>();
        for (Position position : ordered) {
            level.put(position.symmetricKey(), position);
        }
        return Collections.unmodifiableMap(level);
    }

    /** The positions with {@code discs} discs, by symmetric key, in the order of their move strings. */
    public Map<Long, Position> level(int discs) {
        return levels.get(discs);
    }
}
