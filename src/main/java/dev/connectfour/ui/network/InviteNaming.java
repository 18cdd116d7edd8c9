package dev.connectfour.ui.network;

import dev.connectfour.net.broker.BrokerAddress;
import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.InviteLink;
import dev.connectfour.ui.Texts;
import java.util.ResourceBundle;

/**
 * The words that name the game an invite link invites to, for a question that must tell two links apart: the start
 * of its game id and its server ("game 3f9a2c on broker.example"), as the link names no host (it carries the server,
 * the game id, the host's key and the game's key). A link that cannot be used is quoted, cut short.
 */
public final class InviteNaming {
    /** Hexadecimal digits of the game id shown: enough to tell a player's invites apart. */
    static final int SHORT_ID = 6;
    private static final int QUOTED_LENGTH = 40;

    private InviteNaming() {
    }

    /** The game {@code link} invites to, named in the language of {@code common} (the common strings). */
    public static String name(ResourceBundle common, String link) {
        try {
            BrokerGame game = InviteLink.parse(link);
            BrokerAddress server = game.server();
            int usualPort = server.secure() ? BrokerAddress.TLS_PORT : BrokerAddress.PLAIN_PORT;
            return Texts.format(common, "invite.game", game.id().substring(0, SHORT_ID),
                    server.port() == usualPort ? server.host() : server.host() + ":" + server.port());
        } catch (InviteLink.InvalidLinkException e) {
            String text = link.strip();
            return text.length() <= QUOTED_LENGTH ? text : text.substring(0, QUOTED_LENGTH - 1) + "…";
        }
    }
}
