package dev.connectfour.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.net.EndReason;
import dev.connectfour.net.Match;
import dev.connectfour.net.MatchListener;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.NetGuest;
import dev.connectfour.net.NetHost;
import dev.connectfour.net.StarterRule;
import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.InviteLink;
import dev.connectfour.net.broker.Mosquitto;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The terminal plays over the Internet through a real Mosquitto on 127.0.0.1: it hosts with an invite link, and joins with one. */
class InternetTerminalTest {
    /** The settings directory of each run: none of the player's own is read or written. */
    @TempDir
    Path settings;

    @Test
    void theTerminalHostsOnABrokerAndPrintsTheLinkAGuestJoinsWith() throws Exception {
        try (Mosquitto broker = Mosquitto.start();
             Terminal terminal = new Terminal("play", "--host", "--broker", broker.address().toString(), "--clock", "0",
                     "--name", "Terry", "--config-dir", settings.toString())) {
            String shown = terminal.screen.await("Waiting for a guest with this link", 1);
            Matcher link = Pattern.compile("Invite link: (connectfour://\\S+)").matcher(shown);
            assertTrue(link.find(), shown);
            CompletableFuture<Match> joined = new CompletableFuture<>();
            try (NetGuest guest = NetGuest.joinOnBroker(InviteLink.parse(link.group(1)), null, "Gina", new MatchListener() {
                @Override
                public void gameStarted(Match match) {
                    joined.complete(match);
                }
            }, Runnable::run)) {
                Match match = joined.get(Terminal.TIMEOUT_MILLIS, TimeUnit.MILLISECONDS);
                assertEquals("Terry", match.name(dev.connectfour.net.Side.HOST));
                terminal.screen.await("Your move (column 1-7): ", 1);
                terminal.type("4");
                terminal.screen.await("You play column 4.", 1);
                terminal.type("quit");
                assertEquals(CliMain.OK, terminal.exitCode());
            }
        }
    }

    @Test
    void theTerminalJoinsByLinkAndAWrongLinkIsSaid() throws Exception {
        try (Mosquitto broker = Mosquitto.start()) {
            BrokerGame game = BrokerGame.create(broker.address(), new SecureRandom());
            CompletableFuture<Match> started = new CompletableFuture<>();
            try (NetHost host = NetHost.openOnBroker(game, null, "Hannah",
                    new MatchSettings(BoardSize.STANDARD, 0, StarterRule.GUEST), new MatchListener() {
                        @Override
                        public void gameStarted(Match match) {
                            started.complete(match);
                        }

                        @Override
                        public void ended(Match match, EndReason reason) {
                        }
                    }, Runnable::run);
                 Terminal terminal = new Terminal("play", "--join", InviteLink.of(game), "--name", "Terry",
                         "--config-dir", settings.toString())) {
                started.get(Terminal.TIMEOUT_MILLIS, TimeUnit.MILLISECONDS);
                terminal.screen.await("Terry to start. You are X.", 1);
                terminal.type("quit");
                assertEquals(CliMain.OK, terminal.exitCode());
            }
            try (Terminal terminal = new Terminal("play", "--join",
                    InviteLink.of(BrokerGame.create(broker.address(), new SecureRandom())), "--config-dir",
                    settings.toString())) {
                terminal.screen.await("No game answers to this invite", 1);
                assertEquals(CliMain.FAILED, terminal.exitCode());
            }
        }
    }
}
