package dev.connectfour.net.broker;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * The end-to-end encryption of a game's messages on the broker: AES-256-GCM, one key per direction, both derived
 * with {@link Hkdf} from the invite's secret with the game id as salt.
 *
 * <p>A sealed message is {@code format(1) senderEpoch(8) counter(8) peerEpoch(8) nonce(12) ciphertext+tag}. The
 * header travels in the clear and is authenticated as associated data, together with the game id and the direction:
 * a message cannot be moved to another game, reflected back to its sender, or given another place in the
 * sequence. The sender's epoch is fresh for each of its connections and the counter counts its messages on it; the
 * receiver takes only ever-increasing {@code (epoch, counter)} pairs, so a replay is dropped. A message to the guest
 * also names the guest connection's epoch it answers ({@code peerEpoch}): what the host said to an earlier
 * connection cannot be replayed to a later one. The nonce is 96 random bits from a {@link SecureRandom}, so no
 * nonce repeats under a key, also across restarted programs.
 */
public final class Envelope {
    /** Which way a message goes; each has its own key and topic. */
    public enum Direction { TO_HOST, TO_GUEST }

    /** What an authentic message says. */
    public record Opened(long senderEpoch, long counter, long peerEpoch, byte[] plaintext) {
    }

    static final byte FORMAT = 1;
    static final int HEADER_BYTES = 1 + 3 * Long.BYTES;
    static final int NONCE_BYTES = 12;
    static final int TAG_BITS = 128;
    private static final byte[] CONTEXT = "connectfour/1".getBytes(StandardCharsets.US_ASCII);

    private final byte[] gameId;
    private final SecretKey toHost;
    private final SecretKey toGuest;
    private final SecureRandom random;

    private Envelope(byte[] gameId, SecretKey toHost, SecretKey toGuest, SecureRandom random) {
        this.gameId = gameId;
        this.toHost = toHost;
        this.toGuest = toGuest;
        this.random = random;
    }

    /** The envelope of the game {@code gameId} whose invite carries {@code secret}. */
    public static Envelope of(byte[] gameId, byte[] secret, SecureRandom random) {
        byte[] id = gameId.clone();
        return new Envelope(id, key(secret, id, "to-host"), key(secret, id, "to-guest"), random);
    }

    private static SecretKey key(byte[] secret, byte[] gameId, String direction) {
        byte[] info = ("connectfour/1 " + direction).getBytes(StandardCharsets.US_ASCII);
        return new SecretKeySpec(Hkdf.derive(secret, gameId, info, 32), "AES");
    }

    /** Encrypts and authenticates {@code plaintext} as message {@code counter} of the sender's {@code epoch}. */
    public byte[] seal(Direction direction, long senderEpoch, long counter, long peerEpoch, byte[] plaintext) {
        byte[] nonce = new byte[NONCE_BYTES];
        random.nextBytes(nonce);
        ByteBuffer header = ByteBuffer.allocate(HEADER_BYTES).put(FORMAT).putLong(senderEpoch).putLong(counter)
                .putLong(peerEpoch);
        try {
            Cipher cipher = cipher(Cipher.ENCRYPT_MODE, direction, nonce);
            cipher.updateAAD(associatedData(direction, header.array()));
            byte[] sealed = cipher.doFinal(plaintext);
            return ByteBuffer.allocate(HEADER_BYTES + NONCE_BYTES + sealed.length).put(header.array()).put(nonce)
                    .put(sealed).array();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime has AES-GCM", e);
        }
    }

    /**
     * The message in {@code sealed}, if it was sealed under this game's key for {@code direction} and is unchanged.
     *
     * @throws GeneralSecurityException if it is not: forged, altered, truncated, of another game or direction
     */
    public Opened open(Direction direction, byte[] sealed) throws GeneralSecurityException {
        if (sealed.length < HEADER_BYTES + NONCE_BYTES + TAG_BITS / 8 || sealed[0] != FORMAT) {
            throw new GeneralSecurityException("not a sealed message of this format");
        }
        ByteBuffer in = ByteBuffer.wrap(sealed);
        in.get();
        long senderEpoch = in.getLong();
        long counter = in.getLong();
        long peerEpoch = in.getLong();
        byte[] nonce = Arrays.copyOfRange(sealed, HEADER_BYTES, HEADER_BYTES + NONCE_BYTES);
        Cipher cipher = cipher(Cipher.DECRYPT_MODE, direction, nonce);
        cipher.updateAAD(associatedData(direction, Arrays.copyOf(sealed, HEADER_BYTES)));
        byte[] plaintext = cipher.doFinal(sealed, HEADER_BYTES + NONCE_BYTES, sealed.length - HEADER_BYTES - NONCE_BYTES);
        return new Opened(senderEpoch, counter, peerEpoch, plaintext);
    }

    private Cipher cipher(int mode, Direction direction, byte[] nonce) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(mode, direction == Direction.TO_HOST ? toHost : toGuest, new GCMParameterSpec(TAG_BITS, nonce));
        return cipher;
    }

    private byte[] associatedData(Direction direction, byte[] header) {
        return ByteBuffer.allocate(CONTEXT.length + gameId.length + 1 + header.length).put(CONTEXT).put(gameId)
                .put((byte) direction.ordinal()).put(header).array();
    }
}
