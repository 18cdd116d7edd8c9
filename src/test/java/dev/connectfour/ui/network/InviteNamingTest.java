package dev.connectfour.ui.network;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.connectfour.net.broker.BrokerAddress;
import dev.connectfour.net.broker.BrokerGame;
import dev.connectfour.net.broker.InviteLink;
import dev.connectfour.ui.Bundles;
import java.security.SecureRandom;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The question about a link sent to the running game names its game, so two links asked in turn look different. */
class InviteNamingTest {
    private static final BrokerGame GAME = BrokerGame.create(BrokerAddress.parse("mqtts://Broker.Example"),
            new SecureRandom());

    @Test
    void aGameIsNamedByTheStartOfItsIdAndItsServerTheUsualPortLeftOut() {
        assertEquals("game " + GAME.id().substring(0, 6) + " on broker.example",
                InviteNaming.name(Bundles.common(Locale.ENGLISH), InviteLink.of(GAME)));
        assertEquals("サーバー broker.example の " + GAME.id().substring(0, 6),
                InviteNaming.name(Bundles.common(Locale.JAPANESE), InviteLink.of(GAME)));
    }

    @Test
    void anotherPortIsShownAndALinkThatCannotBeUsedIsQuotedShort() {
        BrokerGame local = BrokerGame.create(BrokerAddress.parse("mqtt://127.0.0.1:18830"), new SecureRandom());
        assertEquals("game " + local.id().substring(0, 6) + " on 127.0.0.1:18830",
                InviteNaming.name(Bundles.common(Locale.ENGLISH), InviteLink.of(local)));
        String cut = InviteLink.of(GAME).substring(0, 60);
        assertEquals(cut.substring(0, 39) + "…", InviteNaming.name(Bundles.common(Locale.ENGLISH), cut));
    }
}
