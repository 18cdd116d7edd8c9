package dev.connectfour.ui.network;

import dev.connectfour.game.network.NetworkGame;
import dev.connectfour.net.NetHost;
import dev.connectfour.net.lobby.Addresses;
import dev.connectfour.net.lobby.Lobby;
import dev.connectfour.net.lobby.NetworkMemory;
import dev.connectfour.ui.Texts;
import dev.connectfour.ui.rejoin.GuestJoin;
import java.net.InetSocketAddress;
import java.util.ResourceBundle;
import java.util.function.BooleanSupplier;

/**
 * What the player typed to join, made a join: an invite link (over the Internet), a short code alone (on the
 * private Internet server of the settings), or an address and a join code (on this network). Each way answers null once joining has started, or what is wrong in the screen's words.
 */
final class Joins {
    private final ResourceBundle resources;
    private final Lobby lobby;
    private final NetworkMemory memory;
    private final InternetPlay internet;

    Joins(ResourceBundle resources, Lobby lobby, NetworkMemory memory, InternetPlay internet) {
        this.resources = resources;
        this.lobby = lobby;
        this.memory = memory;
        this.internet = internet;
    }

    /**
     * Joins, as {@code player}, what {@code address} and {@code code} name; {@code game} tells how it goes. A join
     * that first takes a while (a short code's) goes on only if {@code wanted} still says so then.
     */
    String join(String player, String address, String code, NetworkGame game, BooleanSupplier wanted) {
        if (InternetPlay.isLink(address)) {
            return internet.join(player, address, game);
        }
        if ((address == null || address.isBlank()) && code != null && !code.isBlank()) {
            return internet.joinByCode(player, code, game, wanted);
        }
        InetSocketAddress typed = Addresses.parse(address, NetHost.DEFAULT_PORT);
        if (typed == null) {
            return Texts.format(resources, "problem.address", NetHost.DEFAULT_PORT);
        }
        String typedCode = code == null ? "" : code.strip();
        if (typedCode.isEmpty()) {
            return resources.getString("problem.code");
        }
        return join(player, typed, typedCode, game);
    }

    /** Joins the host at {@code host} with {@code joinCode}, as {@code player}. */
    String join(String player, InetSocketAddress host, String joinCode, NetworkGame game) {
        try {
            GuestJoin.join(lobby, game, memory, player, host, joinCode);
        } catch (IllegalArgumentException e) { // a code no host could have given (the name was checked before)
            return resources.getString("problem.code");
        }
        return null;
    }
}
