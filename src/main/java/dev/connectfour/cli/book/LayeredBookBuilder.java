package dev.connectfour.cli.book;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.LayerDepths;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.book.OpeningBook.Entry;
import dev.connectfour.engine.book.OpeningBook.Outcome;
import dev.connectfour.engine.book.PositionLevels;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * Builds the shipped book from its three sources, checking each against the others:
 * <ul>
 *   <li>the outcome of every position at the outcome layer's deepest level (a table of
 *       {@code MOVES VALUE} lines, see {@link #readOutcomes}); the shallower levels follow by negamax;</li>
 *   <li>the exact score of every position at the exact layer's deepest level
 *       ({@link ExactLayerGenerator}); the shallower levels follow by negamax, and every exact score's
 *       sign must be the outcome layer's. The exact layer may go one level deeper than the table: its
 *       signs are then that level's outcomes, and the table's level must follow from them by negamax
 *       (the table checks the exact layer instead of giving the deepest outcomes);</li>
 *   <li>Hard's lines ({@link BookGenerator}), whose outcomes within the outcome layer must agree with it.</li>
 * </ul>
 * Any disagreement, or a position missing from a source, stops the build with the position named.
 */
public final class LayeredBookBuilder {
    private final BoardSize size;

    public LayeredBookBuilder(BoardSize size) {
        this.size = Objects.requireNonNull(size, "size");
        OpeningBook.requireUniqueKeys(size);
    }

    /** What the outcome table holds: the outcome of each position of one disc count, by symmetric key. */
    public record OutcomeTable(int discs, Map<Long, Outcome> outcomes) {
    }

    /**
     * Reads a table of {@code MOVES VALUE} lines: a move string (columns 1 to width, first player
     * first) and the outcome for the side to move, {@code 1} win, {@code 0} draw, {@code -1} loss.
     * Every line has the same number of discs.
     *
     * @throws IllegalArgumentException naming the line that cannot be read
     */
    public OutcomeTable readOutcomes(Path file) throws IOException {
        Map<Long, Outcome> outcomes = new HashMap<>();
        int discs = -1;
        int lineNumber = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            lineNumber++;
            String[] fields = line.strip().split(" ");
            try {
                Position position = Position.parse(size, fields[0]);
                int value = Integer.parseInt(fields[1]);
                if (fields.length != 2 || Math.abs(value) > 1 || position.isGameOver()
                        || discs != -1 && position.moveCount() != discs) {
                    throw new IllegalArgumentException("not a position and its outcome");
                }
                discs = position.moveCount();
                if (outcomes.put(position.symmetricKey(), Outcome.ofScore(value)) != null) {
                    throw new IllegalArgumentException("a position seen twice");
                }
            } catch (RuntimeException e) {
                throw new IllegalArgumentException(file + " line " + lineNumber + " '" + line + "': " + e.getMessage(), e);
            }
        }
        return new OutcomeTable(discs, outcomes);
    }

    /**
     * The book of the three sources.
     *
     * @param table      the outcomes of every position at the outcome layer's deepest level
     * @param exactDiscs the exact layer's deepest level
     * @param exact      the exact scores at that level, by symmetric key
     * @param hardLines  the book of Hard's lines
     * @throws IllegalArgumentException if a source lacks a position or two sources disagree
     */
    public OpeningBook build(OutcomeTable table, int exactDiscs, Map<Long, Integer> exact, OpeningBook hardLines) {
        int outcomeDiscs = Math.max(table.discs(), exactDiscs);
        if (exactDiscs > table.discs() + 1) {
            throw new IllegalArgumentException("the exact layer (" + exactDiscs + ") is more than one level deeper than the outcome table (" + table.discs() + ")");
        }
        PositionLevels levels = PositionLevels.upTo(size, outcomeDiscs);
        Map<Long, Integer> deepestScores = exactDiscs < 0 ? Map.of() : complete(levels.level(exactDiscs), exact, "exact layer");
        Map<Long, Outcome> outcomes = new HashMap<>(complete(levels.level(table.discs()), table.outcomes(), "outcome table"));
        if (exactDiscs > table.discs()) {
            deepestScores.forEach((key, score) -> outcomes.put(key, Outcome.ofScore(score)));
        }
        for (int discs = outcomeDiscs - 1; discs >= 0; discs--) {
            for (Position position : levels.level(discs).values()) {
                Outcome outcome = Outcome.ofScore(negamax(position, child -> outcomes.get(child.symmetricKey()).sign(), 1));
                Outcome before = outcomes.put(position.symmetricKey(), outcome);
                if (before != null && before != outcome) {
                    throw new IllegalArgumentException("the outcome table says " + before + " for " + position.moves()
                            + ", the exact layer below it gives " + outcome);
                }
            }
        }
        Map<Long, Integer> scores = new HashMap<>(deepestScores);
        for (int discs = exactDiscs - 1; discs >= 0; discs--) {
            for (Position position : levels.level(discs).values()) {
                scores.put(position.symmetricKey(), negamax(position, child -> scores.get(child.symmetricKey()), (position.freeCells() + 1) / 2));
            }
        }
        // by symmetric key: Hard's lines may hold a position in the other orientation
        Map<Long, Map.Entry<Position, Entry>> entries = new LinkedHashMap<>();
        for (int discs = 0; discs <= outcomeDiscs; discs++) {
            for (Position position : levels.level(discs).values()) {
                Outcome outcome = outcomes.get(position.symmetricKey());
                Integer score = scores.get(position.symmetricKey());
                if (score != null && Outcome.ofScore(score) != outcome) {
                    throw new IllegalArgumentException("exact score " + score + " of " + position.moves() + " disagrees with its outcome " + outcome);
                }
                entries.put(position.symmetricKey(), Map.entry(position,
                        new Entry(outcome, 0, false, score == null ? OptionalInt.empty() : OptionalInt.of(score))));
            }
        }
        for (Map.Entry<Position, Entry> line : hardLines.entries().entrySet()) {
            Position position = line.getKey();
            Entry entry = line.getValue();
            if (position.moveCount() <= outcomeDiscs) {
                Outcome outcome = outcomes.get(position.symmetricKey());
                if (outcome != entry.outcome()) {
                    throw new IllegalArgumentException("Hard's line " + position.moves() + " is a " + entry.outcome() + ", the outcome layer says " + outcome);
                }
                if (position.moveCount() < outcomeDiscs) {
                    continue; // the moves follow from the children's entries
                }
                entry = new Entry(outcome, entry.moves(), false, entries.get(position.symmetricKey()).getValue().score());
            }
            entries.put(position.symmetricKey(), Map.entry(position, entry));
        }
        Map<Position, Entry> book = new LinkedHashMap<>();
        entries.values().forEach(e -> book.put(e.getKey(), e.getValue()));
        return OpeningBook.of(size, new LayerDepths(outcomeDiscs, exactDiscs, hardLines.depths().lines()), book);
    }

    /** {@code values} restricted to the positions of {@code level}, which it must hold every one of. */
    private static <V> Map<Long, V> complete(Map<Long, Position> level, Map<Long, V> values, String source) {
        Map<Long, V> kept = new HashMap<>();
        for (Map.Entry<Long, Position> position : level.entrySet()) {
            V value = values.get(position.getKey());
            if (value == null) {
                throw new IllegalArgumentException("the " + source + " lacks " + position.getValue().moves());
            }
            kept.put(position.getKey(), value);
        }
        if (kept.size() != values.size()) {
            throw new IllegalArgumentException("the " + source + " holds " + (values.size() - kept.size())
                    + " positions that are not positions with " + (level.isEmpty() ? "?" : level.values().iterator().next().moveCount()) + " discs and no four");
        }
        return kept;
    }

    /** The value of the child of a position, for the child's side to move. */
    private interface ChildValue {
        int of(Position child);
    }

    /**
     * The best value for the side to move over its moves: {@code winValue} for a four at once, 0 for
     * a full board, else minus the child's value.
     */
    private static int negamax(Position position, ChildValue childValue, int winValue) {
        int best = Integer.MIN_VALUE;
        for (int column = 0; column < position.size().width(); column++) {
            if (!position.canPlay(column)) {
                continue;
            }
            if (position.isWinningMove(column)) {
                return winValue;
            }
            Position child = position.play(column);
            best = Math.max(best, child.isGameOver() ? 0 : -childValue.of(child));
        }
        return best;
    }

}
