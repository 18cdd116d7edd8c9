package dev.connectfour.net.discovery;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The advertised service instance name: the host's name made safe for DNS-SD and jmDNS, and a random suffix. */
class InstanceNameTest {

    @Test
    void isTheHostsNameAndASuffix() {
        assertTrue(GameAdvertiser.instanceNameFor("Alice").matches("Alice \\([a-z0-9]{4}\\)"));
    }

    @Test
    void keepsNoDotsOrOtherPunctuationAndNoRunsOfSpaces() {
        String name = GameAdvertiser.instanceNameFor("a.b\\c  (d)_e-f Zoë");
        assertTrue(name.matches("a b c d _e-f Zoë \\([a-z0-9]{4}\\)"), name);
    }

    @Test
    void fitsADnsLabelWithRoomForJmdnssRenaming() {
        String name = GameAdvertiser.instanceNameFor("北京北京北京北京北京北京北京北京北京北京");
        assertTrue(name.getBytes(StandardCharsets.UTF_8).length + " (99)".length() <= 63, name);
    }

    @Test
    void aNameOfPunctuationOnlyBecomesTheGamesName() {
        assertTrue(GameAdvertiser.instanceNameFor("...").startsWith("Connect Four ("));
    }

    @Test
    void twoHostsOfOneNameGetDifferentNames() {
        assertNotEquals(GameAdvertiser.instanceNameFor("Sam"), GameAdvertiser.instanceNameFor("Sam"),
                "one chance in 36^4 of a false failure");
    }
}
