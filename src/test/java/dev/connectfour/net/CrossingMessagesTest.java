package dev.connectfour.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.net.wire.Message;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Messages that cross on the wire are not errors: the host's decision stands and nobody is thrown out. */
class CrossingMessagesTest {
    private final ManualClock clock = new ManualClock();
    private final FakeLink link = new FakeLink();
    private final Recorder events = new Recorder();
    private final MatchSettings timed = new MatchSettings(BoardSize.STANDARD, 5, StarterRule.HOST);

    private HostMatch host() {
        HostMatch host = new HostMatch(timed, "H", "G", "0123456789abcdef", clock, Timing.DEFAULT,
                new Random(1), events, new SerialExecutor(Runnable::run), FakeLink.NO_OWNER);
        host.begin(link);
        return host;
    }

    private GuestMatch guest(String moves, Long remaining) throws Exception {
        Message.Welcome welcome = new Message.Welcome(1, "0123456789abcdef", "H", "G", 7, 6, 5, "host", 1, "host");
        return GuestMatch.welcomed(welcome, new Message.Resume(1, "host", moves, remaining, null, null, null), link, clock,
                Timing.DEFAULT, events, new SerialExecutor(Runnable::run), FakeLink.NO_OWNER);
    }

    @Test
    void theHostDropsAGuestMoveThatCrossedItsTurnLoss() throws Exception {
        HostMatch host = host();
        host.play(3);
        link.deliver(new Message.Move(1, 3, 100L));
        host.play(3);
        clock.advance(5_000 + link.rttMillis() + Timing.DEFAULT.latencyMarginMillis());
        assertEquals("turnLost GUEST", events.await("turnLost"));
        assertEquals(new Message.TurnLost(3), link.sent.get(link.sent.size() - 1));

        link.deliver(new Message.Move(3, 0, 4_990L)); // sent before the guest heard of the loss
        assertEquals("444-", host.position().moves());
        assertEquals(Side.HOST, host.toMove());
        assertFalse(host.isEnded());
    }

    @Test
    void theGuestTakesBackItsMoveWhenTheHostDeclaredTheTurnLost() throws Exception {
        GuestMatch guest = guest("443", 5_000L);
        clock.advance(4_999);
        guest.play(0);
        assertEquals("4431", guest.position().moves());

        link.deliver(new Message.TurnLost(3));
        assertEquals("443-", guest.position().moves());
        assertEquals("turnLost GUEST", events.await("turnLost"));
        link.deliver(new Message.TurnLost(3)); // repeated: changes nothing
        assertEquals(1, events.count("turnLost"));

        link.deliver(new Message.Move(4, 2, 800L));
        assertEquals("443-3", guest.position().moves());
        assertEquals(Side.GUEST, guest.toMove());
    }

    @Test
    void aMoveAndAResignationThatCrossAreBothDropped() throws Exception {
        GuestMatch guest = guest("4", null);
        guest.resign();
        link.deliver(new Message.Move(1, 2, 10L)); // the host moved before it heard of the resignation
        link.deliver(new Message.Resign(1)); // and resigned too, while our resignation was on its way
        assertEquals("4", guest.position().moves());
        assertEquals(Side.GUEST, guest.resigned());
        assertFalse(guest.isEnded());
    }

    @Test
    void theGuestCannotPlayOnceItsOwnClockShowsZero() throws Exception {
        GuestMatch guest = guest("443", 1_200L);
        clock.advance(1_200);
        assertEquals(0, guest.remainingMillis());
        assertThrows(IllegalStateException.class, () -> guest.play(0));
        assertEquals("443", guest.position().moves());
    }
}
