package dev.connectfour.game.puzzles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.puzzles.Puzzle;
import dev.connectfour.engine.puzzles.PuzzleFile;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PuzzleCatalogueTest {
    private static final List<Puzzle> PUZZLES = List.of(
            PuzzleFile.parse("44444246622215151 win 3 1 870 double-threat,block 12333"),
            PuzzleFile.parse("444442422622626661131175755 win 1 3 900 - 3"),
            PuzzleFile.parse("44444242232322 only-move 0 3 1050 - 3"),
            PuzzleFile.parse("44445644233322563 draw 0 6 1250 vertical-three 6"),
            PuzzleFile.parse("444444326555533335737577772166 win 5 2 1340 zugzwang 226226611"));
    private final PuzzleCatalogue catalogue = new PuzzleCatalogue(PUZZLES);

    @Test
    void theNextPuzzleIsOfTheChosenKindAndNotOneAlreadySolved() {
        for (int seed = 0; seed < 20; seed++) {
            Puzzle next = catalogue.next(PuzzleChoice.ANY, 1500, Set.of(PUZZLES.get(4).id()), new SplittableRandom(seed))
                    .orElseThrow();
            assertNotEquals(PUZZLES.get(4), next);
        }
        assertEquals(PUZZLES.get(2), catalogue.next(PuzzleChoice.ONLY_MOVE, 1500, Set.of(), new SplittableRandom(1))
                .orElseThrow());
        assertEquals(PUZZLES.get(4), catalogue.next(PuzzleChoice.WIN_5_7, 900, Set.of(), new SplittableRandom(1))
                .orElseThrow());
        assertEquals(PUZZLES.get(3), catalogue.next(PuzzleChoice.VERTICAL_THREE, 900, Set.of(PUZZLES.get(3).id()),
                new SplittableRandom(1)).orElseThrow(), "all of the choice solved: play them again");
        assertTrue(catalogue.next(PuzzleChoice.WIN_8_PLUS, 1500, Set.of(), new SplittableRandom(1)).isEmpty());
    }

    @Test
    void todaysPuzzleDependsOnTheDateAlone() {
        LocalDate day = LocalDate.of(2026, 11, 26);
        assertEquals(catalogue.today(day), new PuzzleCatalogue(PUZZLES).today(day));
        long distinct = java.util.stream.IntStream.range(0, 30).mapToObj(i -> catalogue.today(day.plusDays(i)))
                .distinct().count();
        assertTrue(distinct > 2, "the puzzle changes from day to day");
    }
}
