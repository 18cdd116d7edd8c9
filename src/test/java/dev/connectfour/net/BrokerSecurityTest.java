package dev.connectfour.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.net.broker.BrokerAddress;
import dev.connectfour.net.broker.BrokerClient;
import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.Credentials;
import dev.connectfour.net.broker.Envelope;
import dev.connectfour.net.broker.EpochKeys;
import dev.connectfour.net.broker.HostPin;
import dev.connectfour.net.broker.Mosquitto;
import dev.connectfour.net.wire.Message;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.eclipse.paho.client.mqttv3.MqttClient;
import org.eclipse.paho.client.mqttv3.MqttConnectOptions;
import org.eclipse.paho.client.mqttv3.persist.MemoryPersistence;
import org.junit.jupiter.api.Test;

/**
 * The broker is not trusted: wrong invites, a server that is not there or refuses the login, and a third client on
 * the same broker that reads every topic, replays what it read and writes forgeries. Real Mosquitto, 127.0.0.1.
 */
class BrokerSecurityTest {
    private static final SecureRandom RANDOM = new SecureRandom();

    @Test
    void anInviteWithAWrongKeyOrForNoGameFindsNoGameAndTheHostIsUnharmed() {
        try (OnBroker pair = new OnBroker(Loopback.untimed(StarterRule.HOST), null)) {
            BrokerGame wrongKey = new BrokerGame(pair.game.server(), pair.game.id(),
                    pair.game.secret().equals("A".repeat(16)) ? "B".repeat(16) : "A".repeat(16));
            Recorder events = new Recorder();
            NetGuest.joinOnBroker(wrongKey, null, "Mallory", events, Loopback.DIRECT, Loopback.FAST, null);
            assertEquals("ended NO_GAME", events.await("ended"));
            assertTrue(pair.host.droppedAtDoor() >= 1, "the hello under a wrong key was dropped unread");

            Recorder nobody = new Recorder();
            NetGuest.joinOnBroker(BrokerGame.create(pair.game.server(), RANDOM), null, "Gustav", nobody,
                    Loopback.DIRECT, Loopback.FAST, null);
            assertEquals("ended NO_GAME", nobody.await("ended"));

            pair.joined(null); // the real guest still gets in
            assertEquals("Gustav", pair.hostMatch().name(Side.GUEST));
        }
    }

    @Test
    void aServerThatIsNotThereIsUnreachableForHostAndGuest() throws Exception {
        BrokerAddress nowhere;
        try (Mosquitto gone = Mosquitto.start()) {
            nowhere = gone.address();
        }
        BrokerGame game = BrokerGame.create(nowhere, RANDOM);
        Recorder events = new Recorder();
        NetGuest guest = NetGuest.joinOnBroker(game, null, "Gustav", events, Loopback.DIRECT, Loopback.FAST, null);
        assertEquals("ended SERVER_UNREACHABLE", events.await("ended"));
        assertTrue(guest.awaitThreadsEnded(5_000));
        assertThrows(java.io.IOException.class, () -> NetHost.openOnBroker(game, null, "Hannah",
                Loopback.untimed(StarterRule.HOST), new Recorder(), Loopback.DIRECT, Loopback.FAST, null));
    }

    @Test
    void aBrokerWithAPasswordRefusesAWrongOneAndGetsTheStoredOneOnlyIfTheLinkNamesItsServer() throws Exception {
        try (Mosquitto broker = Mosquitto.withUser("anna", "right horse battery")) {
            BrokerGame game = BrokerGame.create(broker.address(), RANDOM);
            Credentials wrong = new Credentials(broker.address(), "anna", "wrong");
            assertThrows(BrokerClient.LoginRefusedException.class, () -> NetHost.openOnBroker(game, wrong, "Hannah",
                    Loopback.untimed(StarterRule.HOST), new Recorder(), Loopback.DIRECT, Loopback.FAST, null));
            Recorder refused = new Recorder();
            NetGuest.joinOnBroker(game, wrong, "Gustav", refused, Loopback.DIRECT, Loopback.FAST, null);
            assertEquals("ended LOGIN_REFUSED", refused.await("ended"));

            Credentials right = new Credentials(broker.address(), "anna", "right horse battery");
            Recorder hostEvents = new Recorder();
            try (NetHost host = NetHost.openOnBroker(game, right, "Hannah", Loopback.untimed(StarterRule.HOST),
                    hostEvents, Loopback.DIRECT, Loopback.FAST, null)) {
                // the same server under another name (localhost): the link names another server, no password goes
                BrokerGame sameElsewhere = new BrokerGame(new BrokerAddress(false, "localhost", broker.port()),
                        game.id(), game.secret());
                Recorder withoutLogin = new Recorder();
                NetGuest.joinOnBroker(sameElsewhere, right, "Gustav", withoutLogin, Loopback.DIRECT, Loopback.FAST,
                        null);
                assertEquals("ended LOGIN_REFUSED", withoutLogin.await("ended"));

                Recorder guestEvents = new Recorder();
                NetGuest guest = NetGuest.joinOnBroker(game, right, "Gustav", guestEvents, Loopback.DIRECT,
                        Loopback.FAST, null);
                guestEvents.await("gameStarted");
                hostEvents.await("gameStarted");
                guest.close();
                assertTrue(guest.awaitThreadsEnded(5_000));
            }
        }
    }

    /**
     * A third client reads both topics (ciphertext only), replays all it read to both, and writes forgeries (random
     * bytes, a flipped bit, a cut message): each is dropped, and the game goes on exactly as played.
     */
    @Test
    void aThirdClientSeesOnlyCiphertextAndItsReplaysAndForgeriesAreDropped() throws Exception {
        try (OnBroker pair = new OnBroker(Loopback.untimed(StarterRule.HOST), null)) {
            MqttClient spy = new MqttClient("tcp://127.0.0.1:" + pair.broker.port(), "spy", new MemoryPersistence());
            MqttConnectOptions options = new MqttConnectOptions();
            options.setCleanSession(true);
            spy.connect(options);
            List<String> topics = new ArrayList<>();
            List<byte[]> payloads = new ArrayList<>();
            CountDownLatch sawMove = new CountDownLatch(2);
            spy.subscribe("connectfour/#", 1, (topic, message) -> {
                synchronized (payloads) {
                    topics.add(topic);
                    payloads.add(message.getPayload());
                }
                sawMove.countDown();
            });
            pair.joined(null);
            Match host = pair.hostMatch();
            Match guest = pair.guestMatch();
            host.play(3);
            pair.guestEvents.await("moved", 1);
            guest.chat("my secret plan");
            pair.hostEvents.await("chat my secret plan");
            assertTrue(sawMove.await(5, TimeUnit.SECONDS));

            List<String> seenTopics;
            List<byte[]> seen;
            synchronized (payloads) {
                seenTopics = List.copyOf(topics);
                seen = List.copyOf(payloads);
            }
            for (byte[] payload : seen) {
                String text = new String(payload, StandardCharsets.ISO_8859_1);
                for (String plain : List.of("Gustav", "Hannah", "hello", "move", "secret", pair.game.secret())) {
                    assertFalse(text.contains(plain), "the broker sees " + plain);
                }
            }
            long droppedBefore = pair.host.droppedAtDoor();
            for (int i = 0; i < seen.size(); i++) {
                spy.publish(seenTopics.get(i), seen.get(i), 1, false); // replays, to where they went
                byte[] flipped = seen.get(i).clone();
                flipped[flipped.length - 1] ^= 1;
                spy.publish(seenTopics.get(i), flipped, 1, false);
                spy.publish(seenTopics.get(i), java.util.Arrays.copyOf(seen.get(i), 20), 1, false);
            }
            byte[] noise = new byte[80];
            RANDOM.nextBytes(noise);
            spy.publish(pair.game.topic(dev.connectfour.net.broker.Envelope.Direction.TO_HOST), noise, 1, false);

            guest.play(2); // goes after the replays and forgeries on the same topic
            pair.hostEvents.await("moved", 1);
            host.play(3);
            pair.guestEvents.await("moved", 2);
            assertEquals("434", host.position().moves());
            assertEquals(host.position(), guest.position());
            assertEquals(1, pair.hostEvents.count("chat"), "the replayed chat was not shown again");
            assertEquals(1, pair.hostEvents.count("moved"));
            assertEquals(0, pair.hostEvents.count("ended") + pair.guestEvents.count("ended"));
            assertEquals(0, pair.hostEvents.count("connectionLost") + pair.guestEvents.count("connectionLost"));
            assertTrue(pair.host.droppedAtDoor() > droppedBefore, "the host dropped and counted them");
            spy.disconnect();
            spy.close();
        }
    }
    /**
     * Someone else with the link writes into the connected guest's connection the strongest forgeries it can make:
     * an opening under the guest's epoch with the guest's seat and share copied but its own signature, an opening
     * there of its own seat, and session messages under keys it agreed with a share of its own; all far ahead in the
     * counter. Each is dropped: the host never shows them, and the guest's own later messages are still taken.
     */
    @Test
    void someoneWithTheLinkCannotWriteIntoTheGuestsConnection() throws Exception {
        try (OnBroker pair = new OnBroker(Loopback.untimed(StarterRule.HOST), null);
             Intruder mallory = new Intruder(pair.broker.port(), pair.game)) {
            pair.joined(null);
            Match host = pair.hostMatch();
            Match guest = pair.guestMatch();
            guest.chat("first");
            pair.hostEvents.await("chat first");
            long droppedBefore = pair.host.droppedAtDoor();

            Envelope.Opening hello = mallory.envelope.openOpening(mallory.readToHost().get(0));
            long epoch = hello.message().epoch();
            byte[] forged = Intruder.bytes(new Message.Chat("forged"));
            mallory.writeToHost(mallory.envelope.sealOpening(epoch, 1_000_000, hello.seat(), hello.share(), forged,
                    mallory.seat::sign));
            mallory.writeToHost(mallory.opening(epoch, 1_000_001, new Message.Chat("forged")));
            EpochKeys posing = EpochKeys.forGuest(mallory.envelope, epoch, mallory.seat.publicKey(),
                    mallory.seat::sign, new HostPin(pair.game));
            EpochKeys posingHost = EpochKeys.forHost(mallory.envelope,
                    mallory.envelope.openOpening(posing.seal(1, forged)), pair.game.host());
            posing.open(posingHost.seal(1, forged));
            mallory.writeToHost(posing.seal(1_000_002, forged));

            guest.chat("still mine"); // goes after the forgeries on the same topic
            pair.hostEvents.await("chat still mine");
            host.play(3);
            pair.guestEvents.await("moved", 1);
            guest.play(4);
            pair.hostEvents.await("moved", 1);
            assertEquals("45", host.position().moves());
            assertEquals(0, pair.hostEvents.count("chat forged"), pair.hostEvents.events().toString());
            assertEquals(0, pair.hostEvents.count("connectionLost") + pair.hostEvents.count("ended"));
            assertTrue(pair.host.droppedAtDoor() >= droppedBefore + 3, "each forgery was dropped and counted");
        }
    }

    /**
     * Someone with the link opens connections far in the future: before the guest has joined, one that is no hello;
     * during a drop, one whose hello gives the match id and a seat and proof of its own. Neither moves the host:
     * the guest joins, and later takes its seat back, on its own later epochs.
     */
    @Test
    void aFarFutureConnectionFromSomeoneWithTheLinkBlocksNeitherTheJoinNorTheRejoin() throws Exception {
        try (OnBroker pair = new OnBroker(Loopback.untimed(StarterRule.HOST), null);
             Intruder mallory = new Intruder(pair.broker.port(), pair.game)) {
            mallory.writeToHost(mallory.opening(Long.MAX_VALUE - 1, 1, new Message.Ping(1L)));
            mallory.writeToHost(mallory.opening(Long.MAX_VALUE - 1, 2, new Message.Ping(2L)));
            pair.joined(null);
            Match host = pair.hostMatch();
            host.play(3);
            pair.guestEvents.await("moved", 1);
            String matchId = pair.guestMatch().matchId();
            pair.guest.stepAway();
            pair.hostEvents.await("connectionLost");

            mallory.writeToHost(mallory.opening(Long.MAX_VALUE, 1, new Message.Hello(Protocol.VERSION, "Mallory",
                    pair.game.secret(), matchId, mallory.seat.seat(), mallory.seat.proof(matchId))));
            Recorder again = new Recorder();
            pair.guest = NetGuest.joinOnBroker(pair.throughRelay(), null, "Gustav", pair.seat, matchId, again,
                    Loopback.DIRECT, Loopback.FAST, null);
            again.await("gameStarted");
            pair.hostEvents.await("connectionRestored");
            assertEquals("4", pair.guest.match().position().moves());
            assertEquals("Gustav", host.name(Side.GUEST));
        }
    }
}
