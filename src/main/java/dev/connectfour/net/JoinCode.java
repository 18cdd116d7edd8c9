package dev.connectfour.net;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Locale;
import java.util.random.RandomGenerator;

/** The join code a host's guest must give: {@value #LENGTH} letters and digits, read case-insensitively. */
final class JoinCode {
    /** The letters of a join code: no 0/O, 1/I/L, so it reads back unambiguously. */
    static final String ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
    static final int LENGTH = 6;

    private final String code;

    private JoinCode(String code) {
        this.code = code;
    }

    /** A new code drawn from {@code random} (a secure one: the code is the door's only key). */
    static JoinCode random(RandomGenerator random) {
        StringBuilder letters = new StringBuilder();
        for (int i = 0; i < LENGTH; i++) {
            letters.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return new JoinCode(letters.toString());
    }

    /** A code given by other means (a broker game's secret, read just as case-insensitively). */
    static JoinCode of(String code) {
        return new JoinCode(code.strip().toUpperCase(Locale.ROOT));
    }

    /** Whether {@code given} is this code; compares in constant time, ignoring case and surrounding blanks. */
    boolean matches(String given) {
        byte[] expected = code.getBytes(StandardCharsets.UTF_8);
        byte[] actual = given.strip().toUpperCase(Locale.ROOT).getBytes(StandardCharsets.UTF_8);
        return MessageDigest.isEqual(expected, actual);
    }

    @Override
    public String toString() {
        return code;
    }
}
