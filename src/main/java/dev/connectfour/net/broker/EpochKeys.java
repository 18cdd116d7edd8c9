package dev.connectfour.net.broker;

import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.security.spec.X509EncodedKeySpec;
import java.util.function.UnaryOperator;
import javax.crypto.KeyAgreement;
import javax.crypto.SecretKey;

/**
 * The keys of one guest connection (its epoch) on the broker, at one end of it. The guest opens its epoch with
 * messages signed by its seat key ({@link Envelope#sealOpening}) that carry its X25519 share; the host answers
 * under keys agreed from that share and a share of its own, which its messages carry; from then on both ways go
 * under those keys ({@link Envelope#sealSession}). Whoever holds the invite but not the seat key cannot sign an
 * opening, and without either connection's private share cannot seal a session message: nothing can be written
 * into the epoch but by its two ends.
 *
 * <p>The host signs its share for the connection with its {@link HostKey} (its messages are answers,
 * {@link Envelope#sealAnswer}, until the guest has written under the session keys): the guest takes the first share
 * that a host key its {@link HostPin} admits has signed for this connection, and under which the message opens, and no
 * other after it. So whoever has the invite but not the host's key cannot answer a guest in the host's place.
 * Thread-safe.
 */
public final class EpochKeys {
    private static final String AGREEMENT = "X25519";

    private final Envelope envelope;
    private final long epoch;
    private final Envelope.Direction outgoing;
    private final KeyPair share;
    /** The guest's seat key (X.509) and its share, as its opening gave them; the guest's own on the guest's end. */
    private final byte[] seat;
    private final byte[] guestShare;
    private final UnaryOperator<byte[]> signer;
    /** The guest's end: which host keys it takes answers under; null on the host's end. */
    private final HostPin pin;
    /** The host's end: its key (X.509) and its signature of its share for this connection; null on the guest's. */
    private byte[] hostKey;
    private byte[] hostSignature;
    /** Guarded by this: the host's share and the keys agreed with it; null on the guest's end until the first. */
    private byte[] hostShare;
    private SecretKey toHost;
    private SecretKey toGuest;
    /** Guarded by this: on the host's end, whether the guest has written under the session keys (it has the share). */
    private boolean answered;

    private EpochKeys(Envelope envelope, long epoch, Envelope.Direction outgoing, byte[] seat, byte[] guestShare,
                      KeyPair share, UnaryOperator<byte[]> signer, HostPin pin) {
        this.envelope = envelope;
        this.epoch = epoch;
        this.outgoing = outgoing;
        this.seat = seat.clone();
        this.guestShare = guestShare;
        this.share = share;
        this.signer = signer;
        this.pin = pin;
    }

    /**
     * The guest's end of a new connection {@code epoch}, its seat key's X.509 public half {@code seat} and
     * {@code signer} signing with its private half; it takes answers signed by a host key {@code pin} admits.
     */
    public static EpochKeys forGuest(Envelope envelope, long epoch, byte[] seat, UnaryOperator<byte[]> signer,
                                     HostPin pin) {
        KeyPair share = newShare();
        return new EpochKeys(envelope, epoch, Envelope.Direction.TO_HOST, seat, share.getPublic().getEncoded(),
                share, signer, pin);
    }

    /**
     * The host's end of the connection that {@code opening} (authentic) opened, with a new share of the host's,
     * signed with {@code host} (the whole key).
     */
    public static EpochKeys forHost(Envelope envelope, Envelope.Opening opening, HostKey host)
            throws GeneralSecurityException {
        EpochKeys keys = new EpochKeys(envelope, opening.message().epoch(), Envelope.Direction.TO_GUEST,
                opening.seat(), opening.share().clone(), newShare(), null, null);
        byte[] mine = keys.share.getPublic().getEncoded();
        keys.hostKey = host.publicKey();
        keys.hostSignature = host.sign(envelope.answerSigned(keys.epoch, keys.seat, keys.guestShare, mine));
        keys.take(mine, keys.agreement(opening.share()));
        return keys;
    }

    private static KeyPair newShare() {
        try {
            return KeyPairGenerator.getInstance(AGREEMENT).generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime with jdk.crypto.ec has " + AGREEMENT, e);
        }
    }

    /** The guest connection's epoch. */
    public long epoch() {
        return epoch;
    }

    /** The seat key (X.509) that opened this connection. */
    public byte[] seat() {
        return seat.clone();
    }

    /**
     * Seals this end's message {@code counter}: the guest's as an opening until it has the host's share, the host's
     * as an answer until the guest has written under the session keys.
     */
    public byte[] seal(long counter, byte[] plaintext) {
        synchronized (this) {
            if (outgoing == Envelope.Direction.TO_GUEST && !answered) {
                return envelope.sealAnswer(toGuest, epoch, counter, hostShare, hostKey, hostSignature, plaintext);
            }
            if (hostShare != null) {
                SecretKey key = outgoing == Envelope.Direction.TO_HOST ? toHost : toGuest;
                return envelope.sealSession(outgoing, key, epoch, counter, hostShare, plaintext);
            }
        }
        return envelope.sealOpening(epoch, counter, seat, guestShare, plaintext, signer);
    }

    /**
     * The message in {@code sealed}, if it is one of this connection's from its other end: on the host's end, an
     * opening signed by the same seat with the same share, or a session message; on the guest's end, a session
     * message or answer under the host's share it took first (the first answer whose signature verifies with a host
     * key the pin admits, and which opens, is taken).
     *
     * @throws GeneralSecurityException if it is not: another connection's, forged, altered, replayed elsewhere
     */
    public Envelope.Opened open(byte[] sealed) throws GeneralSecurityException {
        if (Envelope.epochOf(sealed) != epoch) {
            throw new GeneralSecurityException("another connection's message");
        }
        Envelope.Direction incoming = outgoing == Envelope.Direction.TO_HOST ? Envelope.Direction.TO_GUEST
                : Envelope.Direction.TO_HOST;
        if (incoming == Envelope.Direction.TO_HOST && Envelope.isOpening(sealed)) {
            Envelope.Opening opening = envelope.openOpening(sealed);
            if (!MessageDigest.isEqual(opening.seat(), seat) || !MessageDigest.isEqual(opening.share(), guestShare)) {
                throw new GeneralSecurityException("an opening of another seat or share");
            }
            return opening.message();
        }
        byte[] named = Envelope.hostShareOf(sealed);
        if (named == null) {
            throw new GeneralSecurityException("not a session message");
        }
        synchronized (this) {
            if (hostShare != null) {
                if (!MessageDigest.isEqual(named, hostShare)) {
                    throw new GeneralSecurityException("under another host share");
                }
                Envelope.Opened opened = envelope.openSession(incoming,
                        incoming == Envelope.Direction.TO_HOST ? toHost : toGuest, sealed);
                answered |= incoming == Envelope.Direction.TO_HOST;
                return opened;
            }
        }
        return firstFromHost(named, sealed);
    }

    /**
     * The guest's end: the first message from the host. Its share is taken if it is an answer signed for this
     * connection by a host key the pin admits, and opens under the keys agreed with that share.
     */
    private Envelope.Opened firstFromHost(byte[] named, byte[] sealed) throws GeneralSecurityException {
        Envelope.Answer answer = Envelope.answerOf(sealed);
        if (answer == null) {
            throw new GeneralSecurityException("an answer the host did not sign");
        }
        if (!pin.admits(answer.hostKey())) {
            throw new GeneralSecurityException("an answer signed by another key than the host's");
        }
        if (!HostKey.verifies(answer.hostKey(), envelope.answerSigned(epoch, seat, guestShare, named),
                answer.signature())) {
            throw new GeneralSecurityException("an answer whose host signature does not verify");
        }
        byte[] agreed = agreement(named);
        SecretKey key = envelope.sessionKey(Envelope.Direction.TO_GUEST, agreed, guestShare, named);
        Envelope.Opened opened = envelope.openSession(Envelope.Direction.TO_GUEST, key, sealed);
        synchronized (this) {
            if (hostShare == null) {
                if (!pin.take(answer.hostKey())) {
                    throw new GeneralSecurityException("an answer signed by another key than the host's");
                }
                take(named, agreed);
            } else if (!MessageDigest.isEqual(named, hostShare)) {
                throw new GeneralSecurityException("under another host share");
            }
        }
        return opened;
    }

    /** Takes the host's share {@code host} and the keys derived from the X25519 agreement {@code agreed}. */
    private synchronized void take(byte[] host, byte[] agreed) {
        hostShare = host.clone();
        toHost = envelope.sessionKey(Envelope.Direction.TO_HOST, agreed, guestShare, hostShare);
        toGuest = envelope.sessionKey(Envelope.Direction.TO_GUEST, agreed, guestShare, hostShare);
    }

    private byte[] agreement(byte[] other) throws GeneralSecurityException {
        if (other.length != Envelope.KEY_BYTES) {
            throw new GeneralSecurityException("not a share");
        }
        PrivateKey mine = share.getPrivate();
        KeyAgreement agreement = KeyAgreement.getInstance(AGREEMENT);
        agreement.init(mine);
        agreement.doPhase(KeyFactory.getInstance(AGREEMENT).generatePublic(new X509EncodedKeySpec(other)), true);
        return agreement.generateSecret();
    }
}
