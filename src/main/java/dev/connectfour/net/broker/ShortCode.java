package dev.connectfour.net.broker;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Locale;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/**
 * A game on a private broker, invited to by a short code a player reads out or types: {@value #LENGTH} letters and
 * digits, without 0/O and 1/I/L. The server is the one in both players' settings (with its password), and the game
 * (its id and its key) is derived from the code and that server with PBKDF2 ({@value #ITERATIONS} rounds of
 * HMAC-SHA256), which stretches the code's 31^{@value #LENGTH} ≈ 8.5 × 10^11 possibilities: a wrong code names
 * another game, where no host answers. Only for a private broker: on a shared one, anyone who can read a game's
 * messages could try every code against them; an invite link carries 80 random bits instead.
 */
public final class ShortCode {
    /** The code's letters, as the local network's join code has them: each reads back unambiguously. */
    static final String ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
    public static final int LENGTH = 8;
    static final int ITERATIONS = 100_000;
    private static final String SALT = "connectfour/1 short code ";

    private ShortCode() {
    }

    /** A new code drawn from {@code random}. */
    public static String random(SecureRandom random) {
        StringBuilder code = new StringBuilder();
        for (int i = 0; i < LENGTH; i++) {
            code.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return code.toString();
    }

    /**
     * The code as a player types it, or null if it is not one: case, blanks and dashes do not matter
     * ({@link #shown} writes it in two groups).
     */
    public static String read(String typed) {
        String code = typed == null ? "" : typed.replaceAll("[\\s-]", "").toUpperCase(Locale.ROOT);
        return code.length() == LENGTH && code.chars().allMatch(letter -> ALPHABET.indexOf(letter) >= 0) ? code : null;
    }

    /** The code as the host shows it, in two groups of four: {@code ABCD-EFGH}. */
    public static String shown(String code) {
        return code.substring(0, LENGTH / 2) + "-" + code.substring(LENGTH / 2);
    }

    /**
     * The game {@code code} names on {@code server}.
     *
     * @throws IllegalArgumentException if {@code code} is not a code ({@link #read})
     */
    public static BrokerGame game(BrokerAddress server, String code) {
        String read = read(code);
        if (read == null) {
            throw new IllegalArgumentException("a short code is " + LENGTH + " letters and digits");
        }
        byte[] derived = stretch(read, server);
        StringBuilder secret = new StringBuilder();
        long bits = 0;
        int held = 0;
        for (int i = BrokerGame.ID_BYTES; secret.length() < BrokerGame.SECRET_LENGTH; i++) {
            bits = bits << 8 | (derived[i] & 0xff);
            held += 8;
            while (held >= 5 && secret.length() < BrokerGame.SECRET_LENGTH) {
                held -= 5;
                secret.append(BrokerGame.SECRET_ALPHABET.charAt((int) (bits >>> held) & 31));
            }
        }
        return new BrokerGame(server, HexFormat.of().formatHex(derived, 0, BrokerGame.ID_BYTES), secret.toString());
    }

    private static byte[] stretch(String code, BrokerAddress server) {
        char[] password = code.toCharArray();
        PBEKeySpec spec = new PBEKeySpec(password, (SALT + server).getBytes(StandardCharsets.UTF_8), ITERATIONS,
                (BrokerGame.ID_BYTES + BrokerGame.SECRET_LENGTH * 5 / 8) * 8);
        try {
            return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime has PBKDF2WithHmacSHA256", e);
        } finally {
            spec.clearPassword();
            Arrays.fill(password, '\0');
        }
    }
}
