package dev.connectfour.engine.book;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import java.util.ArrayList;
import java.util.Collections;
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
            Map<Long, Position> next = new java.util.HashMap<>();
            for (Position position : level.values()) {
                for (int column = 0; column < size.width(); column++) {
                    if (position.canPlay(column)) {
                        Position child = position.play(column);
                        if (!child.isWon()) {
                            next.merge(child.symmetricKey(), child, (a, b) -> a.moves().compareTo(b.moves()) <= 0 ? a : b);
                        }
                    }
                }
            }
            List<Position> ordered = new ArrayList<>(next.values());
            ordered.sort((a, b) -> a.moves().compareTo(b.moves()));
            level = new LinkedHashMap<>();
            for (Position position : ordered) {
                level.put(position.symmetricKey(), position);
            }
            levels.add(Collections.unmodifiableMap(level));
        }
        return new PositionLevels(levels);
    }

    /** The positions with {@code discs} discs, by symmetric key, in the order of their move strings. */
    public Map<Long, Position> level(int discs) {
        return levels.get(discs);
    }
}
