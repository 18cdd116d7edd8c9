package dev.connectfour.net.broker;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.CertificateFactory;
import java.util.List;

/**
 * Certificates made at test time with {@code openssl} (ECDSA on P-256, the usual kind today): a certificate authority
 * of the test's own, and server certificates it signs for a name given; and a trust store holding that authority, as
 * a player's own trust store would.
 */
public final class TestCertificates {
    /** The trust store's password (a trust store holds no secret; Java wants one to write it). */
    public static final String TRUST_STORE_PASSWORD = "changeit";

    private final Path directory;

    /** A new certificate authority in {@code directory}. */
    public TestCertificates(Path directory) {
        this.directory = directory;
        openssl("ecparam", "-name", "prime256v1", "-genkey", "-noout", "-out", file("ca.key"));
        openssl("req", "-x509", "-new", "-key", file("ca.key"), "-subj", "/CN=Connect Four test authority", "-days", "2",
                "-out", file("ca.pem"));
    }

    /**
     * A server certificate signed by the authority, named {@code subjectAltName} ({@code IP:127.0.0.1},
     * {@code DNS:broker.example}); its files are {@code <name>.pem} and {@code <name>.key}.
     *
     * @return the Mosquitto configuration lines that serve it on the broker's listener
     */
    public String server(String name, String subjectAltName) {
        try {
            Files.writeString(directory.resolve(name + ".ext"), "subjectAltName=" + subjectAltName + "\n");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        openssl("ecparam", "-name", "prime256v1", "-genkey", "-noout", "-out", file(name + ".key"));
        openssl("req", "-new", "-key", file(name + ".key"), "-subj", "/CN=" + name, "-out", file(name + ".csr"));
        openssl("x509", "-req", "-in", file(name + ".csr"), "-CA", file("ca.pem"), "-CAkey", file("ca.key"),
                "-CAcreateserial", "-days", "2", "-extfile", file(name + ".ext"), "-out", file(name + ".pem"));
        return "certfile " + file(name + ".pem") + "\nkeyfile " + file(name + ".key");
    }

    /** A PKCS #12 trust store holding the authority's certificate alone. */
    public Path trustStore() {
        Path store = directory.resolve("trust.p12");
        try (InputStream pem = Files.newInputStream(directory.resolve("ca.pem"));
             OutputStream out = Files.newOutputStream(store)) {
            KeyStore trust = KeyStore.getInstance("PKCS12");
            trust.load(null, null);
            trust.setCertificateEntry("test-authority", CertificateFactory.getInstance("X.509").generateCertificate(pem));
            trust.store(out, TRUST_STORE_PASSWORD.toCharArray());
        } catch (IOException | GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
        return store;
    }

    private String file(String name) {
        return directory.resolve(name).toString();
    }

    private void openssl(String... arguments) {
        List<String> command = new java.util.ArrayList<>(List.of("openssl"));
        command.addAll(List.of(arguments));
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
            String said = new String(process.getInputStream().readAllBytes());
            if (process.waitFor() != 0) {
                throw new IllegalStateException(String.join(" ", command) + " failed: " + said);
            }
        } catch (IOException e) {
            throw new IllegalStateException("the tests need openssl: apt-get install openssl", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
