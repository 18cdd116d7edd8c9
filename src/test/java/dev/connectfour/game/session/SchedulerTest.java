package dev.connectfour.game.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.game.concurrent.Cancellable;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SchedulerTest {
    private final ManualTime time = new ManualTime();
    private final Scheduler scheduler = new Scheduler(time, time);
    private final List<String> ran = new ArrayList<>();

    @Test
    void anActionRunsOnceAtItsTimeAndTheTickerOnlyWhileWorkIsDue() {
        assertFalse(time.isTicking());
        scheduler.at(scheduler.now() + 600, () -> ran.add("due"));
        assertTrue(time.isTicking());
        time.advance(599);
        assertEquals(List.of(), ran);
        time.advance(1);
        assertEquals(List.of("due"), ran);
        assertFalse(time.isTicking());
        time.advance(1_000);
        assertEquals(List.of("due"), ran, "once");
        assertEquals(time.starts(), time.stops());
    }

    @Test
    void aRefreshRunsOnEveryTickUntilCancelled() {
        Cancellable refresh = scheduler.everyTick(() -> ran.add("tick"));
        time.advance(16);
        time.advance(16);
        refresh.cancel();
        time.tick();
        assertEquals(List.of("tick", "tick"), ran);
        assertFalse(time.isTicking());
    }

    @Test
    void anActionCancelledByAnEarlierOneInTheSameTickDoesNotRun() {
        long due = scheduler.now() + 10;
        Cancellable[] second = new Cancellable[1];
        scheduler.at(due, () -> {
            ran.add("first");
            second[0].cancel();
        });
        second[0] = scheduler.at(due, () -> ran.add("second"));
        time.advance(10);
        assertEquals(List.of("first"), ran);
        assertFalse(time.isTicking());
    }
}
