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
 * the rightful guest: to answer the guest in the host's place. The game goes on.
 */
class SomeoneWithTheLinkTest {
    /** {@link Loopback#FAST}, but a guest waits 10 s for its host's answer. */
    private static final Timing PATIENT = new Timing(500, 2_000, 10_000, 100, 1_000, 50, 60_000, 50, 5, 1_000, 250,
            2_000);

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
}
