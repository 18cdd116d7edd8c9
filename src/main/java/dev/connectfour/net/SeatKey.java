package dev.connectfour.net;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import java.util.Base64;

/**
 * The key a guest binds its seat with, so that only this guest takes the seat back after a drop: anyone else with
 * the invite can read and write every message of the game, but cannot sign as this key. Ed25519: the first hello
 * carries the public half ({@link #seat()}); every rejoin's hello carries a proof, a fresh nonce and its signature
 * with the match id, which the host checks ({@link #proves}) and takes only once, so that a proof read off the
 * broker cannot be given again. The private half never leaves the guest; {@link #text()} is its form for keeping
 * across a restart of the game.
 */
public final class SeatKey {
    private static final String ALGORITHM = "Ed25519";
    private static final int NONCE_BYTES = 16;
    private static final int SIGNATURE_BYTES = 64;
    private static final byte[] CONTEXT = "connectfour/1 seat ".getBytes(StandardCharsets.US_ASCII);
    private static final Base64.Encoder ENCODER = Base64.getUrlEncoder().withoutPadding();
    private static final Base64.Decoder DECODER = Base64.getUrlDecoder();

    private final PublicKey publicKey;
    private final PrivateKey privateKey;
    private final SecureRandom random;

    private SeatKey(PublicKey publicKey, PrivateKey privateKey, SecureRandom random) {
        this.publicKey = publicKey;
        this.privateKey = privateKey;
        this.random = random;
    }

    /** A new key, drawn from {@code random} (also the source of the proofs' nonces). */
    public static SeatKey create(SecureRandom random) {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance(ALGORITHM);
            generator.initialize(255, random);
            KeyPair pair = generator.generateKeyPair();
            return new SeatKey(pair.getPublic(), pair.getPrivate(), random);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime with jdk.crypto.ec has " + ALGORITHM, e);
        }
    }

    /**
     * The key {@link #text()} wrote.
     *
     * @throws IllegalArgumentException if {@code text} is not one
     */
    public static SeatKey parse(String text, SecureRandom random) {
        String[] halves = text == null ? new String[0] : text.split("\\.");
        if (halves.length != 2) {
            throw new IllegalArgumentException("a seat key is two halves");
        }
        try {
            KeyFactory factory = KeyFactory.getInstance(ALGORITHM);
            return new SeatKey(publicKey(factory, halves[0]),
                    factory.generatePrivate(new PKCS8EncodedKeySpec(DECODER.decode(halves[1]))), random);
        } catch (GeneralSecurityException e) {
            throw new IllegalArgumentException("not a seat key: " + e.getMessage(), e);
        }
    }

    /** The key as text, private half included: kept by the guest only, never sent. */
    public String text() {
        return seat() + "." + ENCODER.encodeToString(privateKey.getEncoded());
    }

    /** The public half, as a hello carries it. */
    String seat() {
        return ENCODER.encodeToString(publicKey.getEncoded());
    }

    /** The public half in its X.509 form, as a broker connection's opening names it. */
    byte[] publicKey() {
        return publicKey.getEncoded();
    }

    /**
     * Signs {@code data}: the openings of this guest's connections on a broker ({@code Envelope.sealOpening}), whose
     * signed bytes begin with another context than a proof's, so that neither can stand for the other.
     */
    byte[] sign(byte[] data) {
        try {
            Signature signer = Signature.getInstance(ALGORITHM);
            signer.initSign(privateKey);
            signer.update(data);
            return signer.sign();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(ALGORITHM + " signs with its own keys", e);
        }
    }

    /** A proof, good once, that this guest holds the seat's key, for rejoining the match {@code matchId}. */
    String proof(String matchId) {
        byte[] nonce = new byte[NONCE_BYTES];
        random.nextBytes(nonce);
        byte[] signature = sign(signed(matchId, nonce));
        byte[] proof = Arrays.copyOf(nonce, NONCE_BYTES + signature.length);
        System.arraycopy(signature, 0, proof, NONCE_BYTES, signature.length);
        return ENCODER.encodeToString(proof);
    }

    /** Whether {@code seat}, as a hello carries it, is a public key of this kind. */
    static boolean isSeat(String seat) {
        try {
            publicKey(KeyFactory.getInstance(ALGORITHM), seat);
            return true;
        } catch (GeneralSecurityException | IllegalArgumentException | NullPointerException e) {
            return false;
        }
    }

    /** Whether {@code proof} was made by the key whose public half is {@code seat}, for the match {@code matchId}. */
    static boolean proves(String seat, String proof, String matchId) {
        try {
            byte[] given = DECODER.decode(proof);
            if (given.length != NONCE_BYTES + SIGNATURE_BYTES || matchId == null) {
                return false;
            }
            Signature verifier = Signature.getInstance(ALGORITHM);
            verifier.initVerify(publicKey(KeyFactory.getInstance(ALGORITHM), seat));
            verifier.update(signed(matchId, Arrays.copyOf(given, NONCE_BYTES)));
            return verifier.verify(given, NONCE_BYTES, SIGNATURE_BYTES);
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            return false;
        }
    }

    private static PublicKey publicKey(KeyFactory factory, String seat) throws GeneralSecurityException {
        return factory.generatePublic(new X509EncodedKeySpec(DECODER.decode(seat)));
    }

    private static byte[] signed(String matchId, byte[] nonce) {
        byte[] id = matchId.getBytes(StandardCharsets.US_ASCII);
        byte[] signed = Arrays.copyOf(CONTEXT, CONTEXT.length + id.length + nonce.length);
        System.arraycopy(id, 0, signed, CONTEXT.length, id.length);
        System.arraycopy(nonce, 0, signed, CONTEXT.length + id.length, nonce.length);
        return signed;
    }

    @Override
    public String toString() {
        return "SeatKey[" + seat() + "]"; // the private half stays out of logs
    }
}
