package dev.connectfour.net.broker;

import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.spec.X509EncodedKeySpec;
import javax.crypto.KeyAgreement;
import javax.crypto.SecretKey;

/**
 * What someone with the invite link can make of a guest's opening read off the broker: messages to that guest under
 * keys agreed with a share of its own, unsigned, as a host that has no key of its own would write them.
 */
public final class ForgedAnswer {
    private final Envelope envelope;
    private final long epoch;
    private final byte[] share;
    private final SecretKey key;

    public ForgedAnswer(Envelope envelope, Envelope.Opening opening) throws GeneralSecurityException {
        this.envelope = envelope;
        this.epoch = opening.message().epoch();
        KeyPair mine = KeyPairGenerator.getInstance("X25519").generateKeyPair();
        this.share = mine.getPublic().getEncoded();
        KeyAgreement agreement = KeyAgreement.getInstance("X25519");
        agreement.init(mine.getPrivate());
        agreement.doPhase(KeyFactory.getInstance("X25519").generatePublic(new X509EncodedKeySpec(opening.share())),
                true);
        this.key = envelope.sessionKey(Envelope.Direction.TO_GUEST, agreement.generateSecret(), opening.share(), share);
    }

    /** Message {@code counter} to the guest, as a session message. */
    public byte[] seal(long counter, byte[] plaintext) {
        return envelope.sealSession(Envelope.Direction.TO_GUEST, key, epoch, counter, share, plaintext);
    }
}
