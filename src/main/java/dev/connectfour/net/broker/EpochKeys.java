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
 * <p>The host's share is not authenticated to the guest (the host has no key of its own): the guest takes the
 * first share under which a message for its epoch opens, and no other after it. Thread-safe.
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
    /** Guarded by this: the host's share and the keys agreed with it; null on the guest's end until the first. */
    private byte[] hostShare;
    private SecretKey toHost;
    private SecretKey toGuest;

    private EpochKeys(Envelope envelope, long epoch, Envelope.Direction outgoing, byte[] seat, byte[] guestShare,
                      KeyPair share, UnaryOperator<byte[]> signer) {
        this.envelope = envelope;
        this.epoch = epoch;
        this.outgoing = outgoing;
        this.seat = seat.clone();
        this.guestShare = guestShare;
        this.share = share;
        this.signer = signer;
    }

    /**
     * The guest's end of a new connection {@code epoch}, its seat key's X.509 public half {@code seat} and
     * {@code signer} signing with its private half.
     */
    public static EpochKeys forGuest(Envelope envelope, long epoch, byte[] seat, UnaryOperator<byte[]> signer) {
        KeyPair share = newShare();
        return new EpochKeys(envelope, epoch, Envelope.Direction.TO_HOST, seat, share.getPublic().getEncoded(),
                share, signer);
    }

    /** The host's end of the connection that {@code opening} (authentic) opened, with a new share of the host's. */
    public static EpochKeys forHost(Envelope envelope, Envelope.Opening opening) throws GeneralSecurityException {
        EpochKeys keys = new EpochKeys(envelope, opening.message().epoch(), Envelope.Direction.TO_GUEST,
                opening.seat(), opening.share().clone(), newShare(), null);
        keys.take(keys.share.getPublic().getEncoded(), keys.agreement(opening.share()));
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

    /** Seals this end's message {@code counter}: the guest's as an opening until it has the host's share. */
    public byte[] seal(long counter, byte[] plaintext) {
        synchronized (this) {
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
     * message under the host's share it took first (the first one that opens is taken).
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
                return envelope.openSession(incoming, incoming == Envelope.Direction.TO_HOST ? toHost : toGuest,
                        sealed);
            }
        }
        return firstFromHost(named, sealed);
    }

    /** The guest's end: the first session message; its share is taken if it opens under the keys agreed with it. */
    private Envelope.Opened firstFromHost(byte[] named, byte[] sealed) throws GeneralSecurityException {
        byte[] agreed = agreement(named);
        SecretKey key = envelope.sessionKey(Envelope.Direction.TO_GUEST, agreed, guestShare, named);
        Envelope.Opened opened = envelope.openSession(Envelope.Direction.TO_GUEST, key, sealed);
        synchronized (this) {
            if (hostShare == null) {
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
