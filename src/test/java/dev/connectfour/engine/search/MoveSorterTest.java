package dev.connectfour.engine.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The solver's move lists: best score first, centre first among equals, line ends kept with their move. */
class MoveSorterTest {

    @Test
    void movesComeOutBestFirstAndEqualScoresInReverseOfTheirAddingOrder() {
        MoveSorter sorter = new MoveSorter(7, 2);
        sorter.reset(1);
        sorter.add(1, 1L << 0, 2);
        sorter.add(1, 1L << 7, 5);
        sorter.add(1, 1L << 14, 2);
        sorter.add(1, 1L << 21, 0);

        assertEquals(1L << 7, sorter.next(1));
        assertEquals(1L << 14, sorter.next(1), "of two moves scoring 2, the one added last (nearer the centre)");
        assertEquals(1L << 0, sorter.next(1));
        assertEquals(1L << 21, sorter.next(1));
        assertEquals(0L, sorter.next(1), "empty");
    }

    @Test
    void eachMoveKeepsItsLineEndsThroughSorting() {
        MoveSorter sorter = new MoveSorter(7, 2);
        sorter.reset(0);
        sorter.add(0, 1L << 0, 1, 0xA0L);
        sorter.add(0, 1L << 7, 3, 0xB0L);
        sorter.add(0, 1L << 14, 2, 0xC0L);

        assertEquals(1L << 7, sorter.next(0));
        assertEquals(0xB0L, sorter.lastLines(0));
        assertEquals(1L << 14, sorter.next(0));
        assertEquals(0xC0L, sorter.lastLines(0));
        assertEquals(1L << 0, sorter.next(0));
        assertEquals(0xA0L, sorter.lastLines(0));
    }

    @Test
    void pliesHaveListsOfTheirOwn() {
        MoveSorter sorter = new MoveSorter(7, 2);
        sorter.reset(0);
        sorter.add(0, 1L << 0, 1, 0x1L);
        sorter.reset(1);
        sorter.add(1, 1L << 7, 9, 0x2L);

        assertEquals(1L << 0, sorter.next(0));
        assertEquals(0x1L, sorter.lastLines(0));
        assertEquals(1L << 7, sorter.next(1));
        assertEquals(0x2L, sorter.lastLines(1));
    }
}
