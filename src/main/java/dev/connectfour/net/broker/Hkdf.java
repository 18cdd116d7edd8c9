package dev.connectfour.net.broker;

import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/** HKDF with HMAC-SHA256 (RFC 5869), which the JDK 17 lacks: extract, then expand. */
public final class Hkdf {
    private static final String HMAC = "HmacSHA256";
    private static final int HASH_LENGTH = 32;

    private Hkdf() {
    }

    /** {@code length} bytes of keying material from {@code ikm}, {@code salt} (may be empty) and {@code info}. */
    public static byte[] derive(byte[] ikm, byte[] salt, byte[] info, int length) {
        if (length < 1 || length > 255 * HASH_LENGTH) {
            throw new IllegalArgumentException("HKDF gives 1 to " + 255 * HASH_LENGTH + " bytes, not " + length);
        }
        try {
            return expand(extract(salt, ikm), info, length);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime has " + HMAC, e);
        }
    }

    static byte[] extract(byte[] salt, byte[] ikm) throws NoSuchAlgorithmException, InvalidKeyException {
        byte[] key = salt.length == 0 ? new byte[HASH_LENGTH] : salt; // RFC 5869 2.2: no salt is HashLen zeros
        return mac(key).doFinal(ikm);
    }

    static byte[] expand(byte[] prk, byte[] info, int length) throws NoSuchAlgorithmException, InvalidKeyException {
        Mac mac = mac(prk);
        byte[] okm = new byte[length];
        byte[] block = new byte[0];
        for (int i = 1, done = 0; done < length; i++) {
            mac.update(block);
            mac.update(info);
            mac.update((byte) i);
            block = mac.doFinal();
            int take = Math.min(block.length, length - done);
            System.arraycopy(block, 0, okm, done, take);
            done += take;
        }
        return okm;
    }

    private static Mac mac(byte[] key) throws NoSuchAlgorithmException, InvalidKeyException {
        Mac mac = Mac.getInstance(HMAC);
        mac.init(new SecretKeySpec(key, HMAC));
        return mac;
    }
}
