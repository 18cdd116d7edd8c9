package dev.connectfour.net.discovery;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.StarterRule;
import java.io.ByteArrayOutputStream;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The TXT record of an advertised game, in the DNS-SD format (RFC 6763, section 6): a sequence of strings, each
 * one length byte then {@code key=value}, for example
 * <pre>
 *   txtvers=1  protocol=1  host=Alice  board=7x6  clock=5  starter=alternate
 * </pre>
 * {@code txtvers} is the version of this layout; {@code protocol} the network protocol's version; {@code host} the
 * display name in UTF-8; {@code board} as {@link BoardSize#toString()}; {@code clock} the seconds per move (0:
 * untimed); {@code starter} a {@link StarterRule} in lower case.
 *
 * <p>A record read from the network is anyone's: {@link #decode} bounds every length, decodes UTF-8 strictly,
 * takes the first of repeated keys (as RFC 6763 requires) and ignores unknown ones, and answers empty for anything
 * else that is not a valid game of a board the game offers. It never throws on any input.
 */
final class GameTxtRecord {
    /** The layout written by this class; a record of another layout is not read. */
    static final String LAYOUT_VERSION = "1";
    /** The largest record read: RFC 6763, 6.2, keeps a record that fits a single Ethernet packet under 1300 bytes. */
    static final int MAX_BYTES = 1300;
    /**
     * The boards the game offers: a copy of {@code dev.connectfour.game.GameSettings.BOARD_SIZES}, which this
     * package may not use ({@code net} sits below {@code game}); a test keeps the two equal. A game on another
     * board is not listed, since no screen could set it up.
     */
    static final List<BoardSize> OFFERED_BOARDS = List.of(BoardSize.STANDARD, new BoardSize(8, 7),
            new BoardSize(9, 7), new BoardSize(6, 5), new BoardSize(5, 4));

    private static final String TXTVERS = "txtvers";
    private static final String PROTOCOL = "protocol";
    private static final String HOST = "host";
    private static final String BOARD = "board";
    private static final String CLOCK = "clock";
    private static final String STARTER = "starter";
    private static final Set<String> KEYS = Set.of(TXTVERS, PROTOCOL, HOST, BOARD, CLOCK, STARTER);

    private static final Pattern PROTOCOL_VALUE = Pattern.compile("[1-9][0-9]{0,3}");
    private static final Pattern CLOCK_VALUE = Pattern.compile("0|[1-9][0-9]?");
    private static final Pattern BOARD_VALUE = Pattern.compile("[1-9]x[1-9][0-9]?");

    private GameTxtRecord() {
    }

    /**
     * The record advertising {@code game} (its address is not part of it).
     *
     * @throws IllegalArgumentException if the game's board is not one of {@link #OFFERED_BOARDS}: finders would ignore it
     */
    static byte[] encode(HostedGame game) {
        MatchSettings settings = game.settings();
        if (!OFFERED_BOARDS.contains(settings.board())) {
            throw new IllegalArgumentException("the board " + settings.board() + " is not one of " + OFFERED_BOARDS);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        write(out, TXTVERS, LAYOUT_VERSION);
        write(out, PROTOCOL, Integer.toString(game.protocolVersion()));
        write(out, HOST, game.hostName());
        write(out, BOARD, settings.board().toString());
        write(out, CLOCK, Integer.toString(settings.moveClockSeconds()));
        write(out, STARTER, settings.starter().name().toLowerCase(Locale.ROOT));
        return out.toByteArray();
    }

    /** The game a record describes, with the address it was found at; empty if the record is not a valid game. */
    static Optional<HostedGame> decode(byte[] record, InetSocketAddress address) {
        if (record == null || record.length > MAX_BYTES || address == null) {
            return Optional.empty();
        }
        Map<String, byte[]> values = knownValues(record);
        if (values == null || !values.keySet().equals(KEYS)) {
            return Optional.empty();
        }
        try {
            String protocol = utf8(values.get(PROTOCOL));
            String board = utf8(values.get(BOARD));
            String clock = utf8(values.get(CLOCK));
            Optional<StarterRule> starter = starter(utf8(values.get(STARTER)));
            if (!LAYOUT_VERSION.equals(utf8(values.get(TXTVERS))) || !PROTOCOL_VALUE.matcher(protocol).matches()
                    || !BOARD_VALUE.matcher(board).matches() || !CLOCK_VALUE.matcher(clock).matches()
                    || starter.isEmpty()) {
                return Optional.empty();
            }
            BoardSize size = BoardSize.parse(board);
            if (!OFFERED_BOARDS.contains(size)) {
                return Optional.empty();
            }
            MatchSettings settings = new MatchSettings(size, Integer.parseInt(clock), starter.get());
            return Optional.of(new HostedGame(utf8(values.get(HOST)), address, settings, Integer.parseInt(protocol)));
        } catch (CharacterCodingException | IllegalArgumentException invalid) {
            // Not UTF-8, or a value the records' own rules refuse (clock over the limit, a bad host name, port 0).
            return Optional.empty();
        }
    }

    private static void write(ByteArrayOutputStream out, String key, String value) {
        byte[] entry = (key + "=" + value).getBytes(StandardCharsets.UTF_8);
        // Every entry here is short (the host name is at most 20 code points, 80 bytes): far under one length byte.
        out.write(entry.length);
        out.writeBytes(entry);
    }

    /**
     * The raw values of the keys this layout knows, each its first occurrence; null if the strings overrun the
     * record. Keys are case-insensitive; strings with an empty or non-ASCII key, and unknown keys, are skipped.
     */
    private static Map<String, byte[]> knownValues(byte[] record) {
        Map<String, byte[]> values = new HashMap<>();
        int at = 0;
        while (at < record.length) {
            int length = record[at] & 0xff;
            int start = at + 1;
            int end = start + length;
            if (end > record.length) {
                return null;
            }
            int equals = indexOf(record, (byte) '=', start, end);
            String key = asciiKey(record, start, equals < 0 ? end : equals);
            if (key != null && KEYS.contains(key)) {
                // A key without "=" has no value (RFC 6763, 6.4): empty here, which no field of a game accepts.
                int valueStart = equals < 0 ? end : equals + 1;
                byte[] value = new byte[end - valueStart];
                System.arraycopy(record, valueStart, value, 0, value.length);
                values.putIfAbsent(key, value);
            }
            at = end;
        }
        return values;
    }

    private static int indexOf(byte[] bytes, byte wanted, int from, int to) {
        for (int i = from; i < to; i++) {
            if (bytes[i] == wanted) {
                return i;
            }
        }
        return -1;
    }

    /** The key in lower case, or null if it is empty or not printable US-ASCII (RFC 6763, 6.4). */
    private static String asciiKey(byte[] bytes, int from, int to) {
        if (from == to) {
            return null;
        }
        StringBuilder key = new StringBuilder(to - from);
        for (int i = from; i < to; i++) {
            if (bytes[i] < 0x20 || bytes[i] > 0x7e) {
                return null;
            }
            key.append((char) bytes[i]);
        }
        return key.toString().toLowerCase(Locale.ROOT);
    }

    private static String utf8(byte[] value) throws CharacterCodingException {
        return StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)
                .decode(ByteBuffer.wrap(value))
                .toString();
    }

    private static Optional<StarterRule> starter(String value) {
        for (StarterRule rule : StarterRule.values()) {
            if (rule.name().toLowerCase(Locale.ROOT).equals(value)) {
                return Optional.of(rule);
            }
        }
        return Optional.empty();
    }
}
