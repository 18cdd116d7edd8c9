package dev.connectfour.net.wire;

import dev.connectfour.engine.board.BoardSize;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The messages of the protocol, one record each; {@link Codec} maps each to the {@code type} named in
 * {@code src/docs/protocol.md} and back. Fields are boxed where the protocol requires them, so a missing field
 * is told apart from a zero. {@link #validate()} checks every field of one message on its own; the order of
 * messages and their meaning for the game are checked by the connection's state machine.
 */
public sealed interface Message {
    /** The protocol version this program speaks. Changes whenever a message changes incompatibly. */
    int VERSION = 1;

    /** The longest game in turns (discs and lost turns); the host ends a game that reaches it as abandoned. */
    int MAX_TURNS = 1000;
    /** The longest move clock in milliseconds that a message may carry (the longest move clock, 60 s). */
    long MAX_CLOCK_MILLIS = 60_000;
    /** The longest {@code detail} of a {@code bye}. */
    int MAX_DETAIL_LENGTH = 200;
    /** The longest join code accepted in a hello (codes are shorter; a longer one is simply wrong). */
    int MAX_CODE_LENGTH = 16;
    /** The longest {@code seat} or {@code proof} of a hello (a key or a signature, in base64url). */
    int MAX_SEAT_LENGTH = 160;

    /** The sides as the wire writes them. */
    Set<String> SIDES = Set.of("host", "guest");
    /** The starter rules as the wire writes them. */
    Set<String> STARTERS = Set.of("host", "guest", "alternate", "random");
    /** The reasons a {@code bye} may give. */
    Set<String> BYE_REASONS = Set.of("left", "abandoned", "wrong_code", "locked_out", "game_full",
            "incompatible_version", "protocol_error");

    /** @throws ProtocolException naming the first field that is missing or out of bounds */
    void validate() throws ProtocolException;

    /**
     * Guest to host, first line: who joins, with the code; {@code matchId} when rejoining a match it knows. A guest
     * may bind its seat to a key of its own: {@code seat} is that key's public half, and a rejoin then carries the
     * {@code proof} that the key is this guest's (see {@code src/docs/protocol.md}).
     */
    record Hello(Integer version, String name, String code, String matchId, String seat, String proof)
            implements Message {
        /** A hello that binds no seat. */
        public Hello(Integer version, String name, String code, String matchId) {
            this(version, name, code, matchId, null, null);
        }

        @Override
        public void validate() throws ProtocolException {
            // Only the version is read from a hello of another version: the host answers incompatible_version.
            if (require("version", version) != VERSION) {
                return;
            }
            checkName("name", name);
            if (require("code", code).length() > MAX_CODE_LENGTH) {
                throw new ProtocolException("code: longer than " + MAX_CODE_LENGTH + " characters");
            }
            if (matchId != null) {
                checkMatchId(matchId);
            }
            checkBase64Url("seat", seat, MAX_SEAT_LENGTH);
            checkBase64Url("proof", proof, MAX_SEAT_LENGTH);
        }
    }

    /** Host to guest: accepted; the match's settings and names, and the current game's number and first mover. */
    record Welcome(Integer version, String matchId, String host, String guest, Integer width, Integer height,
                   Integer clock, String starter, Integer game, String first) implements Message {
        @Override
        public void validate() throws ProtocolException {
            if (require("version", version) != VERSION) {
                throw new ProtocolException("version: " + version + ", this program speaks " + VERSION);
            }
            checkMatchId(require("matchId", matchId));
            checkName("host", host);
            checkName("guest", guest);
            try {
                new BoardSize(require("width", width), require("height", height));
            } catch (IllegalArgumentException e) {
                throw new ProtocolException("width, height: " + e.getMessage());
            }
            checkRange("clock", clock, 0, MAX_CLOCK_MILLIS / 1000);
            checkKeyword("starter", starter, STARTERS);
            checkRange("game", game, 1, Integer.MAX_VALUE);
            checkKeyword("first", first, SIDES);
        }
    }

    /**
     * Host to guest, right after every welcome: the current game as the host keeps it. {@code moves} is the move
     * string of the game (digits 1-9, '-' for a lost turn); {@code remaining} the milliseconds left for the turn
     * being played, absent when it is untimed or the game is over; {@code resigned} who resigned, if anyone;
     * {@code rematch} the side whose rematch offer is open, if any; {@code chat} the match's last chat lines, if
     * sent (read leniently: see {@link ResumeChat}).
     */
    record Resume(Integer game, String first, String moves, Long remaining, String resigned, String rematch,
                  ResumeChat chat) implements Message {
        private static final Pattern MOVES = Pattern.compile("[1-9-]*");

        @Override
        public void validate() throws ProtocolException {
            checkRange("game", game, 1, Integer.MAX_VALUE);
            checkKeyword("first", first, SIDES);
            if (require("moves", moves).length() > MAX_TURNS || !MOVES.matcher(moves).matches()) {
                throw new ProtocolException("moves: not a move string of at most " + MAX_TURNS + " turns");
            }
            if (remaining != null) {
                checkRange("remaining", remaining, 0, MAX_CLOCK_MILLIS);
            }
            if (resigned != null) {
                checkKeyword("resigned", resigned, SIDES);
            }
            if (rematch != null) {
                checkKeyword("rematch", rematch, SIDES);
            }
        }
    }

    /** Either way: the sender dropped a disc in {@code column} (0-based) as turn {@code ply} (0-based) of the game. */
    record Move(Integer ply, Integer column, Long used) implements Message {
        @Override
        public void validate() throws ProtocolException {
            checkRange("ply", ply, 0, MAX_TURNS - 1);
            checkRange("column", column, 0, BoardSize.MAX_WIDTH - 1);
            checkRange("used", used, 0, Long.MAX_VALUE);
        }
    }

    /** Host to guest: the side to move at turn {@code ply} ran out of time; the turn passed without a disc. */
    record TurnLost(Integer ply) implements Message {
        @Override
        public void validate() throws ProtocolException {
            checkRange("ply", ply, 0, MAX_TURNS - 1);
        }
    }

    /** Either way: a chat line, plain text. */
    record Chat(String text) implements Message {
        @Override
        public void validate() throws ProtocolException {
            if (require("text", text).length() > Text.MAX_CHAT_LENGTH) {
                throw new ProtocolException("text: longer than " + Text.MAX_CHAT_LENGTH + " characters");
            }
        }
    }

    /** Either way: the sender resigns game number {@code game}. */
    record Resign(Integer game) implements Message {
        @Override
        public void validate() throws ProtocolException {
            checkRange("game", game, 1, Integer.MAX_VALUE);
        }
    }

    /** Either way: the sender asks for (or accepts) game number {@code game}, the one after the finished game. */
    record Rematch(Integer game) implements Message {
        @Override
        public void validate() throws ProtocolException {
            checkRange("game", game, 2, Integer.MAX_VALUE);
        }
    }

    /** Host to guest: both sides asked for a rematch; game number {@code game} starts, {@code first} moves first. */
    record Start(Integer game, String first) implements Message {
        @Override
        public void validate() throws ProtocolException {
            checkRange("game", game, 2, Integer.MAX_VALUE);
            checkKeyword("first", first, SIDES);
        }
    }

    /** Either way, every couple of seconds: answer with a pong of the same id. */
    record Ping(Long id) implements Message {
        @Override
        public void validate() throws ProtocolException {
            require("id", id);
        }
    }

    /** The answer to a ping. */
    record Pong(Long id) implements Message {
        @Override
        public void validate() throws ProtocolException {
            require("id", id);
        }
    }

    /** Either way, last line: why the sender closes the connection. */
    record Bye(String reason, String detail) implements Message {
        @Override
        public void validate() throws ProtocolException {
            checkKeyword("reason", reason, BYE_REASONS);
            if (detail != null && detail.length() > MAX_DETAIL_LENGTH) {
                throw new ProtocolException("detail: longer than " + MAX_DETAIL_LENGTH + " characters");
            }
        }
    }

    private static <T> T require(String field, T value) throws ProtocolException {
        if (value == null) {
            throw new ProtocolException(field + ": missing");
        }
        return value;
    }

    private static void checkRange(String field, Number value, long min, long max) throws ProtocolException {
        long number = require(field, value).longValue();
        if (number < min || number > max) {
            throw new ProtocolException(field + ": " + number + " is not in " + min + ".." + max);
        }
    }

    private static void checkKeyword(String field, String value, Set<String> allowed) throws ProtocolException {
        if (!allowed.contains(require(field, value))) {
            throw new ProtocolException(field + ": not one of " + new java.util.TreeSet<>(allowed));
        }
    }

    private static void checkName(String field, String value) throws ProtocolException {
        try {
            if (!Text.name(value).equals(value)) {
                throw new ProtocolException(field + ": not trimmed");
            }
        } catch (IllegalArgumentException e) {
            throw new ProtocolException(field + ": " + e.getMessage());
        }
    }

    /** An optional field of base64url letters, at most {@code max} of them. */
    private static void checkBase64Url(String field, String value, int max) throws ProtocolException {
        if (value != null && !value.matches("[A-Za-z0-9_-]{1," + max + "}")) {
            throw new ProtocolException(field + ": not 1 to " + max + " base64url letters");
        }
    }

    private static void checkMatchId(String value) throws ProtocolException {
        if (!value.matches("[0-9a-f]{16}")) {
            throw new ProtocolException("matchId: not 16 lower-case hexadecimal digits");
        }
    }
}
