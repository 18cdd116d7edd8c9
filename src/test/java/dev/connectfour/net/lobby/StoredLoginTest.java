package dev.connectfour.net.lobby;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.net.broker.BrokerAddress;
import dev.connectfour.net.broker.Credentials;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Internet server's login as the window's settings file holds it, read for the text-mode game. */
class StoredLoginTest {
    @TempDir
    Path directory;

    @Test
    void theLoginOfTheSettingsIsReadAndGivenToItsServerOnly() throws Exception {
        Files.writeString(directory.resolve(StoredLogin.SETTINGS_FILE), "sound=true\ninternet.server=mqtts\\://Club.example\n"
                + "internet.user=anna\ninternet.password=p\\=w d\n");
        Credentials login = StoredLogin.in(directory).orElseThrow();
        BrokerAddress club = BrokerAddress.parse("mqtts://club.example:8883");
        assertEquals(new Credentials(club, "anna", "p=w d"), login);
        assertTrue(Credentials.forServer(login, club).hasUser());
        assertFalse(Credentials.forServer(login, BrokerAddress.parse("mqtts://elsewhere.example")).hasUser(),
                "a server taken from elsewhere gets no stored login");
    }

    @Test
    void noFileNoServerOrABadOneIsNoLogin() throws Exception {
        assertEquals(Optional.empty(), StoredLogin.in(directory));
        Files.writeString(directory.resolve(StoredLogin.SETTINGS_FILE), "internet.server=\ninternet.user=anna\n");
        assertEquals(Optional.empty(), StoredLogin.in(directory));
        Files.writeString(directory.resolve(StoredLogin.SETTINGS_FILE), "internet.server=http\\://club\n");
        assertEquals(Optional.empty(), StoredLogin.in(directory));
    }
}
