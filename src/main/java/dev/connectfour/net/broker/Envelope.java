package dev.connectfour.net.broker;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import java.util.function.UnaryOperator;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * The wire form of a game's messages on the broker: AES-256-GCM with a 96-bit random nonce, the header in the clear
 * and authenticated as associated data together with the game id and the direction, so that a message cannot be
 * moved to another game, reflected back to its sender, or given another place in its sequence. Two forms:
 *
 * <ul>
 *   <li>An <b>opening</b> ({@code to-host} only): what a guest connection sends before it has the host's half of its
 *       keys. {@code format(1)=2 epoch(8) counter(8) seat(44) share(44) nonce(12) ciphertext+tag signature(64)},
 *       sealed under the game's {@code to-host} key (derived from the invite's secret) and signed, header and
 *       ciphertext, with the guest's Ed25519 seat key ({@code seat}, X.509), so that only that seat's owner speaks
 *       under the epoch. {@code share} is the connection's X25519 public key.</li>
 *   <li>A <b>session</b> message (both ways): {@code format(1)=3 epoch(8) counter(8) hostShare(44) nonce(12)
 *       ciphertext+tag}, sealed under the key of its direction that {@link #sessionKey} derives from the X25519
 *       agreement of the guest's and the host's shares and the invite's secret: only the two ends of that
 *       connection hold it.</li>
 *   <li>An <b>answer</b> ({@code to-guest} only): a session message that also carries the host's key and its
 *       signature of the host's share for this connection, {@code format(1)=4 epoch(8) counter(8) hostShare(44)
 *       hostKey(44) signature(64) nonce(12) ciphertext+tag}; the signature ({@link #answerSigned}) binds the host's
 *       share to the game, the epoch, the guest's seat and share, so that a guest takes only its host's share. The
 *       host sends this form until the guest has answered under the session keys.</li>
 * </ul>
 *
 * <p>{@code epoch} is always the guest connection's; {@code counter} counts the sender's messages on it. The nonce
 * comes from a {@link SecureRandom}, so no nonce repeats under a key, also across restarted programs. The opening's
 * form keeps its shape in every version of the game, so that a joiner of another version can be told so.
 */
public final class Envelope {
    /** Which way a message goes; each has its own key and topic. */
    public enum Direction { TO_HOST, TO_GUEST }

    /** What an authentic message says. */
    public record Opened(long epoch, long counter, byte[] plaintext) {
    }

    /** An authentic opening: the seat key that signed it, the guest connection's share, and the message. */
    public record Opening(byte[] seat, byte[] share, Opened message) {
    }

    /** What an answer says of its host: its key (X.509) and its signature of the connection's shares. */
    record Answer(byte[] hostKey, byte[] signature) {
    }

    static final byte OPENING = 2;
    static final byte SESSION = 3;
    static final byte ANSWER = 4;
    /** The length of an Ed25519 or X25519 public key in its X.509 form. */
    static final int KEY_BYTES = 44;
    static final int OPENING_HEADER_BYTES = 1 + 2 * Long.BYTES + 2 * KEY_BYTES;
    static final int SESSION_HEADER_BYTES = 1 + 2 * Long.BYTES + KEY_BYTES;
    static final int NONCE_BYTES = 12;
    static final int TAG_BYTES = 16;
    static final int SIGNATURE_BYTES = 64;
    static final int ANSWER_HEADER_BYTES = SESSION_HEADER_BYTES + KEY_BYTES + SIGNATURE_BYTES;
    private static final byte[] CONTEXT = "connectfour/1".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] SIGNED_CONTEXT = "connectfour/1 opening ".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] ANSWER_CONTEXT = "connectfour/1 answer ".getBytes(StandardCharsets.US_ASCII);

    private final byte[] gameId;
    private final SecretKey openingKey;
    private final byte[] sessionSalt;
    private final SecureRandom random;

    private Envelope(byte[] gameId, SecretKey openingKey, byte[] sessionSalt, SecureRandom random) {
        this.gameId = gameId;
        this.openingKey = openingKey;
        this.sessionSalt = sessionSalt;
        this.random = random;
    }

    /** The envelope of the game {@code gameId} whose invite carries {@code secret}. */
    public static Envelope of(byte[] gameId, byte[] secret, SecureRandom random) {
        byte[] id = gameId.clone();
        return new Envelope(id, new SecretKeySpec(derive(secret, id, "to-host"), "AES"),
                derive(secret, id, "session"), random);
    }

    private static byte[] derive(byte[] secret, byte[] gameId, String what) {
        return Hkdf.derive(secret, gameId, ("connectfour/1 " + what).getBytes(StandardCharsets.US_ASCII), 32);
    }

    /** The guest connection a message belongs to, read from its header (not yet authenticated). */
    public static long epochOf(byte[] sealed) throws GeneralSecurityException {
        if (sealed.length < 1 + Long.BYTES) {
            throw new GeneralSecurityException("too short for a sealed message");
        }
        return ByteBuffer.wrap(sealed, 1, Long.BYTES).getLong();
    }

    /** Whether {@code sealed} is in the opening's form (not yet authenticated). */
    static boolean isOpening(byte[] sealed) {
        return sealed.length > 0 && sealed[0] == OPENING;
    }

    /**
     * Seals message {@code counter} of the guest connection {@code epoch} as an opening, signed by {@code signer},
     * the Ed25519 key whose X.509 public half is {@code seat}.
     */
    public byte[] sealOpening(long epoch, long counter, byte[] seat, byte[] share, byte[] plaintext,
                              UnaryOperator<byte[]> signer) {
        requireKey(seat);
        requireKey(share);
        byte[] header = ByteBuffer.allocate(OPENING_HEADER_BYTES).put(OPENING).putLong(epoch).putLong(counter)
                .put(seat).put(share).array();
        byte[] sealed = seal(Direction.TO_HOST, openingKey, header, plaintext);
        byte[] signature = signer.apply(signed(sealed));
        if (signature.length != SIGNATURE_BYTES) {
            throw new IllegalArgumentException("an Ed25519 signature is " + SIGNATURE_BYTES + " bytes");
        }
        return ByteBuffer.allocate(sealed.length + SIGNATURE_BYTES).put(sealed).put(signature).array();
    }

    /**
     * The opening in {@code sealed}, if it was sealed under this game's key, is unchanged and carries a valid
     * signature by the seat key it names.
     *
     * @throws GeneralSecurityException if not: forged, altered, truncated, unsigned, of another game or form
     */
    public Opening openOpening(byte[] sealed) throws GeneralSecurityException {
        int body = sealed.length - SIGNATURE_BYTES;
        if (body < OPENING_HEADER_BYTES + NONCE_BYTES + TAG_BYTES || !isOpening(sealed)) {
            throw new GeneralSecurityException("not an opening");
        }
        byte[] unsigned = Arrays.copyOf(sealed, body);
        Opened message = open(Direction.TO_HOST, openingKey, unsigned, OPENING_HEADER_BYTES);
        byte[] seat = Arrays.copyOfRange(sealed, 1 + 2 * Long.BYTES, 1 + 2 * Long.BYTES + KEY_BYTES);
        Signature verifier = Signature.getInstance("Ed25519");
        verifier.initVerify(KeyFactory.getInstance("Ed25519").generatePublic(new X509EncodedKeySpec(seat)));
        verifier.update(signed(unsigned));
        if (!verifier.verify(sealed, body, SIGNATURE_BYTES)) {
            throw new GeneralSecurityException("not signed by the seat key it names");
        }
        byte[] share = Arrays.copyOfRange(sealed, OPENING_HEADER_BYTES - KEY_BYTES, OPENING_HEADER_BYTES);
        return new Opening(seat, share, message);
    }

    /** Seals message {@code counter} going {@code direction} on the guest connection {@code epoch} under its key. */
    byte[] sealSession(Direction direction, SecretKey key, long epoch, long counter, byte[] hostShare,
                              byte[] plaintext) {
        requireKey(hostShare);
        byte[] header = ByteBuffer.allocate(SESSION_HEADER_BYTES).put(SESSION).putLong(epoch).putLong(counter)
                .put(hostShare).array();
        return seal(direction, key, header, plaintext);
    }

    /**
     * Seals the host's message {@code counter} on the guest connection {@code epoch} as an answer: under the
     * {@code to-guest} session key, with the host's key {@code hostKey} (X.509) and its {@code signature} of
     * {@link #answerSigned}.
     */
    byte[] sealAnswer(SecretKey key, long epoch, long counter, byte[] hostShare, byte[] hostKey, byte[] signature,
                      byte[] plaintext) {
        requireKey(hostShare);
        requireKey(hostKey);
        if (signature.length != SIGNATURE_BYTES) {
            throw new IllegalArgumentException("an Ed25519 signature is " + SIGNATURE_BYTES + " bytes");
        }
        byte[] header = ByteBuffer.allocate(ANSWER_HEADER_BYTES).put(ANSWER).putLong(epoch).putLong(counter)
                .put(hostShare).put(hostKey).put(signature).array();
        return seal(Direction.TO_GUEST, key, header, plaintext);
    }

    /**
     * What the host signs with its key for the guest connection {@code epoch}: the game id, the epoch, the guest's
     * seat key and share (as its opening gave them) and the host's share.
     */
    byte[] answerSigned(long epoch, byte[] seat, byte[] guestShare, byte[] hostShare) {
        return ByteBuffer.allocate(ANSWER_CONTEXT.length + gameId.length + Long.BYTES + 3 * KEY_BYTES)
                .put(ANSWER_CONTEXT).put(gameId).putLong(epoch).put(seat).put(guestShare).put(hostShare).array();
    }

    /** The host's key and signature an answer carries (not yet verified); null if it is not one. */
    static Answer answerOf(byte[] sealed) {
        if (sealed.length < ANSWER_HEADER_BYTES || sealed[0] != ANSWER) {
            return null;
        }
        return new Answer(Arrays.copyOfRange(sealed, SESSION_HEADER_BYTES, SESSION_HEADER_BYTES + KEY_BYTES),
                Arrays.copyOfRange(sealed, SESSION_HEADER_BYTES + KEY_BYTES, ANSWER_HEADER_BYTES));
    }

    /** The host's share a session message or an answer names (not yet authenticated); null if it is neither. */
    static byte[] hostShareOf(byte[] sealed) {
        if (sealed.length < SESSION_HEADER_BYTES || (sealed[0] != SESSION && sealed[0] != ANSWER)) {
            return null;
        }
        return Arrays.copyOfRange(sealed, SESSION_HEADER_BYTES - KEY_BYTES, SESSION_HEADER_BYTES);
    }

    /**
     * The session message or answer in {@code sealed}, if it was sealed under {@code key} for {@code direction} and
     * is unchanged (an answer's signature is not checked here).
     *
     * @throws GeneralSecurityException if it is not
     */
    Opened openSession(Direction direction, SecretKey key, byte[] sealed) throws GeneralSecurityException {
        boolean answer = sealed.length > 0 && sealed[0] == ANSWER && direction == Direction.TO_GUEST;
        int header = answer ? ANSWER_HEADER_BYTES : SESSION_HEADER_BYTES;
        if (sealed.length < header + NONCE_BYTES + TAG_BYTES || (sealed[0] != SESSION && !answer)) {
            throw new GeneralSecurityException("not a session message");
        }
        return open(direction, key, sealed, header);
    }

    /**
     * The key of {@code direction} on the guest connection whose X25519 agreement gave {@code agreed}: derived with
     * {@link Hkdf} from the agreement, salted with a key derived from the invite's secret, and bound to both shares.
     */
    SecretKey sessionKey(Direction direction, byte[] agreed, byte[] guestShare, byte[] hostShare) {
        byte[] label = ("connectfour/1 session " + (direction == Direction.TO_HOST ? "to-host " : "to-guest "))
                .getBytes(StandardCharsets.US_ASCII);
        byte[] info = ByteBuffer.allocate(label.length + 2 * KEY_BYTES).put(label).put(guestShare).put(hostShare)
                .array();
        return new SecretKeySpec(Hkdf.derive(agreed, sessionSalt, info, 32), "AES");
    }

    private byte[] seal(Direction direction, SecretKey key, byte[] header, byte[] plaintext) {
        byte[] nonce = new byte[NONCE_BYTES];
        random.nextBytes(nonce);
        try {
            Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
            cipher.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(TAG_BYTES * 8, nonce));
            cipher.updateAAD(associatedData(direction, header));
            byte[] sealed = cipher.doFinal(plaintext);
            return ByteBuffer.allocate(header.length + NONCE_BYTES + sealed.length).put(header).put(nonce)
                    .put(sealed).array();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime has AES-GCM", e);
        }
    }

    private Opened open(Direction direction, SecretKey key, byte[] sealed, int headerBytes)
            throws GeneralSecurityException {
        ByteBuffer in = ByteBuffer.wrap(sealed, 1, 2 * Long.BYTES);
        long epoch = in.getLong();
        long counter = in.getLong();
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(Cipher.DECRYPT_MODE, key,
                new GCMParameterSpec(TAG_BYTES * 8, sealed, headerBytes, NONCE_BYTES));
        cipher.updateAAD(associatedData(direction, Arrays.copyOf(sealed, headerBytes)));
        byte[] plaintext = cipher.doFinal(sealed, headerBytes + NONCE_BYTES, sealed.length - headerBytes - NONCE_BYTES);
        return new Opened(epoch, counter, plaintext);
    }

    private byte[] signed(byte[] sealed) {
        return ByteBuffer.allocate(SIGNED_CONTEXT.length + gameId.length + sealed.length).put(SIGNED_CONTEXT)
                .put(gameId).put(sealed).array();
    }

    private byte[] associatedData(Direction direction, byte[] header) {
        return ByteBuffer.allocate(CONTEXT.length + gameId.length + 1 + header.length).put(CONTEXT).put(gameId)
                .put((byte) direction.ordinal()).put(header).array();
    }

    private static void requireKey(byte[] key) {
        if (key.length != KEY_BYTES) {
            throw new IllegalArgumentException("a public key in its X.509 form is " + KEY_BYTES + " bytes");
        }
    }
}
