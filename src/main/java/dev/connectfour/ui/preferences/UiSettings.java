package dev.connectfour.ui.preferences;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.GameSettings;
import dev.connectfour.net.lobby.StoredLogin;
import dev.connectfour.ui.theme.Theme;
import java.util.Locale;
import java.util.Properties;

/**
 * What the player set in the Settings screen, plus the remembered window size: an immutable value,
 * changed with the {@code with...} methods and kept on disk by {@link SettingsStore}.
 *
 * @param soundOn                  play sounds at all
 * @param volume                   0 to 100
 * @param animationSpeed           how fast discs fall, or not animated at all
 * @param computerMoveDelayMillis  the pause before the computer's disc falls, 0 to {@link #MAX_MOVE_DELAY_MILLIS}
 * @param theme                    colours and marks
 * @param language                 the language of every string, or the system's
 * @param windowWidth              the window's last width, 0 for the default
 * @param windowHeight             the window's last height, 0 for the default
 * @param maximized                whether the window was maximised
 * @param lastBoardSize            the board last chosen on a set-up screen, offered first next time; one of
 *                                 {@link GameSettings#BOARD_SIZES}
 * @param networkName              the name last given when hosting or joining a network game, "" for none yet
 * @param networkInterface         the network interface (a name such as {@code eth0}, or an address) network games
 *                                 listen on and look for games on; "" for all interfaces (the default)
 * @param watch                    the Watch set-up's last choices
 * @param internetServer           the Internet server for hosting over the Internet, and its login
 */
public record UiSettings(boolean soundOn, int volume, AnimationSpeed animationSpeed, int computerMoveDelayMillis,
                         Theme theme, Language language, double windowWidth, double windowHeight, boolean maximized,
                         BoardSize lastBoardSize, String networkName, String networkInterface,
                         WatchChoices watch, InternetServer internetServer) {

    /** The pause before a computer move unless the player changes it. */
    public static final int DEFAULT_MOVE_DELAY_MILLIS = GameSettings.DEFAULT_COMPUTER_DELAY_MILLIS;
    public static final int MAX_MOVE_DELAY_MILLIS = GameSettings.MAX_COMPUTER_DELAY_MILLIS;

    public static final UiSettings DEFAULTS = new UiSettings(true, 70, AnimationSpeed.NORMAL,
            DEFAULT_MOVE_DELAY_MILLIS, Theme.CLASSIC, Language.SYSTEM, 0, 0, false, BoardSize.STANDARD, "", "",
            WatchChoices.DEFAULTS, InternetServer.NONE);

    public UiSettings {
        if (volume < 0 || volume > 100) {
            throw new IllegalArgumentException("volume must be 0..100, got " + volume);
        }
        if (computerMoveDelayMillis < 0 || computerMoveDelayMillis > MAX_MOVE_DELAY_MILLIS) {
            throw new IllegalArgumentException("computer move delay must be 0.." + MAX_MOVE_DELAY_MILLIS + " ms, got "
                    + computerMoveDelayMillis);
        }
        if (animationSpeed == null || theme == null || language == null) {
            throw new IllegalArgumentException("animation speed, theme and language are required");
        }
        if (!(windowWidth >= 0) || !(windowHeight >= 0)) {
            throw new IllegalArgumentException("window size must not be negative");
        }
        if (networkName == null || networkName.strip().length() > GameSettings.MAX_NAME_LENGTH) {
            throw new IllegalArgumentException("the network name must be at most " + GameSettings.MAX_NAME_LENGTH
                    + " characters");
        }
        if (watch == null || internetServer == null) {
            throw new IllegalArgumentException("the watch choices and the Internet server are required");
        }
        if (networkInterface == null) {
            throw new IllegalArgumentException("the network interface is required (\"\" for all)");
        }
        if (!GameSettings.BOARD_SIZES.contains(lastBoardSize)) {
            throw new IllegalArgumentException("the last board must be one of " + GameSettings.BOARD_SIZES + ", got "
                    + lastBoardSize);
        }
    }

    public UiSettings withLastBoardSize(BoardSize value) {
        return new UiSettings(soundOn, volume, animationSpeed, computerMoveDelayMillis, theme, language, windowWidth,
                windowHeight, maximized, value, networkName, networkInterface, watch, internetServer);
    }

    public UiSettings withSoundOn(boolean value) {
        return new UiSettings(value, volume, animationSpeed, computerMoveDelayMillis, theme, language, windowWidth,
                windowHeight, maximized, lastBoardSize, networkName, networkInterface, watch, internetServer);
    }

    public UiSettings withVolume(int value) {
        return new UiSettings(soundOn, value, animationSpeed, computerMoveDelayMillis, theme, language, windowWidth,
                windowHeight, maximized, lastBoardSize, networkName, networkInterface, watch, internetServer);
    }

    public UiSettings withAnimationSpeed(AnimationSpeed value) {
        return new UiSettings(soundOn, volume, value, computerMoveDelayMillis, theme, language, windowWidth,
                windowHeight, maximized, lastBoardSize, networkName, networkInterface, watch, internetServer);
    }

    public UiSettings withComputerMoveDelayMillis(int value) {
        return new UiSettings(soundOn, volume, animationSpeed, value, theme, language, windowWidth, windowHeight,
                maximized, lastBoardSize, networkName, networkInterface, watch, internetServer);
    }

    public UiSettings withTheme(Theme value) {
        return new UiSettings(soundOn, volume, animationSpeed, computerMoveDelayMillis, value, language, windowWidth,
                windowHeight, maximized, lastBoardSize, networkName, networkInterface, watch, internetServer);
    }

    public UiSettings withLanguage(Language value) {
        return new UiSettings(soundOn, volume, animationSpeed, computerMoveDelayMillis, theme, value, windowWidth,
                windowHeight, maximized, lastBoardSize, networkName, networkInterface, watch, internetServer);
    }

    public UiSettings withWindow(double width, double height, boolean isMaximized) {
        return new UiSettings(soundOn, volume, animationSpeed, computerMoveDelayMillis, theme, language, width, height,
                isMaximized, lastBoardSize, networkName, networkInterface, watch, internetServer);
    }

    /** These settings with network games on {@code value} (an interface's name or address), "" for all interfaces. */
    public UiSettings withNetworkInterface(String value) {
        return new UiSettings(soundOn, volume, animationSpeed, computerMoveDelayMillis, theme, language, windowWidth,
                windowHeight, maximized, lastBoardSize, networkName, value.strip(), watch, internetServer);
    }

    public UiSettings withNetworkName(String value) {
        return new UiSettings(soundOn, volume, animationSpeed, computerMoveDelayMillis, theme, language, windowWidth,
                windowHeight, maximized, lastBoardSize, value.strip(), networkInterface, watch, internetServer);
    }

    public UiSettings withWatch(WatchChoices value) {
        return new UiSettings(soundOn, volume, animationSpeed, computerMoveDelayMillis, theme, language, windowWidth,
                windowHeight, maximized, lastBoardSize, networkName, networkInterface, value, internetServer);
    }

    public UiSettings withInternetServer(InternetServer value) {
        return new UiSettings(soundOn, volume, animationSpeed, computerMoveDelayMillis, theme, language, windowWidth,
                windowHeight, maximized, lastBoardSize, networkName, networkInterface, watch, value);
    }

    /** The locale of the strings. */
    public Locale locale() {
        return language.locale();
    }

    /** As text properties, one key per component; {@link SettingsReader} reads them back. */
    public Properties toProperties() {
        Properties properties = new Properties();
        properties.setProperty("sound", Boolean.toString(soundOn));
        properties.setProperty("volume", Integer.toString(volume));
        properties.setProperty("animationSpeed", animationSpeed.name());
        properties.setProperty("computerMoveDelayMillis", Integer.toString(computerMoveDelayMillis));
        properties.setProperty("theme", theme.name());
        properties.setProperty("language", language.name());
        properties.setProperty("window.width", Double.toString(windowWidth));
        properties.setProperty("window.height", Double.toString(windowHeight));
        properties.setProperty("window.maximized", Boolean.toString(maximized));
        properties.setProperty("lastBoardSize", lastBoardSize.toString());
        properties.setProperty("network.name", networkName);
        properties.setProperty("network.interface", networkInterface);
        properties.setProperty("watch.seatOne", watch.seatOne().id());
        properties.setProperty("watch.seatTwo", watch.seatTwo().id());
        properties.setProperty("watch.delayMillis", Integer.toString(watch.delayMillis()));
        properties.setProperty(StoredLogin.SERVER_KEY, internetServer.address());
        properties.setProperty(StoredLogin.USER_KEY, internetServer.user());
        properties.setProperty(StoredLogin.PASSWORD_KEY, internetServer.password());
        return properties;
    }
}
