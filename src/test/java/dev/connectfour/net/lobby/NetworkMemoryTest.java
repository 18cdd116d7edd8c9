package dev.connectfour.net.lobby;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.net.SeatKey;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The network screen's memory in a real file: the role chosen last, and a rejoin ticket until it expires. */
class NetworkMemoryTest {
    @TempDir
    Path directory;

    private NetworkMemory at(long millis) {
        return new NetworkMemory(directory, Clock.fixed(Instant.ofEpochMilli(millis), ZoneOffset.UTC));
    }

    @Test
    void theRoleChosenLastIsRememberedByANewRun() {
        assertFalse(at(0).wasJoining(), "hosting at first");
        at(0).rememberJoining(true);
        assertTrue(at(5).wasJoining());
        at(5).rememberJoining(false);
        assertFalse(at(9).wasJoining());
    }

    @Test
    void aTicketIsOfferedUntilItExpiresAndForgottenWithoutTouchingTheRole() {
        at(0).rememberJoining(true);
        RejoinTicket ticket = new RejoinTicket("192.168.1.20", 27474, "K7MX3Q", "Gustav", "Anna", 61_000);
        at(1_000).keep(ticket);
        assertEquals(Optional.of(ticket), at(60_999).ticket());
        assertEquals(1, ticket.secondsLeft(60_999));
        assertEquals(Optional.empty(), at(61_000).ticket(), "expired with the host's reconnect window");
        at(2_000).forgetTicket();
        assertEquals(Optional.empty(), at(2_000).ticket());
        assertTrue(at(2_000).wasJoining());
    }

    @Test
    void anUnreadableOrIncompleteFileIsNoTicketAndIsReplaced() throws Exception {
        Path file = directory.resolve(NetworkMemory.FILE_NAME);
        Files.writeString(file, "rejoin.host=h\nrejoin.port=seventy\nrejoin.code=C\nrejoin.name=N\nrejoin.opponent=O\n"
                + "rejoin.expires=99\nrole=join\n", StandardCharsets.UTF_8);
        assertEquals(Optional.empty(), at(0).ticket());
        Files.write(file, new byte[] {'r', 'o', 'l', 'e', '=', '\\', 'u', 'z', 'z'});
        assertFalse(at(0).wasJoining());
        at(0).keep(new RejoinTicket("::1", 1, "C", "N", "O", 10));
        assertTrue(at(0).ticket().isPresent(), "the file was replaced");
    }

    @Test
    void aGuestJoinsOnTheSeatKeptForItsGameUntilItExpiresAndElseOnANewOne() {
        SecureRandom random = new SecureRandom();
        SeatKey key = SeatKey.create(random);
        at(0).keepSeat(new InternetSeat("game-a", key.text(), "match-1", 60_000));
        JoiningSeat kept = at(59_999).joiningSeat("game-a", random);
        assertTrue(kept.isRejoin());
        assertEquals(key.text(), kept.key().text());
        assertEquals("match-1", kept.rejoining());
        assertFalse(at(59_999).joiningSeat("game-b", random).isRejoin(), "another game's seat is not this one's");
        assertFalse(at(60_000).joiningSeat("game-a", random).isRejoin(), "expired with the host's reconnect window");
        at(0).keepSeat(new InternetSeat("game-a", "not a key", "match-1", 60_000));
        JoiningSeat unreadable = at(1).joiningSeat("game-a", random);
        assertFalse(unreadable.isRejoin(), "a key that cannot be read is no seat kept");
        assertFalse(unreadable.key().text().equals(key.text()));
    }
}
