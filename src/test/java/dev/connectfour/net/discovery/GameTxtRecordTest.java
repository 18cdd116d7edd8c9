package dev.connectfour.net.discovery;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.GameSettings;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.StarterRule;
import java.io.ByteArrayOutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The advertisement's TXT record: what a host writes, and what a finder accepts from anyone on the network. */
class GameTxtRecordTest {
    private static final InetSocketAddress ADDRESS = new InetSocketAddress(InetAddress.getLoopbackAddress(), 4711);
    private static final HostedGame GAME = new HostedGame("Alice", ADDRESS,
            new MatchSettings(BoardSize.STANDARD, 5, StarterRule.ALTERNATE), 1);

    /** A record of the given strings, each with its length byte, as it travels in DNS. */
    private static byte[] record(String... strings) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (String string : strings) {
            byte[] bytes = string.getBytes(StandardCharsets.UTF_8);
            out.write(bytes.length);
            out.writeBytes(bytes);
        }
        return out.toByteArray();
    }

    private static byte[] valid(String... replacing) {
        String[] strings = {"txtvers=1", "protocol=1", "host=Alice", "board=7x6", "clock=5", "starter=alternate"};
        for (String replacement : replacing) {
            String key = replacement.split("=", 2)[0];
            for (int i = 0; i < strings.length; i++) {
                if (strings[i].startsWith(key + "=") || strings[i].equals(key)) {
                    strings[i] = replacement;
                }
            }
        }
        return record(strings);
    }

    private static Optional<HostedGame> decode(byte[] record) {
        return GameTxtRecord.decode(record, ADDRESS);
    }

    @Test
    void writesTheDocumentedStringsInOrder() {
        assertArrayEquals(record("txtvers=1", "protocol=1", "host=Alice", "board=7x6", "clock=5", "starter=alternate"),
                GameTxtRecord.encode(GAME));
    }

    @ParameterizedTest
    @EnumSource(StarterRule.class)
    void everyFieldSurvivesTheRoundTrip(StarterRule starter) {
        for (BoardSize board : GameTxtRecord.OFFERED_BOARDS) {
            for (int clock : new int[] {0, 1, 17, MatchSettings.MAX_MOVE_CLOCK_SECONDS}) {
                HostedGame game = new HostedGame("Zoë 北京 – ok", ADDRESS, new MatchSettings(board, clock, starter), 42);
                assertEquals(Optional.of(game), decode(GameTxtRecord.encode(game)));
            }
        }
    }

    @Test
    void theOfferedBoardsAreTheGamesBoards() {
        assertEquals(GameSettings.BOARD_SIZES, GameTxtRecord.OFFERED_BOARDS);
    }

    @Test
    void refusesToAdvertiseABoardFindersWouldIgnore() {
        HostedGame game = new HostedGame("Alice", ADDRESS, new MatchSettings(new BoardSize(4, 4), 0, StarterRule.HOST), 1);
        assertThrows(IllegalArgumentException.class, () -> GameTxtRecord.encode(game));
    }

    @Test
    void readsKeysWithoutCaseTakesTheFirstOfRepeatedKeysAndIgnoresUnknownOnesAndEmptyStrings() {
        byte[] record = record("", "TXTVERS=1", "Protocol=1", "host=Alice", "host=Mallory", "board=7x6", "clock=5",
                "starter=alternate", "color=red", "flag", "=nokey");
        assertEquals(Optional.of(GAME), decode(record));
    }

    @ParameterizedTest(name = "ignores {0}")
    @ValueSource(strings = {
        "txtvers=2", "txtvers", "protocol=0", "protocol=10000", "protocol=01", "protocol=-1", "protocol=1e3",
        "protocol=99999999999999999999", "protocol= 1", "host=", "host= ", "host=123456789012345678901",
        "host=Al\u0000ice", "host=Al\nice", "host=\u202eecilA", "host=Al\u200bice", "host", "board=7x6x1",
        "board=4x4", "board=1x1", "board=10x10", "board=9x8", "board=7X6", "board= 7x6", "board=+7x6", "board=07x6",
        "board=", "clock=61", "clock=-1", "clock=05", "clock=5.0", "clock=999", "clock=", "starter=HOST",
        "starter=nobody", "starter=", "starter=host ",
    })
    void ignoresARecordWithAnInvalidField(String field) {
        assertEquals(Optional.empty(), decode(valid(field)));
    }

    @ParameterizedTest(name = "ignores a record without {0}")
    @ValueSource(strings = {"txtvers", "protocol", "host", "board", "clock", "starter"})
    void ignoresARecordWithAMissingField(String key) {
        byte[] complete = valid();
        String[] strings = {"txtvers=1", "protocol=1", "host=Alice", "board=7x6", "clock=5", "starter=alternate"};
        byte[] record = record(Arrays.stream(strings).filter(s -> !s.startsWith(key + "=")).toArray(String[]::new));
        assertTrue(record.length < complete.length);
        assertEquals(Optional.empty(), decode(record));
    }

    @Test
    void ignoresAHostNameThatIsNotUtf8() {
        byte[] record = valid("host=XX");
        int at = indexOf(record, "host=XX".getBytes(StandardCharsets.US_ASCII)) + "host=".length();
        record[at] = (byte) 0xc3; // a lead byte followed by an ASCII byte: malformed
        assertEquals(Optional.empty(), decode(record));
    }

    @Test
    void ignoresARecordWhoseLastStringOverrunsIt() {
        byte[] record = valid();
        assertEquals(Optional.empty(), decode(Arrays.copyOf(record, record.length - 1)));
    }

    @Test
    void ignoresARecordOverTheSizeLimitAndNothingAtAll() {
        String padding = "x=" + "p".repeat(250);
        List<String> strings = new java.util.ArrayList<>(List.of("txtvers=1", "protocol=1", "host=Alice", "board=7x6",
                "clock=5", "starter=alternate"));
        for (int i = 0; i < 5; i++) {
            strings.add(padding);
        }
        byte[] large = record(strings.toArray(String[]::new));
        assertTrue(large.length > GameTxtRecord.MAX_BYTES);
        assertEquals(Optional.empty(), decode(large));
        assertEquals(Optional.empty(), decode(new byte[0]));
        assertEquals(Optional.empty(), decode(new byte[] {0}));
        assertEquals(Optional.empty(), decode(null));
        assertEquals(Optional.empty(), GameTxtRecord.decode(valid(), null));
        assertEquals(Optional.empty(), GameTxtRecord.decode(valid(), new InetSocketAddress(ADDRESS.getAddress(), 0)));
    }

    @Test
    void randomBytesAndMutatedRecordsNeverThrow() {
        Random random = new Random(22);
        byte[] valid = valid();
        for (int i = 0; i < 20_000; i++) {
            byte[] input;
            if (i % 2 == 0) {
                input = new byte[random.nextInt(400)];
                random.nextBytes(input);
            } else {
                input = valid.clone();
                for (int flips = 1 + random.nextInt(4); flips > 0; flips--) {
                    input[random.nextInt(input.length)] = (byte) random.nextInt(256);
                }
            }
            Optional<HostedGame> game = decode(input);
            game.ifPresent(found -> assertTrue(GameTxtRecord.OFFERED_BOARDS.contains(found.settings().board())));
        }
    }

    private static int indexOf(byte[] bytes, byte[] wanted) {
        for (int i = 0; i + wanted.length <= bytes.length; i++) {
            if (Arrays.equals(bytes, i, i + wanted.length, wanted, 0, wanted.length)) {
                return i;
            }
        }
        throw new AssertionError("not found");
    }
}
