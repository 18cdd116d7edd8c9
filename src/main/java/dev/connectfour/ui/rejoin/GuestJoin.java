package dev.connectfour.ui.rejoin;

import dev.connectfour.game.network.NetworkGame;
import dev.connectfour.net.NetGuest;
import dev.connectfour.net.lobby.Lobby;
import dev.connectfour.net.lobby.NetworkMemory;
import dev.connectfour.net.lobby.RejoinKeeper;
import dev.connectfour.net.lobby.RejoinTicket;
import java.net.InetSocketAddress;
import javafx.application.Platform;

/**
 * The one way a guest joins a host, from the network screen or with Rejoin on the start screen: the connection that
 * {@code game} runs over, opened by a {@link Lobby} (its events where the lobby sends them: the FX thread), and the
 * {@link RejoinTicket} kept in the {@link NetworkMemory} while the match is on.
 */
public final class GuestJoin {
    private GuestJoin() {
    }

    /**
     * Joins, through {@code lobby}, the match hosted at {@code address} as {@code name} with {@code code};
     * {@code game} tells how it goes.
     *
     * @throws IllegalArgumentException if {@code code} is one no host could have given
     */
    public static void join(Lobby lobby, NetworkGame game, NetworkMemory memory, String name,
                            InetSocketAddress address, String code) {
        NetGuest guest = lobby.join(address, code, name, game);
        game.runsOver(guest);
        game.keepsRejoin(new RejoinKeeper(memory, address.getHostString(), address.getPort(), code, name,
                guest::stepAway));
    }

    /** Joins again the match {@code ticket} was kept for, with what was kept of it. */
    public static void rejoin(NetworkGame game, NetworkMemory memory, RejoinTicket ticket) {
        join(Lobby.forJoining(Platform::runLater), game, memory, ticket.name(),
                InetSocketAddress.createUnresolved(ticket.host(), ticket.port()),
                ticket.code());
    }
}
