package dev.connectfour.net.broker;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * One game on a broker, all an invite carries: the server, the game's id (128 random bits, naming its topics), its
 * secret (80 random bits, the key to its messages and the code its guest gives) and its host's key ({@link HostKey}:
 * the whole key on the host's end, its fingerprint on a guest's; null for a game a short code names, which has no
 * room for it, until its host gives it one with {@link #withNewHostKey}).
 *
 * <p>Its topics: {@code connectfour/1/game/<id>/to-host} and {@code .../to-guest}. The {@code 1} is the layout of
 * the topics, not the protocol's version: a joiner of another version writes where the host reads, and the host
 * answers {@code incompatible_version}.
 */
public record BrokerGame(BrokerAddress server, String id, String secret, HostKey host) {
    /** The secret's letters: RFC 4648's base32, read without regard to case. */
    static final String SECRET_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    public static final int SECRET_LENGTH = 16;
    static final int ID_BYTES = 16;
    static final String TOPIC_PREFIX = "connectfour/1/game/";
    private static final Pattern ID = Pattern.compile("[0-9a-f]{" + 2 * ID_BYTES + "}");
    private static final Pattern SECRET = Pattern.compile("[A-Z2-7]{" + SECRET_LENGTH + "}");

    public BrokerGame {
        Objects.requireNonNull(server, "server");
        id = id.toLowerCase(Locale.ROOT);
        secret = secret.toUpperCase(Locale.ROOT);
        if (!ID.matcher(id).matches()) {
            throw new IllegalArgumentException("a game id is " + 2 * ID_BYTES + " hexadecimal digits");
        }
        if (!SECRET.matcher(secret).matches()) {
            throw new IllegalArgumentException("a game key is " + SECRET_LENGTH + " letters A-Z and digits 2-7");
        }
    }

    /** The game whose host key is not known: named by a short code. */
    public BrokerGame(BrokerAddress server, String id, String secret) {
        this(server, id, secret, null);
    }

    /** A new game on {@code server}, hosted here: its id, secret and host key drawn from {@code random}. */
    public static BrokerGame create(BrokerAddress server, SecureRandom random) {
        byte[] id = new byte[ID_BYTES];
        random.nextBytes(id);
        StringBuilder secret = new StringBuilder();
        for (int i = 0; i < SECRET_LENGTH; i++) {
            secret.append(SECRET_ALPHABET.charAt(random.nextInt(SECRET_ALPHABET.length())));
        }
        return new BrokerGame(server, HexFormat.of().formatHex(id), secret.toString(), HostKey.create(random));
    }

    /** This game, to be hosted here under a new host key drawn from {@code random} (a game a short code names). */
    public BrokerGame withNewHostKey(SecureRandom random) {
        return new BrokerGame(server, id, secret, HostKey.create(random));
    }

    /** The topic of the messages going {@code direction}. */
    public String topic(Envelope.Direction direction) {
        return TOPIC_PREFIX + id + (direction == Envelope.Direction.TO_HOST ? "/to-host" : "/to-guest");
    }

    /** The encryption of this game's messages. */
    public Envelope envelope(SecureRandom random) {
        return Envelope.of(HexFormat.of().parseHex(id), secret.getBytes(StandardCharsets.US_ASCII), random);
    }

    @Override
    public String toString() {
        return "BrokerGame[server=" + server + ", id=" + id + "]"; // the secret stays out of logs
    }
}
