package dev.connectfour.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.net.MatchListener;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.NetHost;
import dev.connectfour.net.StarterRule;
import dev.connectfour.net.broker.BrokerAddress;
import dev.connectfour.net.broker.BrokerClient;
import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.Mosquitto;
import dev.connectfour.net.broker.TestCertificates;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * TLS to an Internet server ({@code mqtts://}) as the game speaks it: a real Mosquitto on 127.0.0.1 serving an ECDSA
 * certificate the test makes, and the text-mode game in a JVM of its own, whose trust store is the JDK's unless the
 * player names one ({@code javax.net.ssl.trustStore}, README "Internet play"). A server whose certificate the game
 * trusts is reached; one whose certificate names another server, or that no trusted authority signed, is refused.
 */
class InternetTlsTest {
    private static final long RUN_SECONDS = 60;
    @TempDir
    static Path temporary;
    private static TestCertificates certificates;
    private static Mosquitto named;
    private static Mosquitto misnamed;

    @BeforeAll
    static void startTheBrokers() {
        certificates = new TestCertificates(temporary);
        named = Mosquitto.start("allow_anonymous true\n" + certificates.server("loopback", "IP:127.0.0.1"));
        misnamed = Mosquitto.start("allow_anonymous true\n" + certificates.server("elsewhere", "DNS:broker.example"));
    }

    @AfterAll
    static void stopTheBrokers() {
        if (named != null) {
            named.close();
        }
        if (misnamed != null) {
            misnamed.close();
        }
    }

    @Test
    void aServerWhoseCertificateTheGameTrustsIsReached() throws Exception {
        Run run = hostOn(named);
        assertTrue(run.out.contains("Invite link: connectfour://join?"), run.out);
        assertEquals(CliMain.OK, run.status, run.out);
    }

    @Test
    void aServerWhoseCertificateNamesAnotherServerIsRefused() throws Exception {
        Run run = hostOn(misnamed);
        assertFalse(run.out.contains("Invite link"), run.out);
        assertTrue(run.out.contains("The server mqtts://127.0.0.1:" + misnamed.port() + " is not trusted"), run.out);
        assertEquals(CliMain.FAILED, run.status, run.out);
    }

    /** In this JVM, whose trust store is the JDK's: the test's authority is not in it. */
    @Test
    void aServerWhoseCertificateNoTrustedAuthoritySignedIsRefused() {
        BrokerGame game = BrokerGame.create(BrokerAddress.parse("mqtts://127.0.0.1:" + named.port()), new SecureRandom());
        assertThrows(BrokerClient.UntrustedServerException.class, () -> NetHost.openOnBroker(game, null, "Terry",
                new MatchSettings(BoardSize.STANDARD, 0, StarterRule.HOST), new MatchListener() { }, Runnable::run).close());
    }

    private record Run(int status, String out) {
    }

    /**
     * {@code play --host --broker mqtts://...} in a JVM of its own whose trust store holds the test's authority (as
     * the README tells a player to name one), told to quit once hosting.
     */
    private static Run hostOn(Mosquitto broker) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djavax.net.ssl.trustStore=" + certificates.trustStore(),
                "-Djavax.net.ssl.trustStorePassword=" + TestCertificates.TRUST_STORE_PASSWORD));
        command.addAll(List.of("--module-path", System.getProperty("jdk.module.path"),
                "--module", "dev.connectfour/dev.connectfour.cli.CliMain",
                "play", "--host", "--broker", "mqtts://127.0.0.1:" + broker.port(), "--clock", "0", "--name", "Terry"));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        process.getOutputStream().write("quit\n".getBytes(StandardCharsets.UTF_8));
        process.getOutputStream().close();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(RUN_SECONDS, TimeUnit.SECONDS), "the game ends: " + out);
        return new Run(process.exitValue(), out);
    }
}
