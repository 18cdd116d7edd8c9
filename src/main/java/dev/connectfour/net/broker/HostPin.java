package dev.connectfour.net.broker;

/**
 * Which host key a guest takes answers under, for all its connections to one game: the invite link's, or, for a
 * game joined by a short code (which has no room for a key), the first one that signed an answer the guest took,
 * from then on. Thread-safe.
 */
public final class HostPin {
    /** Guarded by this: the fingerprint of the host key taken; null until the first, without a link's. */
    private String fingerprint;

    /** The pin of a guest of {@code game}: its host key if the invite named one. */
    public HostPin(BrokerGame game) {
        this.fingerprint = game.host() == null ? null : game.host().fingerprint();
    }

    /** Whether an answer signed by the public key {@code x509} may be taken: it is the pinned one, or none is yet. */
    synchronized boolean admits(byte[] x509) {
        return fingerprint == null || fingerprint.equals(HostKey.fingerprintOf(x509));
    }

    /** Takes the key {@code x509} of an answer taken: pins it if none was; false if another one is pinned. */
    synchronized boolean take(byte[] x509) {
        String taken = HostKey.fingerprintOf(x509);
        if (fingerprint == null) {
            fingerprint = taken;
        }
        return fingerprint.equals(taken);
    }
}
