package dev.connectfour.net.discovery;

import java.net.InetSocketAddress;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * The list of games a browser has found, kept from the service events jmDNS reports (and, in tests, from events
 * fed by hand): a resolved service whose TXT record is a valid game is listed or updated, and one that is removed,
 * or whose record turns invalid, leaves. Each change hands the whole new list to the listener on its executor;
 * events that change nothing hand nothing. Safe to call from any thread.
 */
final class FoundGames {
    /** The most games listed at once: a bound on what anyone on the network can make the game keep and show. */
    static final int MAX_GAMES = 100;

    /** Host names as a player reads them, then the address, so that the list does not reorder as it updates. */
    private static final Comparator<HostedGame> ORDER = Comparator
            .comparing(HostedGame::hostName, String.CASE_INSENSITIVE_ORDER)
            .thenComparing(game -> game.address().toString());

    private final Consumer<List<HostedGame>> onChange;
    private final Executor events;
    /** By service instance name in lower case: DNS names compare without case. */
    private final Map<String, HostedGame> byInstance = new HashMap<>();
    private List<HostedGame> current = List.of();
    private volatile boolean closed;

    FoundGames(Consumer<List<HostedGame>> onChange, Executor events) {
        this.onChange = Objects.requireNonNull(onChange, "onChange");
        this.events = Objects.requireNonNull(events, "events");
    }

    /** A service was resolved, or its record changed: {@code address} is null if it has no address yet. */
    synchronized void resolved(String instanceName, byte[] txt, InetSocketAddress address) {
        if (closed || instanceName == null) {
            return;
        }
        String key = instanceName.toLowerCase(Locale.ROOT);
        Optional<HostedGame> game = address == null ? Optional.empty() : GameTxtRecord.decode(txt, address);
        if (game.isEmpty()) {
            byInstance.remove(key);
        } else if (byInstance.containsKey(key) || byInstance.size() < MAX_GAMES) {
            byInstance.put(key, game.get());
        }
        publishIfChanged();
    }

    /** A service is gone: withdrawn by its host, or no longer answering. */
    synchronized void removed(String instanceName) {
        if (closed || instanceName == null) {
            return;
        }
        byInstance.remove(instanceName.toLowerCase(Locale.ROOT));
        publishIfChanged();
    }

    /** The games listed now, in the list's order. */
    synchronized List<HostedGame> games() {
        return current;
    }

    /** No event changes the list from now on, and no list reaches the listener, even one already handed to the executor. */
    void close() {
        closed = true;
    }

    private void publishIfChanged() {
        List<HostedGame> games = byInstance.values().stream().sorted(ORDER).toList();
        if (!games.equals(current)) {
            current = games;
            events.execute(() -> {
                if (!closed) {
                    onChange.accept(games);
                }
            });
        }
    }
}
