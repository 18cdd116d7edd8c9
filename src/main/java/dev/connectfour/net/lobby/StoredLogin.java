package dev.connectfour.net.lobby;

import dev.connectfour.engine.files.AtomicFile;
import dev.connectfour.net.broker.BrokerAddress;
import dev.connectfour.net.broker.Credentials;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Properties;

/**
 * The Internet server and its login as the game's settings keep them: the {@code internet.*} keys of
 * {@code settings.properties}, which the window's Settings write. The text-mode game reads them here, so that it
 * hosts and joins on a private server as the window does; the login goes to that server only
 * ({@link Credentials#forServer}).
 */
public final class StoredLogin {
    /** The settings' file in the config directory. */
    public static final String SETTINGS_FILE = "settings.properties";
    public static final String SERVER_KEY = "internet.server";
    public static final String USER_KEY = "internet.user";
    public static final String PASSWORD_KEY = "internet.password";

    private StoredLogin() {
    }

    /**
     * The login the settings in {@code directory} hold; empty if they hold no server, or one that is not an address
     * (the window then hosts nowhere either), or the file cannot be read.
     */
    public static Optional<Credentials> in(Path directory) {
        Properties settings = new Properties();
        try {
            Optional<String> text = new AtomicFile(directory.resolve(SETTINGS_FILE)).readString();
            if (text.isEmpty()) {
                return Optional.empty();
            }
            settings.load(new StringReader(text.get()));
            String server = settings.getProperty(SERVER_KEY, "").strip();
            return server.isEmpty() ? Optional.empty() : Optional.of(new Credentials(BrokerAddress.parse(server),
                    settings.getProperty(USER_KEY, ""), settings.getProperty(PASSWORD_KEY, "")));
        } catch (IOException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
