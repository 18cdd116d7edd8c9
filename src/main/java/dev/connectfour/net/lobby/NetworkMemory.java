package dev.connectfour.net.lobby;

import dev.connectfour.engine.files.AtomicFile;
import dev.connectfour.engine.files.ConfigDirectory;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.SeatKey;
import dev.connectfour.net.StarterRule;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.Objects;
import java.util.Optional;
import java.util.Properties;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * What the network screen remembers between runs, in {@code network.properties} in the config directory: whether
 * the player last hosted or joined, what it last hosted with ({@link Hosted}), and a guest's {@link RejoinTicket} (or, over the Internet, its
 * {@link InternetSeat}) while the match it left may still be rejoined. The ticket is only ever offered before it expires; an unreadable file counts as empty (it holds nothing
 * a player made) and is replaced on the next write. A file that cannot be written is logged, and what was to be written
 * stays in this instance for the rest of the run (one instance serves a run): read in place of the file until a write
 * succeeds, so the player's choices hold for the run whatever the disk does. The window and the text-mode game keep their guest's seat here alike; each uses it on one
 * thread (the FX thread, the terminal's game thread), and every change rewrites the whole file, a few lines.
 */
public final class NetworkMemory {
    static final String FILE_NAME = "network.properties";
    private static final Logger LOG = Logger.getLogger(NetworkMemory.class.getName());
    private static final String ROLE = "role";
    private static final String JOIN = "join";
    private static final String HOST = "host";

    private final AtomicFile file;
    private final Clock clock;
    /** What the last write failed to put in the file, which this run reads instead of it; null while the file holds it. */
    private Properties unwritten;

    public NetworkMemory(Path directory, Clock clock) {
        this.file = new AtomicFile(directory.resolve(FILE_NAME));
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /** The memory in the game's config directory, on the system clock. */
    public static NetworkMemory inConfigDirectory() {
        return new NetworkMemory(ConfigDirectory.resolve(), Clock.systemUTC());
    }

    /** Now, on the clock tickets expire by (epoch milliseconds). */
    public long nowMillis() {
        return clock.millis();
    }

    /** True if the player last chose to join a game rather than host one. */
    public boolean wasJoining() {
        return JOIN.equals(read().getProperty(ROLE));
    }

    public void rememberJoining(boolean joining) {
        Properties properties = read();
        if (!(joining ? JOIN : HOST).equals(properties.getProperty(ROLE))) {
            properties.setProperty(ROLE, joining ? JOIN : HOST);
            write(properties);
        }
    }

    /**
     * The choices the player last hosted a match with, for the screen to start from.
     *
     * @param timed        whether the moves were timed
     * @param clockSeconds the seconds per move chosen (kept while the clock is off), 1 to
     *                     {@link MatchSettings#MAX_MOVE_CLOCK_SECONDS}
     * @param starter      who starts each game
     */
    public record Hosted(boolean timed, int clockSeconds, StarterRule starter) {
        public Hosted {
            Objects.requireNonNull(starter, "starter");
            if (clockSeconds < 1 || clockSeconds > MatchSettings.MAX_MOVE_CLOCK_SECONDS) {
                throw new IllegalArgumentException("seconds per move: 1 to " + MatchSettings.MAX_MOVE_CLOCK_SECONDS
                        + ", was " + clockSeconds);
            }
        }
    }

    /** What the player last hosted with; empty if nothing yet (or what was kept cannot be read). */
    public Optional<Hosted> lastHosted() {
        Properties properties = read();
        try {
            String timed = required(properties, "host.timed");
            if (!timed.equals("true") && !timed.equals("false")) {
                return Optional.empty();
            }
            return Optional.of(new Hosted(Boolean.parseBoolean(timed),
                    Integer.parseInt(required(properties, "host.clockSeconds")),
                    StarterRule.valueOf(required(properties, "host.starter"))));
        } catch (IllegalArgumentException e) { // absent, or not a number, a rule: nothing kept
            return Optional.empty();
        }
    }

    public void rememberHosted(Hosted hosted) {
        Properties properties = read();
        properties.setProperty("host.timed", Boolean.toString(hosted.timed()));
        properties.setProperty("host.clockSeconds", Integer.toString(hosted.clockSeconds()));
        properties.setProperty("host.starter", hosted.starter().name());
        write(properties);
    }

    /** The ticket of a match this guest may still rejoin; empty if none, or once it has expired. */
    public Optional<RejoinTicket> ticket() {
        Properties properties = read();
        try {
            RejoinTicket ticket = new RejoinTicket(required(properties, "rejoin.host"),
                    Integer.parseInt(required(properties, "rejoin.port")), required(properties, "rejoin.code"),
                    required(properties, "rejoin.name"), required(properties, "rejoin.opponent"),
                    Long.parseLong(required(properties, "rejoin.expires")));
            return ticket.expiresAtMillis() > clock.millis() ? Optional.of(ticket) : Optional.empty();
        } catch (IllegalArgumentException e) { // absent, or not numbers: no ticket
            return Optional.empty();
        }
    }

    public void keep(RejoinTicket ticket) {
        Properties properties = read();
        properties.setProperty("rejoin.host", ticket.host());
        properties.setProperty("rejoin.port", Integer.toString(ticket.port()));
        properties.setProperty("rejoin.code", ticket.code());
        properties.setProperty("rejoin.name", ticket.name());
        properties.setProperty("rejoin.opponent", ticket.opponent());
        properties.setProperty("rejoin.expires", Long.toString(ticket.expiresAtMillis()));
        write(properties);
    }

    /** Forgets the ticket: the match is over, or rejoined. */
    public void forgetTicket() {
        Properties properties = read();
        if (properties.keySet().removeIf(key -> key.toString().startsWith("rejoin."))) {
            write(properties);
        }
    }

    /** The seat this guest may still take back in the game {@code game} over the Internet; empty if none, or expired. */
    public Optional<InternetSeat> seat(String game) {
        Properties properties = read();
        try {
            InternetSeat seat = new InternetSeat(required(properties, "seat.game"), required(properties, "seat.key"),
                    required(properties, "seat.match"), Long.parseLong(required(properties, "seat.expires")));
            return seat.game().equals(game) && seat.expiresAtMillis() > clock.millis() ? Optional.of(seat)
                    : Optional.empty();
        } catch (IllegalArgumentException e) { // absent, or not a number: no seat
            return Optional.empty();
        }
    }

    /**
     * The seat to join the game {@code game} (its id on the broker) with: the one kept for it, to take it back, else a
     * new key drawn from {@code random}. A kept key that cannot be read is no seat kept.
     */
    public JoiningSeat joiningSeat(String game, SecureRandom random) {
        Optional<InternetSeat> kept = seat(game);
        if (kept.isPresent()) {
            try {
                return new JoiningSeat(SeatKey.parse(kept.get().key(), random), kept.get().matchId());
            } catch (IllegalArgumentException e) {
                LOG.log(Level.INFO, "the seat kept for a game cannot be read; joining on a new one", e);
            }
        }
        return new JoiningSeat(SeatKey.create(random), null);
    }

    public void keepSeat(InternetSeat seat) {
        Properties properties = read();
        properties.setProperty("seat.game", seat.game());
        properties.setProperty("seat.key", seat.key());
        properties.setProperty("seat.match", seat.matchId());
        properties.setProperty("seat.expires", Long.toString(seat.expiresAtMillis()));
        write(properties);
    }

    /** Forgets the seat: the match over the Internet is over. */
    public void forgetSeat() {
        Properties properties = read();
        if (properties.keySet().removeIf(key -> key.toString().startsWith("seat."))) {
            write(properties);
        }
    }

    private static String required(Properties properties, String key) {
        String value = properties.getProperty(key);
        if (value == null) {
            throw new IllegalArgumentException(key + " is missing");
        }
        return value;
    }

    private Properties read() {
        Properties properties = new Properties();
        if (unwritten != null) {
            properties.putAll(unwritten);
            return properties;
        }
        try {
            Optional<String> text = file.readString();
            if (text.isPresent()) {
                properties.load(new StringReader(text.get()));
            }
        } catch (IOException | IllegalArgumentException e) {
            LOG.log(Level.INFO, "the network memory cannot be read; starting afresh", e);
            properties.clear();
        }
        return properties;
    }

    private void write(Properties properties) {
        try {
            StringWriter text = new StringWriter();
            properties.store(text, "Connect Four: the network screen's memory (the last role and match hosted, a match to rejoin)");
            file.writeString(text.toString());
            unwritten = null;
        } catch (IOException | UncheckedIOException e) {
            LOG.log(Level.WARNING, "the network memory cannot be written; kept for this run only", e);
            unwritten = properties;
        }
    }
}
