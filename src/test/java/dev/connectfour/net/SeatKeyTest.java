package dev.connectfour.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.net.wire.Codec;
import dev.connectfour.net.wire.Message;
import dev.connectfour.net.wire.ProtocolException;
import java.security.SecureRandom;
import org.junit.jupiter.api.Test;

/** A guest's seat key and the host's side of it: who may take a seat back after a drop. */
class SeatKeyTest {
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final String MATCH = "0123456789abcdef";

    private final SeatKey guest = SeatKey.create(RANDOM);

    @Test
    void aProofHoldsForItsSeatAndMatchOnly() {
        String proof = guest.proof(MATCH);
        assertTrue(SeatKey.proves(guest.seat(), proof, MATCH));
        assertFalse(SeatKey.proves(guest.seat(), proof, "fedcba9876543210"), "another match");
        assertFalse(SeatKey.proves(SeatKey.create(RANDOM).seat(), proof, MATCH), "another key");
        int inSignature = 40; // the 16-byte nonce takes the first 22 letters; the last letter is partly padding
        String altered = proof.substring(0, inSignature) + (proof.charAt(inSignature) == 'A' ? 'B' : 'A')
                + proof.substring(inSignature + 1);
        assertFalse(SeatKey.proves(guest.seat(), altered, MATCH), "altered");
        assertFalse(SeatKey.proves(guest.seat(), "not-a-proof", MATCH));
    }

    @Test
    void theKeptTextIsTheSameKeyAfterARestart() {
        SeatKey restarted = SeatKey.parse(guest.text(), RANDOM);
        assertEquals(guest.seat(), restarted.seat());
        assertTrue(SeatKey.proves(guest.seat(), restarted.proof(MATCH), MATCH));
        assertThrows(IllegalArgumentException.class, () -> SeatKey.parse("garbage", RANDOM));
        assertFalse(guest.toString().contains(guest.text().substring(guest.text().indexOf('.') + 1)),
                "the private half stays out of logs");
    }

    @Test
    void aBoundSeatTakesBackOnlyAFreshProofByItsKey() {
        GuestSeat host = new GuestSeat();
        assertTrue(host.bind(hello(null, null), null), "the first join binds the seat");
        assertTrue(host.bind(new Message.Hello(1, "Gustav", "CODE", null, guest.seat(), null), null));

        assertFalse(host.admits(hello(null, null), MATCH, null), "the code alone");
        SeatKey other = SeatKey.create(RANDOM);
        assertFalse(host.admits(new Message.Hello(1, "Gustav", "CODE", MATCH, other.seat(), other.proof(MATCH)), MATCH,
                null), "another key");
        assertFalse(host.admits(new Message.Hello(1, "Gustav", "CODE", MATCH, guest.seat(), other.proof(MATCH)), MATCH,
                null), "the seat, with another key's proof");
        Message.Hello rejoin = new Message.Hello(1, "Gustav", "CODE", MATCH, guest.seat(), guest.proof(MATCH));
        assertTrue(host.admits(rejoin, MATCH, null));
        assertFalse(host.admits(rejoin, MATCH, null), "a proof read off the broker and given again");
        assertTrue(host.admits(new Message.Hello(1, "Gustav", "CODE", MATCH, guest.seat(), guest.proof(MATCH)), MATCH,
                null), "the guest's next rejoin");
    }

    @Test
    void aSeatThatIsNotAKeyIsRefusedAndASeatlessGuestIsTakenBackByTheCode() {
        assertFalse(new GuestSeat().bind(new Message.Hello(1, "Gustav", "CODE", null, "AAAA", null), null));
        GuestSeat seatless = new GuestSeat();
        assertTrue(seatless.bind(hello(null, null), null));
        assertTrue(seatless.admits(hello(MATCH, null), MATCH, null), "on the local network, the code is the key");
    }

    /** On a broker every connection is signed by a seat key: the hello must name that key, to bind or take back. */
    @Test
    void onASignedLinkTheHelloMustNameTheKeyThatSignedIt() {
        SeatKey other = SeatKey.create(RANDOM);
        Message.Hello first = new Message.Hello(1, "Gustav", "CODE", null, guest.seat(), null);
        assertFalse(new GuestSeat().bind(first, other.seat()), "a connection signed by another key");
        assertFalse(new GuestSeat().bind(hello(null, null), guest.seat()), "no seat in the hello");
        GuestSeat host = new GuestSeat();
        assertTrue(host.bind(first, guest.seat()));
        assertTrue(host.isBoundTo(guest.seat()));
        assertFalse(host.isBoundTo(other.seat()));
        assertFalse(host.admits(new Message.Hello(1, "Gustav", "CODE", MATCH, guest.seat(), guest.proof(MATCH)), MATCH,
                other.seat()), "the guest's proof on a connection someone else signed");
        assertTrue(host.admits(new Message.Hello(1, "Gustav", "CODE", MATCH, guest.seat(), guest.proof(MATCH)), MATCH,
                guest.seat()));
    }

    @Test
    void theSeatAndProofTravelInTheHelloAndAreChecked() throws ProtocolException {
        Message.Hello rejoin = new Message.Hello(1, "Gustav", "CODE", MATCH, guest.seat(), guest.proof(MATCH));
        assertEquals(rejoin, Codec.decode(Codec.encode(rejoin)));
        assertThrows(ProtocolException.class, () -> Codec.decode(
                "{\"type\":\"hello\",\"version\":1,\"name\":\"G\",\"code\":\"C\",\"seat\":\"not base64!\"}"));
        assertThrows(ProtocolException.class, () -> Codec.decode(
                "{\"type\":\"hello\",\"version\":1,\"name\":\"G\",\"code\":\"C\",\"proof\":\"" + "A".repeat(161) + "\"}"));
    }

    private static Message.Hello hello(String matchId, String seat) {
        return new Message.Hello(1, "Gustav", "CODE", matchId, seat, null);
    }
}
