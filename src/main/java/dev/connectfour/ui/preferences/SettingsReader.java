package dev.connectfour.ui.preferences;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GameSettings;
import dev.connectfour.net.lobby.StoredLogin;
import dev.connectfour.ui.theme.Theme;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Reads {@link UiSettings} from the properties {@link UiSettings#toProperties()} wrote, one key at a time,
 * so that one value the game cannot use costs that setting only: it takes its default and is named in
 * {@link SettingsReading#reset()}, and every other setting is kept. A missing key takes its default (files from
 * older versions stay valid); unknown keys are ignored. A last board that is a board size but no longer
 * offered (9x6, which earlier versions offered where 9x7 is now) gives way to the standard board without
 * a word: it was a choice, not a mistake.
 */
final class SettingsReader {
    /** A bad value is quoted in the notice up to this many characters. */
    private static final int QUOTED_LENGTH = 24;

    private final Properties properties;
    private final List<SettingsReading.BadValue> reset = new ArrayList<>();

    private SettingsReader(Properties properties) {
        this.properties = properties;
    }

    static SettingsReading read(Properties properties) {
        return new SettingsReader(properties).readAll();
    }

    private SettingsReading readAll() {
        UiSettings d = UiSettings.DEFAULTS;
        boolean soundOn = value("sound", d.soundOn(), SettingsReader::bool, any());
        int volume = value("volume", d.volume(), Integer::parseInt, v -> v >= 0 && v <= 100);
        AnimationSpeed speed = value("animationSpeed", d.animationSpeed(), choice(AnimationSpeed.class), any());
        int delay = value("computerMoveDelayMillis", d.computerMoveDelayMillis(), Integer::parseInt,
                v -> v >= 0 && v <= UiSettings.MAX_MOVE_DELAY_MILLIS);
        Theme theme = value("theme", d.theme(), choice(Theme.class), any());
        Language language = value("language", d.language(), choice(Language.class), any());
        double width = value("window.width", d.windowWidth(), Double::parseDouble, SettingsReader::size);
        double height = value("window.height", d.windowHeight(), Double::parseDouble, SettingsReader::size);
        boolean maximized = value("window.maximized", d.maximized(), SettingsReader::bool, any());
        BoardSize board = value("lastBoardSize", d.lastBoardSize(), BoardSize::parse, any());
        String name = value("network.name", d.networkName(), String::strip,
                v -> v.length() <= GameSettings.MAX_NAME_LENGTH);
        String networkInterface = value("network.interface", d.networkInterface(), String::strip, any());
        WatchChoices watch = new WatchChoices(
                value("watch.seatOne", d.watch().seatOne(), ComputerLevel::parse, any()),
                value("watch.seatTwo", d.watch().seatTwo(), ComputerLevel::parse, any()),
                value("watch.delayMillis", d.watch().delayMillis(), Integer::parseInt,
                        v -> v >= 0 && v <= GameSettings.MAX_COMPUTER_DELAY_MILLIS));
        InternetServer server = new InternetServer(properties.getProperty(StoredLogin.SERVER_KEY, ""),
                properties.getProperty(StoredLogin.USER_KEY, ""), properties.getProperty(StoredLogin.PASSWORD_KEY, ""));
        UiSettings settings = new UiSettings(soundOn, volume, speed, delay, theme, language, width, height, maximized,
                GameSettings.BOARD_SIZES.contains(board) ? board : d.lastBoardSize(), name, networkInterface, watch,
                server);
        return new SettingsReading(settings, reset);
    }

    /** The value of {@code key}, or {@code fallback} when it is missing; a value that fails is reset and noted. */
    private <T> T value(String key, T fallback, Function<String, T> parse, Predicate<T> valid) {
        String text = properties.getProperty(key);
        if (text == null) {
            return fallback;
        }
        try {
            T parsed = parse.apply(text.trim());
            if (valid.test(parsed)) {
                return parsed;
            }
        } catch (RuntimeException e) {
            // not a value of this kind: reset below, like a value out of range
        }
        reset.add(new SettingsReading.BadValue(key, quoted(text.strip())));
        return fallback;
    }

    private static boolean size(double value) {
        return value >= 0 && Double.isFinite(value);
    }

    private static String quoted(String text) {
        return text.length() <= QUOTED_LENGTH ? text : text.substring(0, QUOTED_LENGTH - 1) + "…";
    }

    private static <T> Predicate<T> any() {
        return v -> true;
    }

    private static <E extends Enum<E>> Function<String, E> choice(Class<E> type) {
        return text -> Arrays.stream(type.getEnumConstants()).filter(constant -> constant.name().equals(text))
                .findFirst().orElseThrow(IllegalArgumentException::new);
    }

    private static boolean bool(String text) {
        return switch (text) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new IllegalArgumentException();
        };
    }
}
