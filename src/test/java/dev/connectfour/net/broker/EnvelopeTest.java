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

/** What the broker carries: ciphertext that opens only unchanged, in its own game and direction. */
class EnvelopeTest {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final BrokerGame GAME = BrokerGame.create(BrokerAddress.parse("mqtt://127.0.0.1"), RANDOM);
    private static final byte[] MOVE = "{\"type\":\"move\",\"ply\":0,\"column\":3,\"used\":0}"
            .getBytes(StandardCharsets.UTF_8);

    @Test
    void aSealedMessageOpensWithItsHeaderAndHidesItsText() throws Exception {
        Envelope envelope = GAME.envelope(RANDOM);
        byte[] sealed = envelope.seal(Envelope.Direction.TO_HOST, 77, 3, 0, MOVE);
        assertFalse(new String(sealed, StandardCharsets.ISO_8859_1).contains("move"), "the broker sees no text");
        Envelope.Opened opened = GAME.envelope(RANDOM).open(Envelope.Direction.TO_HOST, sealed);
        assertEquals(77, opened.senderEpoch());
        assertEquals(3, opened.counter());
        assertArrayEquals(MOVE, opened.plaintext());
        assertFalse(Arrays.equals(sealed, envelope.seal(Envelope.Direction.TO_HOST, 77, 3, 0, MOVE)),
                "a fresh nonce each time");
    }

    @Test
    void everyFlippedBitAndEveryCutIsRefused() {
        Envelope envelope = GAME.envelope(RANDOM);
        byte[] sealed = envelope.seal(Envelope.Direction.TO_GUEST, 5, 9, 42, MOVE);
        for (int bit = 0; bit < sealed.length * 8; bit++) {
            byte[] flipped = sealed.clone();
            flipped[bit / 8] ^= (byte) (1 << (bit % 8));
            assertThrows(GeneralSecurityException.class, () -> envelope.open(Envelope.Direction.TO_GUEST, flipped),
                    "bit " + bit);
        }
        for (int length = 0; length < sealed.length; length++) {
            byte[] cut = Arrays.copyOf(sealed, length);
            assertThrows(GeneralSecurityException.class, () -> envelope.open(Envelope.Direction.TO_GUEST, cut),
                    "cut to " + length);
        }
    }

    @Test
    void aMessageCannotBeReflectedNorMovedToAnotherGameNorOpenedWithAnotherKey() {
        byte[] sealed = GAME.envelope(RANDOM).seal(Envelope.Direction.TO_HOST, 1, 1, 0, MOVE);
        assertThrows(GeneralSecurityException.class,
                () -> GAME.envelope(RANDOM).open(Envelope.Direction.TO_GUEST, sealed), "reflected to its sender");
        BrokerGame sameKeyOtherGame = new BrokerGame(GAME.server(), "0".repeat(32), GAME.secret());
        assertThrows(GeneralSecurityException.class,
                () -> sameKeyOtherGame.envelope(RANDOM).open(Envelope.Direction.TO_HOST, sealed), "another game");
        BrokerGame otherKey = new BrokerGame(GAME.server(), GAME.id(), "A".repeat(BrokerGame.SECRET_LENGTH));
        assertThrows(GeneralSecurityException.class,
                () -> otherKey.envelope(RANDOM).open(Envelope.Direction.TO_HOST, sealed), "a wrong key");
    }
}
