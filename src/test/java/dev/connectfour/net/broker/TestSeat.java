package dev.connectfour.net.broker;

import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Signature;
import java.util.function.UnaryOperator;

/** An Ed25519 seat key for the tests of this package: its X.509 public half and its signer. */
record TestSeat(byte[] publicKey, UnaryOperator<byte[]> signer) {
    static TestSeat create() {
        try {
            KeyPair pair = KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
            return new TestSeat(pair.getPublic().getEncoded(), data -> sign(pair, data));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime with jdk.crypto.ec has Ed25519", e);
        }
    }

    private static byte[] sign(KeyPair pair, byte[] data) {
        try {
            Signature signature = Signature.getInstance("Ed25519");
            signature.initSign(pair.getPrivate());
            signature.update(data);
            return signature.sign();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Ed25519 signs with its own keys", e);
        }
    }
}
