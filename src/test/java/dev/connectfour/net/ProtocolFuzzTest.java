package dev.connectfour.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Position;
import dev.connectfour.net.broker.BrokerAddress;
import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.Envelope;
import dev.connectfour.net.broker.EpochKeys;
import dev.connectfour.net.broker.HostPin;
import dev.connectfour.net.wire.Codec;
import dev.connectfour.net.wire.LineReader;
import dev.connectfour.net.wire.Message;
import dev.connectfour.net.wire.ProtocolException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Generated input for the decoder and for both sides' state machines: random bytes, mutated valid lines, and
 * valid messages out of sequence. Only the documented errors may escape (ProtocolException from what arrives,
 * IllegalStateException / IllegalArgumentException from a player's call), and after every input the match must
 * still hold a legal game with a consistent turn; a message refused leaves the game as it was.
 */
class ProtocolFuzzTest {
    private static final long SEED = 22_2026L;
    private static final List<BoardSize> BOARDS = List.of(BoardSize.STANDARD, new BoardSize(4, 4), new BoardSize(5, 1),
            new BoardSize(9, 7));

    private final Random random = new Random(SEED);
    private int decoderInputs;
    private int stateMachineInputs;
    private int refused;
    private int moves;
    private int turnsLost;
    private int rematches;

    @Test
    void theDecoderLetsOnlyProtocolExceptionsOut() {
        for (int i = 0; i < 4_000; i++) {
            byte[] bytes = new byte[random.nextInt(600)];
            random.nextBytes(bytes);
            decodeBytes(bytes);
        }
        for (int i = 0; i < 8_000; i++) {
            decodeBytes(mutate(Codec.encode(anyMessage(7, 1))).getBytes(StandardCharsets.UTF_8));
        }
        decodeBytes(("{\"type\":\"chat\",\"text\":\"" + "\\u0000".repeat(700) + "\"}\n").getBytes(StandardCharsets.UTF_8));
        decodeBytes("[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\n"
                .repeat(3).getBytes(StandardCharsets.UTF_8));
        System.out.println("protocol fuzz: " + decoderInputs + " inputs to the decoder");
        assertTrue(decoderInputs >= 10_000);
    }

    /**
     * Through the broker's envelope under a connection's real keys (a guest's opening answered by the host), so that
     * what is generated reaches the protocol code: valid and mutated messages, some of them with a flipped bit or cut
     * short on the way. A message that does not open is dropped; one that opens is received as a valid message, taken
     * by the link itself (ping, pong), or ends its link as a protocol error (a bye first); nothing else escapes.
     */
    @Test
    void throughTheBrokersEnvelopeOnlyDocumentedOutcomes() throws Exception {
        BrokerGame game = BrokerGame.create(BrokerAddress.parse("mqtt://127.0.0.1"), new SecureRandom());
        Envelope guest = game.envelope(new SecureRandom());
        Envelope host = game.envelope(new SecureRandom());
        SeatKey seat = SeatKey.create(new SecureRandom());
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
        Map<String, Integer> outcomes = new TreeMap<>();
        AtomicLong dropped = new AtomicLong();
        try {
            EpochKeys sender = EpochKeys.forGuest(guest, 7, seat.publicKey(), seat::sign, new HostPin(game));
            EpochKeys receiver = EpochKeys.forHost(host, host.openOpening(sender.seal(1, new byte[0])), game.host());
            sender.open(receiver.seal(1, new byte[0])); // the guest has the host's share: session messages
            BrokerLink link = null;
            AtomicBoolean ended = new AtomicBoolean();
            for (int i = 1; i <= 10_000; i++) {
                // a fresh link once one has ended, and before the rate limit ends the one in use (the counter goes on)
                if (link == null || ended.getAndSet(false) || i % 30 == 0) {
                    if (link != null) {
                        link.close();
                    }
                    link = new BrokerLink(sealed -> { }, receiver, true, Loopback.FAST, timer, () -> { },
                            dropped);
                    link.start(recordingInto(outcomes, ended));
                }
                String line = random.nextInt(4) == 0 ? Codec.encode(anyMessage(7, 1)) : mutate(Codec.encode(anyMessage(7, 1)));
                byte[] sealed = sender.seal(i + 1, line.getBytes(StandardCharsets.UTF_8));
                if (random.nextInt(5) == 0) {
                    sealed[random.nextInt(sealed.length)] ^= (byte) (1 << random.nextInt(8));
                } else if (random.nextInt(5) == 0) {
                    sealed = Arrays.copyOf(sealed, random.nextInt(sealed.length));
                }
                int before = outcomes.values().stream().mapToInt(Integer::intValue).sum();
                long droppedBefore = dropped.get();
                link.arrived(sealed);
                if (dropped.get() > droppedBefore) {
                    outcomes.merge("dropped", 1, Integer::sum);
                } else if (outcomes.values().stream().mapToInt(Integer::intValue).sum() == before) {
                    outcomes.merge("ping or pong, the link's own", 1, Integer::sum);
                }
            }
        } finally {
            timer.shutdownNow();
        }
        System.out.println("broker envelope fuzz: " + outcomes);
        assertEquals(Set.of("dropped", "failed", "received", "ping or pong, the link's own"), outcomes.keySet());
        assertEquals(10_000, outcomes.values().stream().mapToInt(Integer::intValue).sum());
    }

    private static Link.Handler recordingInto(Map<String, Integer> outcomes, AtomicBoolean ended) {
        return new Link.Handler() {
            @Override
            public void received(Link from, Message message) throws ProtocolException {
                message.validate();
                outcomes.merge("received", 1, Integer::sum);
            }

            @Override
            public void lost(Link from, String why) {
                outcomes.merge("lost", 1, Integer::sum);
                ended.set(true);
            }

            @Override
            public void failed(Link from, String detail) {
                outcomes.merge("failed", 1, Integer::sum);
                ended.set(true);
            }
        };
    }

    @Test
    void theStateMachinesStayConsistentWhateverArrives() {
        for (int round = 0; round < 2_000; round++) {
            fuzzHost();
            fuzzGuest();
        }
        System.out.println("protocol fuzz: " + stateMachineInputs + " inputs to the state machines, " + refused
                + " refused as protocol errors; " + moves + " moves accepted, " + turnsLost + " turns lost, " + rematches
                + " rematches");
        assertTrue(moves > 1_000 && turnsLost > 100 && rematches > 10, "the fuzz reaches deep into the games");
        assertTrue(stateMachineInputs >= 10_000, "inputs: " + stateMachineInputs);
    }

    // ---- the decoder

    private void decodeBytes(byte[] bytes) {
        LineReader lines = new LineReader(new ByteArrayInputStream(bytes));
        try {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                decoderInputs++;
                Codec.decode(line);
            }
        } catch (ProtocolException expected) {
            decoderInputs++;
        } catch (IOException | RuntimeException e) {
            throw new AssertionError("undocumented " + e + " for " + new String(bytes, StandardCharsets.UTF_8), e);
        }
    }

    /** A valid line changed a little: bytes flipped, cut, doubled, characters inserted, numbers swapped. */
    private String mutate(String line) {
        StringBuilder text = new StringBuilder(line);
        int edits = 1 + random.nextInt(3);
        for (int i = 0; i < edits && text.length() > 0; i++) {
            int at = random.nextInt(text.length());
            switch (random.nextInt(7)) {
                case 0 -> text.setCharAt(at, (char) random.nextInt(128));
                case 1 -> text.deleteCharAt(at);
                case 2 -> text.insert(at, "{}[],:\"\\0-1e99".charAt(random.nextInt(14)));
                case 3 -> text.setLength(at);
                case 4 -> text.insert(at, text.substring(at));
                case 5 -> text.replace(at, Math.min(text.length(), at + 1), String.valueOf(random.nextInt()));
                default -> text.insert(at, (char) (0x80 + random.nextInt(0xFF00)));
            }
        }
        return text.append('\n').toString();
    }

    // ---- the state machines

    private void fuzzHost() {
        ManualClock clock = new ManualClock();
        FakeLink link = new FakeLink();
        Events events = new Events();
        MatchSettings settings = new MatchSettings(BOARDS.get(random.nextInt(BOARDS.size())),
                random.nextBoolean() ? 0 : 1 + random.nextInt(5), StarterRule.values()[random.nextInt(4)]);
        HostMatch match = new HostMatch(settings, "H", "G", "0123456789abcdef", clock, Timing.DEFAULT,
                new Random(random.nextLong()), events, new SerialExecutor(Runnable::run), FakeLink.NO_OWNER);
        match.begin(link);
        run(match, link, clock, events);
    }

    private void fuzzGuest() {
        ManualClock clock = new ManualClock();
        FakeLink link = new FakeLink();
        Events events = new Events();
        BoardSize board = BOARDS.get(random.nextInt(BOARDS.size()));
        String first = random.nextBoolean() ? "host" : "guest";
        Message.Welcome welcome = new Message.Welcome(1, "0123456789abcdef", "H", "G", board.width(), board.height(),
                random.nextBoolean() ? 0 : 5, "alternate", 1, first);
        GuestMatch match;
        try {
            match = GuestMatch.welcomed(welcome, new Message.Resume(1, first, "", null, null, null, null), link, clock,
                    Timing.DEFAULT, events, new SerialExecutor(Runnable::run), FakeLink.NO_OWNER);
        } catch (ProtocolException e) {
            throw new AssertionError(e);
        }
        run(match, link, clock, events);
    }

    private void run(BaseMatch match, FakeLink link, ManualClock clock, Events events) {
        for (int step = 0; step < 15 + random.nextInt(40) && !match.isEnded(); step++) {
            int choice = random.nextInt(100);
            if (choice < 55) {
                arrive(match, link, plausible(match));
            } else if (choice < 65) {
                Message mutated = decodedMutation(match);
                if (mutated != null) {
                    arrive(match, link, mutated);
                }
            } else if (choice < 85) {
                act(match);
            } else if (choice < 95) {
                clock.advance(random.nextInt(7_000));
            } else if (choice < 98 && match.side() == Side.HOST) {
                link.lose("fuzz");
                ((HostMatch) match).rejoin(link);
            } else {
                arrive(match, link, anyMessage(match.settings().board().width(), match.gameNumber()));
            }
            check(match, events);
            link.checkSent();
        }
    }

    /** One message arrives; a protocol error ends the connection as the real one would, leaving the game as it was. */
    private void arrive(BaseMatch match, FakeLink link, Message message) {
        stateMachineInputs++;
        String before = match.position().moves() + "/" + match.gameNumber() + "/" + match.resigned();
        try {
            link.deliver(message);
        } catch (ProtocolException e) {
            refused++;
            assertEquals(before, match.position().moves() + "/" + match.gameNumber() + "/" + match.resigned(),
                    "a refused " + Codec.type(message) + " changed the game: " + e.getMessage());
            link.fail(e.getMessage());
            assertTrue(match.isEnded());
        } catch (RuntimeException e) {
            throw new AssertionError("undocumented " + e + " for " + Codec.encode(message), e);
        }
    }

    /** A player's call: only IllegalStateException and IllegalArgumentException may come out. */
    private void act(BaseMatch match) {
        try {
            switch (random.nextInt(6)) {
                case 0, 1, 2 -> match.play(random.nextInt(match.settings().board().width() + 1) - (random.nextInt(9) == 0 ? 1 : 0));
                case 3 -> match.chat(random.nextBoolean() ? "hi \u0000 there" : "x".repeat(random.nextInt(300)));
                case 4 -> match.offerRematch();
                default -> {
                    if (random.nextInt(4) == 0) {
                        match.resign();
                    }
                }
            }
        } catch (IllegalStateException | IllegalArgumentException documented) {
            // the player's call was not allowed now
        }
    }

    private void check(BaseMatch match, Events events) {
        Position position = match.position();
        assertEquals(position, Position.parse(match.settings().board(), position.moves()), "a legal game");
        assertTrue(position.moves().length() < Message.MAX_TURNS);
        assertTrue(match.gameNumber() >= 1);
        assertEquals(match.resigned() != null || position.isGameOver(), match.isGameOver());
        if (match.isGameOver()) {
            assertNull(match.toMove());
        } else {
            Side expected = position.moves().length() % 2 == 0 ? match.firstMover() : match.firstMover().other();
            assertEquals(expected, match.toMove(), "turns alternate, lost ones included");
        }
        long remaining = match.remainingMillis();
        assertTrue(remaining >= 0 && remaining <= match.settings().moveClockSeconds() * 1000L, "remaining " + remaining);
        assertTrue(events.ends <= 1, "ended once");
        assertEquals(match.isEnded(), events.ends == 1);
    }

    // ---- generated messages

    /** A message the other side might well send now: mostly moves near the current turn. */
    private Message plausible(BaseMatch match) {
        int ply = match.position().moves().length() + (random.nextInt(5) == 0 ? random.nextInt(3) - 1 : 0);
        int column = random.nextInt(match.settings().board().width() + (random.nextInt(5) == 0 ? 2 : 0));
        int game = match.gameNumber() + (random.nextInt(5) == 0 ? random.nextInt(3) - 1 : 0);
        boolean toHost = match.side() == Side.HOST;
        return switch (random.nextInt(toHost ? 8 : 11)) {
            case 0, 1, 2, 3 -> new Message.Move(Math.max(0, ply), Math.min(column, 8), (long) random.nextInt(9_000));
            case 4 -> new Message.Chat("hello " + random.nextInt());
            case 5 -> new Message.Rematch(Math.max(2, game + 1));
            case 6 -> new Message.Resign(Math.max(1, game));
            case 7 -> random.nextInt(20) == 0 ? new Message.Bye("left", null) : new Message.Chat("\u0007");
            case 8, 9 -> new Message.TurnLost(Math.max(0, ply));
            default -> new Message.Start(Math.max(2, game + 1), random.nextBoolean() ? "host" : "guest");
        };
    }

    private Message decodedMutation(BaseMatch match) {
        String line = mutate(Codec.encode(plausible(match)));
        try {
            return Codec.decode(line.substring(0, line.length() - 1));
        } catch (ProtocolException e) {
            return null;
        }
    }

    /** Any valid message of any type, whatever the state. */
    private Message anyMessage(int width, int game) {
        String side = random.nextBoolean() ? "host" : "guest";
        return switch (random.nextInt(12)) {
            case 0 -> new Message.Hello(1 + random.nextInt(2), "Ann", "ABCDEF", random.nextBoolean() ? null : "0123456789abcdef");
            case 1 -> new Message.Welcome(1, "0123456789abcdef", "H", "G", width, 6, random.nextInt(61), "random", game, side);
            case 2 -> new Message.Resume(game, side, "4".repeat(random.nextInt(4)) + "-", (long) random.nextInt(60_001), null, side, null);
            case 3 -> new Message.Move(random.nextInt(50), random.nextInt(9), (long) random.nextInt(100_000));
            case 4 -> new Message.TurnLost(random.nextInt(50));
            case 5 -> new Message.Chat("chat " + random.nextInt());
            case 6 -> new Message.Resign(1 + random.nextInt(4));
            case 7 -> new Message.Rematch(2 + random.nextInt(4));
            case 8 -> new Message.Start(2 + random.nextInt(4), side);
            case 9 -> new Message.Ping((long) random.nextInt());
            case 10 -> new Message.Pong((long) random.nextInt());
            default -> new Message.Bye("protocol_error", "fuzz");
        };
    }

    // ---- test doubles

    private final class Events implements MatchListener {
        int ends;

        @Override
        public void moved(Match match, int column) {
            moves++;
        }

        @Override
        public void turnLost(Match match, Side side) {
            turnsLost++;
        }

        @Override
        public void gameStarted(Match match) {
            if (match.gameNumber() > 1) {
                rematches++;
            }
        }

        @Override
        public void ended(Match match, EndReason reason) {
            ends++;
        }
    }
}
