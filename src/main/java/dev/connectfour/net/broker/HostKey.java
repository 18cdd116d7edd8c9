package dev.connectfour.net.broker;

import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The host's key for one game on a broker (Ed25519), so that a guest can tell the host's answers from anyone else's
 * who has the invite link. The host signs its share of every guest connection with it ({@link EpochKeys}); the invite
 * link carries its {@link #fingerprint()}: the first 128 bits of the SHA-256 of the public half (X.509), as 32
 * hexadecimal digits. The host's end holds the whole key; a guest's holds only the fingerprint, and learns the public
 * half from the host's answers. Compared by fingerprint.
 */
public final class HostKey {
    static final String ALGORITHM = "Ed25519";
    static final int FINGERPRINT_BYTES = 16;
    private static final Pattern FINGERPRINT = Pattern.compile("[0-9a-f]{" + 2 * FINGERPRINT_BYTES + "}");

    private final String fingerprint;
    /** The whole key on the host's end; null on a guest's. */
    private final KeyPair pair;

    private HostKey(String fingerprint, KeyPair pair) {
        this.fingerprint = fingerprint;
        this.pair = pair;
    }

    /** A new key for a game hosted here, drawn from {@code random}. */
    public static HostKey create(SecureRandom random) {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance(ALGORITHM);
            generator.initialize(255, random);
            KeyPair pair = generator.generateKeyPair();
            return new HostKey(fingerprintOf(pair.getPublic().getEncoded()), pair);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime with jdk.crypto.ec has " + ALGORITHM, e);
        }
    }

    /**
     * The host key an invite names by its fingerprint (read without regard to case).
     *
     * @throws IllegalArgumentException if {@code fingerprint} is not one
     */
    public static HostKey ofFingerprint(String fingerprint) {
        String read = fingerprint.toLowerCase(Locale.ROOT);
        if (!FINGERPRINT.matcher(read).matches()) {
            throw new IllegalArgumentException("a host key's fingerprint is " + 2 * FINGERPRINT_BYTES
                    + " hexadecimal digits");
        }
        return new HostKey(read, null);
    }

    /** The fingerprint of the public key {@code x509}. */
    static String fingerprintOf(byte[] x509) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(x509);
            return HexFormat.of().formatHex(Arrays.copyOf(digest, FINGERPRINT_BYTES));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    /** The fingerprint an invite link carries. */
    public String fingerprint() {
        return fingerprint;
    }

    /** True on the host's end, which can sign. */
    public boolean canSign() {
        return pair != null;
    }

    /** The public half (X.509); the host's end only. */
    byte[] publicKey() {
        return signing().getPublic().getEncoded();
    }

    /** Signs {@code data}; the host's end only. */
    byte[] sign(byte[] data) {
        try {
            Signature signature = Signature.getInstance(ALGORITHM);
            signature.initSign(signing().getPrivate());
            signature.update(data);
            return signature.sign();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(ALGORITHM + " signs with its own keys", e);
        }
    }

    private KeyPair signing() {
        if (pair == null) {
            throw new IllegalStateException("only the game's host holds its key");
        }
        return pair;
    }

    /** Whether {@code signature} is the signature of {@code data} by the Ed25519 public key {@code x509}. */
    static boolean verifies(byte[] x509, byte[] data, byte[] signature) {
        try {
            Signature verifier = Signature.getInstance(ALGORITHM);
            verifier.initVerify(KeyFactory.getInstance(ALGORITHM).generatePublic(new X509EncodedKeySpec(x509)));
            verifier.update(data);
            return verifier.verify(signature);
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            return false; // not a key of this kind, or not a signature
        }
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof HostKey key && key.fingerprint.equals(fingerprint);
    }

    @Override
    public int hashCode() {
        return fingerprint.hashCode();
    }

    @Override
    public String toString() {
        return "HostKey[" + fingerprint + "]";
    }
}
