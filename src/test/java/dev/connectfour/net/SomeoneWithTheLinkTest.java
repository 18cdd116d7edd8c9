package dev.connectfour.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.net.broker.Envelope;
import dev.connectfour.net.broker.EpochKeys;
import dev.connectfour.net.broker.ForgedAnswer;
import dev.connectfour.net.broker.HostKey;
import dev.connectfour.net.broker.Mosquitto;
import dev.connectfour.net.wire.Message;
import java.security.SecureRandom;
import org.junit.jupiter.api.Test;

/**
 * Someone else who has the invite link, on a real Mosquitto on 127.0.0.1, tries what the link lets it try against
 * the rightful guest: to answer the guest in the host's place, to lock the guest out with wrong codes, and to hold
 * up the door with a wrong code being answered. The game goes on each time.
 */
class SomeoneWithTheLinkTest {
    /** {@link Loopback#FAST}, but a guest waits 10 s for its host's answer. */
    private static final Timing PATIENT = new Timing(500, 2_000, 10_000, 100, 1_000, 50, 60_000, 50, 5, 1_000, 250,
            2_000);
    /** {@link Loopback#FAST}, but 5 wrong codes would lock out for a minute. */
    private static final Timing LOCKING = new Timing(500, 2_000, 1_000, 100, 1_000, 50, 60_000, 50, 5, 60_000, 250,
            2_000);
    /** {@link Loopback#FAST}, but a wrong code is answered after a minute. */
    private static final Timing SLOW_REFUSAL = new Timing(500, 2_000, 1_000, 100, 1_000, 50, 60_000, 60_000, 5,
            1_000, 250, 2_000);

    /**
     * The guest's opening is read by someone with the link, who answers it before the host does (the host is held
     * back meanwhile): with a welcome of its own unsigned, as a host without a key would write it, then signed with
     * a key of its own. The guest takes neither, counts them as dropped, waits for its host and plays it.
     */
    @Test
    void anAnswerFromSomeoneWithTheLinkIsNotTakenForTheHosts() throws Exception {
        try (Mosquitto broker = Mosquitto.start();
             OnBroker pair = new OnBroker(broker, Loopback.untimed(StarterRule.HOST), null, PATIENT);
             Intruder mallory = new Intruder(broker.port(), pair.game)) {
            synchronized (pair.host) { // holds the host back: its door takes the host's lock before it answers
                pair.guest = pair.join(pair.guestEvents, PATIENT, null);
                Envelope.Opening opening = mallory.envelope.openOpening(mallory.awaitToHost(1));
                byte[] welcome = Intruder.bytes(new Message.Welcome(Protocol.VERSION, "00000000000000aa", "Mallory",
                        "Gustav", 7, 6, 0, "host", 1, "host"));
                byte[] resume = Intruder.bytes(new Message.Resume(1, "host", "", null, null, null, null));
                ForgedAnswer unsigned = new ForgedAnswer(mallory.envelope, opening);
                mallory.writeToGuest(unsigned.seal(1, welcome));
                mallory.writeToGuest(unsigned.seal(2, resume));
                EpochKeys ownKey = EpochKeys.forHost(mallory.envelope, opening, HostKey.create(new SecureRandom()));
                mallory.writeToGuest(ownKey.seal(1, welcome));
                mallory.writeToGuest(ownKey.seal(2, resume));
            }
            pair.guestEvents.await("gameStarted");
            pair.hostEvents.await("gameStarted");
            assertEquals("Hannah", pair.guestMatch().name(Side.HOST), "the guest plays its host");
            assertTrue(pair.guest.dropped() >= 4, "the guest dropped and counted the answers not its host's");
            pair.hostMatch().play(3);
            pair.guestEvents.await("moved", 1);
            pair.guestMatch().play(4);
            pair.hostEvents.await("moved", 1);
            assertEquals("45", pair.hostMatch().position().moves());
            assertEquals(pair.hostMatch().position(), pair.guestMatch().position());
        }
    }

    /**
     * While the guest is away, someone with the link sends the host twice as many wrong codes as would lock an
     * address out, as joins and as rejoins of the match: the guest, started again, takes its seat back at once.
     */
    @Test
    void wrongCodesFromSomeoneWithTheLinkDoNotLockTheGuestOut() throws Exception {
        try (Mosquitto broker = Mosquitto.start();
             OnBroker pair = new OnBroker(broker, Loopback.untimed(StarterRule.HOST), null, LOCKING);
             Intruder mallory = new Intruder(broker.port(), pair.game)) {
            pair.joined(null, LOCKING);
            pair.hostMatch().play(3);
            pair.guestEvents.await("moved", 1);
            String matchId = pair.guestMatch().matchId();
            pair.guest.stepAway();
            pair.hostEvents.await("connectionLost");

            String wrong = pair.game.secret().equals("A".repeat(16)) ? "B".repeat(16) : "A".repeat(16);
            for (int i = 0; i < 2 * LOCKING.lockoutFailures(); i++) {
                long epoch = BrokerLink.newEpoch(new SecureRandom());
                mallory.writeToHost(mallory.opening(epoch, 1, i % 2 == 0
                        ? new Message.Hello(Protocol.VERSION, "Mallory", wrong, null)
                        : new Message.Hello(Protocol.VERSION, "Mallory", wrong, matchId, mallory.seat.seat(),
                                mallory.seat.proof(matchId))));
            }
            Recorder again = new Recorder();
            pair.guest = NetGuest.joinOnBroker(pair.throughRelay(), null, "Gustav", pair.seat, matchId, again,
                    Loopback.DIRECT, LOCKING, null); // its opening goes after the wrong codes on the same topic
            again.await("gameStarted");
            pair.hostEvents.await("connectionRestored");
            assertEquals("4", pair.guest.match().position().moves());
            assertEquals(0, again.count("ended"), again.events().toString());
        }
    }

    /**
     * Someone with the link gives a wrong code, which the host answers only after a minute; the guest's hello comes
     * right after it on the same topic, so it is read while that answer is being delayed, and the guest joins.
     */
    @Test
    void aWrongCodeWaitingForItsAnswerHoldsNobodyElseUp() throws Exception {
        try (Mosquitto broker = Mosquitto.start();
             OnBroker pair = new OnBroker(broker, Loopback.untimed(StarterRule.HOST), null, SLOW_REFUSAL);
             Intruder mallory = new Intruder(broker.port(), pair.game)) {
            String wrong = pair.game.secret().equals("A".repeat(16)) ? "B".repeat(16) : "A".repeat(16);
            mallory.writeToHost(mallory.opening(BrokerLink.newEpoch(new SecureRandom()), 1,
                    new Message.Hello(Protocol.VERSION, "Mallory", wrong, null)));
            pair.joined(null, SLOW_REFUSAL);
            assertEquals("Gustav", pair.hostMatch().name(Side.GUEST));
            pair.hostMatch().play(3);
            pair.guestEvents.await("moved", 1);
        }
    }
}
