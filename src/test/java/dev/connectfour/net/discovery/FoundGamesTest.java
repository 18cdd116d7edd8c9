package dev.connectfour.net.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.StarterRule;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import org.junit.jupiter.api.Test;

/**
 * The browser's list, driven by service events fed by hand as jmDNS would report them: what a player sees appear,
 * change and go, with no network.
 */
class FoundGamesTest {
    private static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();

    private final List<List<HostedGame>> published = new ArrayList<>();
    private final FoundGames games = new FoundGames(published::add, Runnable::run);

    private static HostedGame game(String host, int port, int clock) {
        return new HostedGame(host, new InetSocketAddress(LOOPBACK, port),
                new MatchSettings(BoardSize.STANDARD, clock, StarterRule.HOST), 1);
    }

    private void resolve(String instance, HostedGame game) {
        games.resolved(instance, GameTxtRecord.encode(game), game.address());
    }

    @Test
    void listsAGameThatAppearsUpdatesItWhenItChangesAndDropsItWhenItGoes() {
        HostedGame bob = game("bob", 5001, 0);
        HostedGame alice = game("Alice", 5002, 5);
        resolve("Bob (1234)", bob);
        resolve("Alice (abcd)", alice);
        HostedGame aliceTimed = game("Alice", 5002, 30);
        resolve("ALICE (ABCD)", aliceTimed); // DNS names compare without case: the same service, changed
        games.removed("bob (1234)");
        assertEquals(List.of(List.of(bob), List.of(alice, bob), List.of(aliceTimed, bob), List.of(aliceTimed)), published);
        assertEquals(List.of(aliceTimed), games.games());
    }

    @Test
    void anEventThatChangesNothingPublishesNothing() {
        HostedGame bob = game("Bob", 5001, 0);
        resolve("Bob (1234)", bob);
        resolve("Bob (1234)", bob);
        games.removed("someone else");
        games.resolved("Bob (1234)", GameTxtRecord.encode(bob), null); // no address yet: not listed, so gone
        games.removed("Bob (1234)");
        assertEquals(List.of(List.of(bob), List.of()), published);
    }

    @Test
    void aServiceWhoseRecordTurnsInvalidLeavesTheListAndAnInvalidOneNeverEnters() {
        HostedGame bob = game("Bob", 5001, 0);
        resolve("Bob (1234)", bob);
        games.resolved("Bob (1234)", new byte[] {5, 'b', 'o', 'g', 'u', 's'}, bob.address());
        games.resolved("Mallory", new byte[] {9, 'h', 'o', 's', 't', '=', 'e', 'v', 'i', 'l'}, bob.address());
        games.resolved("Nobody", null, bob.address());
        assertEquals(List.of(List.of(bob), List.of()), published);
    }

    @Test
    void listsAtMostTheBoundButStillUpdatesListedGames() {
        for (int i = 0; i < FoundGames.MAX_GAMES + 10; i++) {
            resolve("game " + i, game("Host " + i, 6000 + i, 0));
        }
        assertEquals(FoundGames.MAX_GAMES, games.games().size());
        HostedGame changed = game("Host 0", 6000, 9);
        resolve("game 0", changed);
        assertTrue(games.games().contains(changed));
        assertEquals(FoundGames.MAX_GAMES, games.games().size());
    }

    @Test
    void publishesOnTheGivenExecutorAndNothingOnceClosed() {
        List<Runnable> queued = new ArrayList<>();
        Executor queue = queued::add;
        List<List<HostedGame>> seen = new ArrayList<>();
        FoundGames deferred = new FoundGames(seen::add, queue);
        HostedGame bob = game("Bob", 5001, 0);
        deferred.resolved("Bob", GameTxtRecord.encode(bob), bob.address());
        assertEquals(List.of(), seen, "nothing is published but on the executor");
        queued.remove(0).run();
        assertEquals(List.of(List.of(bob)), seen);

        deferred.removed("Bob");
        deferred.close();
        queued.forEach(Runnable::run); // handed over before close, run after it
        deferred.resolved("Eve", GameTxtRecord.encode(game("Eve", 5002, 0)), bob.address());
        assertEquals(List.of(List.of(bob)), seen);
        assertEquals(1, queued.size(), "no event after close reaches the executor");
    }
}
