package dev.connectfour.net.broker;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * What the broker carries: ciphertext that opens only unchanged, in its own game, direction and connection, and a
 * connection that only its guest's seat key opens and only its two ends write into.
 */
class EnvelopeTest {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final BrokerGame GAME = BrokerGame.create(BrokerAddress.parse("mqtt://127.0.0.1"), RANDOM);
    /** A guest's pin of the host's key, as the invite link gives it. */
    private static final HostPin PIN = new HostPin(GAME);
    private static final byte[] MOVE = "{\"type\":\"move\",\"ply\":0,\"column\":3,\"used\":0}"
            .getBytes(StandardCharsets.UTF_8);

    @Test
    void anOpeningOpensWithItsSeatAndHidesItsTextAndTheConnectionGoesOnUnderAgreedKeys() throws Exception {
        TestSeat seat = TestSeat.create();
        EpochKeys guest = EpochKeys.forGuest(GAME.envelope(RANDOM), 77, seat.publicKey(), seat.signer(), PIN);
        byte[] sealed = guest.seal(1, MOVE);
        assertFalse(new String(sealed, StandardCharsets.ISO_8859_1).contains("move"), "the broker sees no text");
        Envelope.Opening opening = GAME.envelope(RANDOM).openOpening(sealed);
        assertArrayEquals(seat.publicKey(), opening.seat());
        assertEquals(77, opening.message().epoch());
        assertEquals(1, opening.message().counter());
        assertArrayEquals(MOVE, opening.message().plaintext());

        EpochKeys host = EpochKeys.forHost(GAME.envelope(RANDOM), opening, GAME.host());
        assertArrayEquals(MOVE, guest.open(host.seal(1, MOVE)).plaintext());
        byte[] session = guest.seal(2, MOVE);
        assertFalse(Envelope.isOpening(session), "once it has the host's share, the guest writes session messages");
        Envelope.Opened opened = host.open(session);
        assertEquals(2, opened.counter());
        assertArrayEquals(MOVE, opened.plaintext());
        assertFalse(Arrays.equals(session, guest.seal(2, MOVE)), "a fresh nonce each time");
    }

    @Test
    void everyFlippedBitAndEveryCutIsRefusedInEveryForm() throws Exception {
        TestSeat seat = TestSeat.create();
        Envelope envelope = GAME.envelope(RANDOM);
        EpochKeys guest = EpochKeys.forGuest(envelope, 5, seat.publicKey(), seat.signer(), PIN);
        byte[] opening = guest.seal(1, MOVE);
        EpochKeys host = EpochKeys.forHost(envelope, envelope.openOpening(opening), GAME.host());
        byte[] answer = host.seal(1, MOVE);
        EpochKeys answered = EpochKeys.forGuest(envelope, 6, seat.publicKey(), seat.signer(), PIN);
        EpochKeys itsHost = EpochKeys.forHost(envelope, envelope.openOpening(answered.seal(1, MOVE)), GAME.host());
        answered.open(itsHost.seal(1, MOVE));
        itsHost.open(answered.seal(2, MOVE));
        byte[] session = itsHost.seal(2, MOVE);
        for (byte[] sealed : new byte[][] {opening, answer, session}) {
            EpochKeys receiver = sealed == opening ? host : sealed == answer ? guest : answered;
            for (int bit = 0; bit < sealed.length * 8; bit++) {
                if (sealed != session && bit % 8 != bit / 8 % 8) {
                    continue; // in the signed forms (longer, and a signature to verify), one bit a byte
                }
                byte[] flipped = sealed.clone();
                flipped[bit / 8] ^= (byte) (1 << (bit % 8));
                assertThrows(GeneralSecurityException.class, () -> receiver.open(flipped), "bit " + bit);
            }
            for (int length = 0; length < sealed.length; length++) {
                byte[] cut = Arrays.copyOf(sealed, length);
                assertThrows(GeneralSecurityException.class, () -> receiver.open(cut), "cut to " + length);
            }
        }
    }

    /**
     * Someone else with the invite reads the guest's opening off the broker: it can neither sign an opening as that
     * seat (its own signature, the guest's seat and share copied), nor seal a session message the host takes (it
     * agrees keys from a share of its own), nor make the guest take the host's messages meant for another
     * connection.
     */
    @Test
    void someoneWithTheInviteCannotWriteIntoAnotherGuestsConnection() throws Exception {
        TestSeat seat = TestSeat.create();
        Envelope envelope = GAME.envelope(RANDOM);
        EpochKeys guest = EpochKeys.forGuest(envelope, 9, seat.publicKey(), seat.signer(), PIN);
        Envelope.Opening opening = envelope.openOpening(guest.seal(1, MOVE));
        EpochKeys host = EpochKeys.forHost(envelope, opening, GAME.host());

        TestSeat mallory = TestSeat.create();
        byte[] ownSignature = envelope.sealOpening(9, 1_000, opening.seat(), opening.share(), MOVE, mallory.signer());
        assertThrows(GeneralSecurityException.class, () -> host.open(ownSignature), "signed by another key");
        byte[] ownSeat = EpochKeys.forGuest(envelope, 9, mallory.publicKey(), mallory.signer(), PIN).seal(1_000, MOVE);
        assertThrows(GeneralSecurityException.class, () -> host.open(ownSeat), "another seat's opening");

        EpochKeys posing = EpochKeys.forGuest(envelope, 9, mallory.publicKey(), mallory.signer(), PIN);
        EpochKeys posingHost = EpochKeys.forHost(envelope, envelope.openOpening(posing.seal(1, MOVE)), GAME.host());
        posing.open(posingHost.seal(1, MOVE));
        assertThrows(GeneralSecurityException.class, () -> host.open(posing.seal(1_000, MOVE)),
                "a session message under keys agreed with a share of its own");

        EpochKeys other = EpochKeys.forGuest(envelope, 10, seat.publicKey(), seat.signer(), PIN);
        assertThrows(GeneralSecurityException.class, () -> other.open(host.seal(2, MOVE)), "another connection's");
    }

    @Test
    void aMessageCannotBeReflectedNorMovedToAnotherGameNorOpenedWithAnotherKey() throws Exception {
        TestSeat seat = TestSeat.create();
        byte[] sealed = EpochKeys.forGuest(GAME.envelope(RANDOM), 1, seat.publicKey(), seat.signer(), PIN).seal(1, MOVE);
        BrokerGame sameKeyOtherGame = new BrokerGame(GAME.server(), "0".repeat(32), GAME.secret());
        assertThrows(GeneralSecurityException.class, () -> sameKeyOtherGame.envelope(RANDOM).openOpening(sealed),
                "another game");
        BrokerGame otherKey = new BrokerGame(GAME.server(), GAME.id(), "A".repeat(BrokerGame.SECRET_LENGTH));
        assertThrows(GeneralSecurityException.class, () -> otherKey.envelope(RANDOM).openOpening(sealed),
                "a wrong key");

        Envelope envelope = GAME.envelope(RANDOM);
        EpochKeys guest = EpochKeys.forGuest(envelope, 1, seat.publicKey(), seat.signer(), PIN);
        EpochKeys host = EpochKeys.forHost(envelope, envelope.openOpening(guest.seal(1, MOVE)), GAME.host());
        byte[] toGuest = host.seal(1, MOVE);
        guest.open(toGuest);
        assertThrows(GeneralSecurityException.class, () -> host.open(toGuest), "reflected to its sender");
        byte[] toHost = guest.seal(2, MOVE);
        assertThrows(GeneralSecurityException.class, () -> guest.open(toHost), "reflected to its sender");
    }

    /**
     * Someone else with the invite reads the guest's opening and answers it first: unsigned, as a host without a key
     * would; signed with a key of its own; or with the host's own answer to another connection. The guest takes none
     * of them, and then takes its host's answer; once the guest has written under the session keys, the host's
     * messages go unsigned.
     */
    @Test
    void aGuestTakesOnlyAnAnswerItsHostSignedForThisConnection() throws Exception {
        TestSeat seat = TestSeat.create();
        Envelope envelope = GAME.envelope(RANDOM);
        EpochKeys guest = EpochKeys.forGuest(envelope, 9, seat.publicKey(), seat.signer(), new HostPin(GAME));
        Envelope.Opening opening = envelope.openOpening(guest.seal(1, MOVE));

        ForgedAnswer unsigned = new ForgedAnswer(envelope, opening);
        assertThrows(GeneralSecurityException.class, () -> guest.open(unsigned.seal(1, MOVE)), "unsigned");
        EpochKeys posing = EpochKeys.forHost(envelope, opening, HostKey.create(RANDOM));
        assertThrows(GeneralSecurityException.class, () -> guest.open(posing.seal(1, MOVE)), "another host key");
        EpochKeys twin = EpochKeys.forGuest(envelope, 9, seat.publicKey(), seat.signer(), new HostPin(GAME));
        EpochKeys hostOfTwin = EpochKeys.forHost(envelope, envelope.openOpening(twin.seal(1, MOVE)), GAME.host());
        assertThrows(GeneralSecurityException.class, () -> guest.open(hostOfTwin.seal(1, MOVE)),
                "signed for another share of the same epoch");

        EpochKeys host = EpochKeys.forHost(envelope, opening, GAME.host());
        byte[] answer = host.seal(1, MOVE);
        assertEquals(Envelope.ANSWER, answer[0]);
        assertArrayEquals(MOVE, guest.open(answer).plaintext());
        assertThrows(GeneralSecurityException.class, () -> guest.open(posing.seal(2, MOVE)), "after the host's");
        assertArrayEquals(MOVE, guest.open(host.seal(2, MOVE)).plaintext(), "answers until the guest has written");
        host.open(guest.seal(2, MOVE));
        byte[] session = host.seal(3, MOVE);
        assertEquals(Envelope.SESSION, session[0], "the guest has the share: no more signatures");
        assertArrayEquals(MOVE, guest.open(session).plaintext());
    }

    /**
     * A game a short code names carries no host key: its guest takes the first signed answer's key, and holds its
     * later connections to it.
     */
    @Test
    void withoutAKeyInTheInviteTheGuestHoldsItsLaterConnectionsToTheFirstHostKeyItTook() throws Exception {
        TestSeat seat = TestSeat.create();
        Envelope envelope = GAME.envelope(RANDOM);
        HostPin firstTaken = new HostPin(new BrokerGame(GAME.server(), GAME.id(), GAME.secret()));
        EpochKeys first = EpochKeys.forGuest(envelope, 1, seat.publicKey(), seat.signer(), firstTaken);
        Envelope.Opening opening = envelope.openOpening(first.seal(1, MOVE));
        assertThrows(GeneralSecurityException.class, () -> first.open(new ForgedAnswer(envelope, opening).seal(1, MOVE)),
                "unsigned, also without a key in the invite");
        first.open(EpochKeys.forHost(envelope, opening, GAME.host()).seal(1, MOVE));

        EpochKeys later = EpochKeys.forGuest(envelope, 2, seat.publicKey(), seat.signer(), firstTaken);
        Envelope.Opening again = envelope.openOpening(later.seal(1, MOVE));
        assertThrows(GeneralSecurityException.class,
                () -> later.open(EpochKeys.forHost(envelope, again, HostKey.create(RANDOM)).seal(1, MOVE)));
        assertArrayEquals(MOVE, later.open(EpochKeys.forHost(envelope, again, GAME.host()).seal(1, MOVE)).plaintext());
    }
}
