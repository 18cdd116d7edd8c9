package dev.connectfour.cli.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.book.LayerDepths;
import dev.connectfour.engine.book.OpeningBook;
import dev.connectfour.engine.book.OpeningBook.Outcome;
import dev.connectfour.engine.book.PositionLevels;
import dev.connectfour.engine.search.Analysis;
import dev.connectfour.engine.search.Solver;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The layered book built from an outcome table and an exact layer, on 5 x 4 where the solver proves
 * every position at once: the book must agree with the solver on every position of its layers, and a
 * source that lacks a position or disagrees with another stops the build.
 */
class LayeredBookBuilderTest {
    private static final BoardSize SMALL = new BoardSize(5, 4);
    private static final int OUTCOME_DISCS = 6;
    private static final int EXACT_DISCS = 4;
    private static final Solver SOLVER = new Solver(8L << 20);
    private static final LayeredBookBuilder BUILDER = new LayeredBookBuilder(SMALL);
    private static final OpeningBook NO_LINES = OpeningBook.of(SMALL, OpeningBook.NO_LAYER, Map.of());

    private static PositionLevels levels;
    private static Map<Long, Outcome> table;
    private static Map<Long, Integer> exact;
    private static OpeningBook book;

    @BeforeAll
    static void buildFromTheSolversAnswers() {
        levels = PositionLevels.upTo(SMALL, OUTCOME_DISCS);
        table = new HashMap<>();
        levels.level(OUTCOME_DISCS).forEach((key, position) -> table.put(key, Outcome.ofScore(SOLVER.solveWeak(position))));
        exact = new HashMap<>();
        levels.level(EXACT_DISCS).forEach((key, position) -> exact.put(key, SOLVER.solve(position)));
        book = BUILDER.build(new LayeredBookBuilder.OutcomeTable(OUTCOME_DISCS, table), EXACT_DISCS, exact, NO_LINES);
    }

    @Test
    void everyPositionOfTheLayersHasTheSolversOutcomeScoreAndBestMoves() {
        assertEquals(new LayerDepths(OUTCOME_DISCS, EXACT_DISCS, OpeningBook.NO_LAYER), book.depths());
        for (int discs = 0; discs <= OUTCOME_DISCS; discs++) {
            for (Position position : levels.level(discs).values()) {
                for (Position orientation : new Position[] {position, position.mirror()}) {
                    OpeningBook.Entry entry = book.lookup(orientation).orElseThrow();
                    String where = orientation.moves();
                    assertEquals(Outcome.ofScore(SOLVER.solveWeak(orientation)), entry.outcome(), where);
                    if (discs <= EXACT_DISCS) {
                        assertEquals(SOLVER.solve(orientation), entry.score().orElseThrow(), where);
                    } else {
                        assertTrue(entry.score().isEmpty(), where);
                    }
                    if (discs < OUTCOME_DISCS) {
                        // below the exact layer's deepest level every child has a score: the best moves by score
                        assertEquals(bestMoves(orientation, discs >= EXACT_DISCS), entry.moves(), where);
                        assertTrue(entry.everyMove(), where);
                    } else {
                        assertEquals(0, entry.moves(), where);
                    }
                }
            }
        }
    }

    private static int bestMoves(Position position, boolean weak) {
        Analysis analysis = SOLVER.analyze(position, weak);
        int moves = 0;
        for (int column = 0; column < SMALL.width(); column++) {
            if (analysis.playable(column) && analysis.score(column) == analysis.bestScore()) {
                moves |= 1 << column;
            }
        }
        return moves;
    }

    @Test
    void theLayeredBookIsWrittenAndReadBackUnchanged() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        book.write(out);
        OpeningBook read = OpeningBook.read(new ByteArrayInputStream(out.toByteArray()), SMALL);
        assertEquals(book.depths(), read.depths());
        assertEquals(book.entries(), read.entries());
        assertEquals(book.describe(), read.describe());
    }

    @Test
    void aTableThatLacksAPositionStopsTheBuildNamingIt() {
        Map<Long, Outcome> lacking = new HashMap<>(table);
        Position removed = levels.level(OUTCOME_DISCS).values().iterator().next();
        lacking.remove(removed.symmetricKey());
        var e = assertThrows(IllegalArgumentException.class, () -> BUILDER.build(
                new LayeredBookBuilder.OutcomeTable(OUTCOME_DISCS, lacking), EXACT_DISCS, exact, NO_LINES));
        assertTrue(e.getMessage().contains("lacks " + removed.moves()), e.getMessage());
    }

    @Test
    void anExactScoreThatDisagreesWithTheOutcomeStopsTheBuild() {
        Map<Long, Integer> wrong = new HashMap<>(exact);
        Map.Entry<Long, Integer> won = exact.entrySet().stream().filter(e -> e.getValue() > 0).findFirst().orElseThrow();
        wrong.put(won.getKey(), -won.getValue());
        var e = assertThrows(IllegalArgumentException.class, () -> BUILDER.build(
                new LayeredBookBuilder.OutcomeTable(OUTCOME_DISCS, table), EXACT_DISCS, wrong, NO_LINES));
        assertTrue(e.getMessage().contains("disagrees"), e.getMessage());
    }

    @Test
    void anExactLayerOneLevelBelowTheTableGivesThatLevelsOutcomesAndIsCheckedByTheTable() {
        int tableDiscs = OUTCOME_DISCS - 1;
        Map<Long, Outcome> shallower = new HashMap<>();
        levels.level(tableDiscs).forEach((key, position) -> shallower.put(key, Outcome.ofScore(SOLVER.solveWeak(position))));
        Map<Long, Integer> deepest = new HashMap<>();
        levels.level(OUTCOME_DISCS).forEach((key, position) -> deepest.put(key, SOLVER.solve(position)));

        OpeningBook deeper = BUILDER.build(new LayeredBookBuilder.OutcomeTable(tableDiscs, shallower), OUTCOME_DISCS, deepest, NO_LINES);
        assertEquals(new LayerDepths(OUTCOME_DISCS, OUTCOME_DISCS, OpeningBook.NO_LAYER), deeper.depths());
        for (int discs = 0; discs <= OUTCOME_DISCS; discs++) {
            for (Position position : levels.level(discs).values()) {
                OpeningBook.Entry entry = deeper.lookup(position).orElseThrow();
                assertEquals(SOLVER.solve(position), entry.score().orElseThrow(), position.moves());
                assertEquals(Outcome.ofScore(SOLVER.solveWeak(position)), entry.outcome(), position.moves());
            }
        }

        Map.Entry<Long, Outcome> drawn = shallower.entrySet().stream().filter(e -> e.getValue() == Outcome.DRAW)
                .findFirst().orElseThrow();
        Map<Long, Outcome> wrong = new HashMap<>(shallower);
        wrong.put(drawn.getKey(), Outcome.WIN);
        var e = assertThrows(IllegalArgumentException.class, () -> BUILDER.build(
                new LayeredBookBuilder.OutcomeTable(tableDiscs, wrong), OUTCOME_DISCS, deepest, NO_LINES));
        assertTrue(e.getMessage().contains("the outcome table says WIN for " + levels.level(tableDiscs).get(drawn.getKey()).moves()
                + ", the exact layer below it gives DRAW"), e.getMessage());
    }

    @Test
    void readsATableOfMoveStringsAndRefusesABadLine(@TempDir Path temp) throws Exception {
        Path file = temp.resolve("outcomes.txt");
        Files.writeString(file, levels.level(OUTCOME_DISCS).values().stream()
                .map(p -> p.moves() + " " + table.get(p.symmetricKey()).sign()).collect(Collectors.joining("\n")));
        LayeredBookBuilder.OutcomeTable read = BUILDER.readOutcomes(file);
        assertEquals(OUTCOME_DISCS, read.discs());
        assertEquals(table, read.outcomes());
        Files.writeString(file, "1234 0\n12345 2\n");
        var e = assertThrows(IllegalArgumentException.class, () -> BUILDER.readOutcomes(file));
        assertTrue(e.getMessage().contains("line 2"), e.getMessage());
    }
}
