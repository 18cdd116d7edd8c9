package dev.connectfour.ui.network;

import dev.connectfour.game.network.NetworkGame;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.NetGuest;
import dev.connectfour.net.SeatKey;
import dev.connectfour.net.broker.BrokerAddress;
import dev.connectfour.net.broker.BrokerClient;
import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.Credentials;
import dev.connectfour.net.broker.InviteLink;
import dev.connectfour.net.broker.ShortCode;
import dev.connectfour.net.lobby.JoiningSeat;
import dev.connectfour.net.lobby.Lobby;
import dev.connectfour.net.lobby.NetworkMemory;
import dev.connectfour.net.lobby.RejoinKeeper;
import dev.connectfour.ui.Texts;
import dev.connectfour.ui.preferences.InternetServer;
import java.security.SecureRandom;
import java.util.ResourceBundle;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Play over the Internet, for the network screen: hosting on the Internet server of the settings, with its invite
 * link (and, on a private server, a {@link ShortCode}), and joining by a pasted link (or by a short code typed
 * alone, on the private server of the settings). The server's login goes to that server only; a link naming another
 * server gets none ({@link Credentials#forServer}). A guest's seat is bound to a {@link SeatKey} kept in the
 * {@link NetworkMemory} while the match is on, so that the guest, started again, takes its seat back with the same
 * link, and no one else with the link can. What goes wrong is said in the screen's words.
 */
final class InternetPlay {
    private final NetworkPreferences preferences;
    private final NetworkMemory memory;
    private final ResourceBundle resources;
    private final Lobby lobby;
    private final SecureRandom random = new SecureRandom();

    InternetPlay(NetworkPreferences preferences, NetworkMemory memory, ResourceBundle resources, Lobby lobby) {
        this.preferences = preferences;
        this.memory = memory;
        this.resources = resources;
        this.lobby = lobby;
    }

    /**
     * Hosts {@code game} on the server of the settings; the invite link and, on a private server (one the settings
     * hold a login for), the short code come to {@code invite} once the server is reached ("" for no code), or the
     * reason it could not be to {@code failed} (both on the lobby's match executor).
     *
     * @return null if hosting started, else what keeps it from starting (no server set, or a bad one)
     */
    String host(String player, MatchSettings match, NetworkGame game, BiConsumer<String, String> invite,
                Consumer<String> failed) {
        InternetServer server = preferences.internetServer();
        if (server.address().isEmpty()) {
            return resources.getString("problem.noServer");
        }
        BrokerAddress address;
        try {
            address = BrokerAddress.parse(server.address());
        } catch (IllegalArgumentException e) {
            return resources.getString("problem.badServer");
        }
        Credentials login = new Credentials(address, server.user(), server.password());
        BiConsumer<BrokerGame, String> hostOn = (broker, shownCode) -> lobby.hostOnBroker(broker, login, player,
                match, game, (host, error) -> {
                    if (error == null) {
                        game.runsOver(host);
                        invite.accept(InviteLink.of(broker), shownCode);
                    } else {
                        failed.accept(resources.getString(failure(error)));
                    }
                });
        if (isPrivate(server)) {
            String code = ShortCode.random(random);
            lobby.prepare("short-code", () -> ShortCode.game(address, code).withNewHostKey(random),
                    broker -> hostOn.accept(broker, ShortCode.shown(code)));
        } else {
            hostOn.accept(BrokerGame.create(address, random), "");
        }
        return null;
    }

    /** What is wrong with {@code link} in the player's words, or null if it is a usable invite link. */
    String problemWith(String link) {
        try {
            InviteLink.parse(link);
            return null;
        } catch (InviteLink.InvalidLinkException e) {
            return problemOf(e);
        }
    }

    private String problemOf(InviteLink.InvalidLinkException e) {
        return resources.getString("link." + e.problem());
    }

    /**
     * Joins the game {@code link} invites to, as {@code player}; {@code game} tells how it goes.
     *
     * @return null if joining started, else what is wrong with the link
     */
    String join(String player, String link, NetworkGame game) {
        BrokerGame invited;
        try {
            invited = InviteLink.parse(link);
        } catch (InviteLink.InvalidLinkException e) {
            return problemOf(e);
        }
        InternetServer server = preferences.internetServer();
        Credentials stored = null;
        try {
            stored = server.address().isEmpty() ? null
                    : new Credentials(BrokerAddress.parse(server.address()), server.user(), server.password());
        } catch (IllegalArgumentException e) {
            // a bad server in the settings: the link's own server gets no login, as any other would
        }
        join(player, invited, stored, game);
        return null;
    }

    /**
     * Joins, as {@code player}, the game a short code names on the private server of the settings: once the code
     * has been stretched (on a lobby thread), if {@code wanted} still says so then.
     *
     * @return null if joining started, else what keeps it from starting (no private server set, or not a code)
     */
    String joinByCode(String player, String typed, NetworkGame game, BooleanSupplier wanted) {
        InternetServer server = preferences.internetServer();
        if (!isPrivate(server)) {
            return resources.getString("problem.codeAlone");
        }
        BrokerAddress address;
        try {
            address = BrokerAddress.parse(server.address());
        } catch (IllegalArgumentException e) {
            return resources.getString("problem.badServer");
        }
        if (ShortCode.read(typed) == null) {
            return Texts.format(resources, "problem.shortCode", ShortCode.LENGTH);
        }
        Credentials login = new Credentials(address, server.user(), server.password());
        lobby.prepare("short-code", () -> ShortCode.game(address, typed), invited -> {
            if (wanted.getAsBoolean()) {
                join(player, invited, login, game);
            }
        });
        return null;
    }

    /** Joins {@code invited}, with the seat kept for it if this guest left it (and was started again). */
    private void join(String player, BrokerGame invited, Credentials stored, NetworkGame game) {
        JoiningSeat seat = memory.joiningSeat(invited.id(), random);
        NetGuest guest = lobby.joinOnBroker(invited, stored, player, seat.key(), seat.rejoining(), game);
        game.runsOver(guest);
        game.keepsRejoin(RejoinKeeper.ofSeat(memory, invited.id(), seat.key().text(), guest::stepAway));
    }

    /** A private server: the settings hold a login for it, so only its members meet there, and a short code will do. */
    private static boolean isPrivate(InternetServer server) {
        return !server.address().isEmpty() && !server.user().isEmpty();
    }

    /** The key of what a player is told when hosting on a server failed with {@code error}. */
    private static String failure(Throwable error) {
        if (error instanceof BrokerClient.LoginRefusedException) {
            return "network.ended.login_refused";
        }
        return error instanceof BrokerClient.UntrustedServerException ? "network.ended.server_untrusted"
                : "network.ended.server_unreachable";
    }

    /** Whether the text typed where an address goes is an invite link instead. */
    static boolean isLink(String typed) {
        return InviteLink.looksLikeOne(typed);
    }

}
