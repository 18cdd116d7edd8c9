package dev.connectfour.ui;

import dev.connectfour.ui.preferences.SettingsReading;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.stream.Collectors;

/**
 * Names the settings of {@code settings.properties} as the player meets them: by the label of the screen where each is
 * chosen, in the player's language. The labels are those screens' own strings (the Settings screen's for most; the
 * board of the set-up screens; the name on the network screen; the watch screen's seats and speed, after its title),
 * so a label is written once.
 */
final class SettingNames {
    /** For each key of the file, its label as {@code bundle:key} parts, the path to it (joined with an arrow). */
    private static final Map<String, List<String>> LABELS = Map.ofEntries(
            Map.entry("sound", List.of("settings/settings:sound")),
            Map.entry("volume", List.of("settings/settings:volume")),
            Map.entry("animationSpeed", List.of("settings/settings:speed")),
            Map.entry("computerMoveDelayMillis", List.of("settings/settings:delay")),
            Map.entry("theme", List.of("settings/settings:theme")),
            Map.entry("language", List.of("settings/settings:language")),
            Map.entry("window.width", List.of("settings/settings:window")),
            Map.entry("window.height", List.of("settings/settings:window")),
            Map.entry("window.maximized", List.of("settings/settings:window")),
            Map.entry("network.interface", List.of("settings/settings:network")),
            Map.entry("lastBoardSize", List.of("common:board")),
            Map.entry("network.name", List.of("network/network:title", "network/network:name")),
            Map.entry("watch.seatOne", List.of("watch/watch:title", "watch/watch:levelOne")),
            Map.entry("watch.seatTwo", List.of("watch/watch:title", "watch/watch:levelTwo")),
            Map.entry("watch.delayMillis", List.of("watch/watch:title", "watch/watch:speed")));

    private SettingNames() {
    }

    /**
     * "Volume (250), Language (klingon)" or "音量（250）、言語（klingon）": each value that could not be used, by its
     * setting's label and with the value, in a list joined as {@code locale}'s language joins one.
     */
    static String list(Locale locale, List<SettingsReading.BadValue> values) {
        ResourceBundle common = Bundles.common(locale);
        return values.stream().map(bad -> Texts.format(common, "notice.reset.value", label(locale, bad.key()), bad.value()))
                .reduce((list, next) -> Texts.format(common, "notice.reset.list", list, next)).orElse("");
    }

    /** The setting's label; a key no screen offers (written by hand) is named as it is. */
    private static String label(Locale locale, String key) {
        List<String> parts = LABELS.get(key);
        if (parts == null) {
            return key;
        }
        ResourceBundle common = Bundles.common(locale);
        return parts.stream().map(part -> {
            String[] bundleAndKey = part.split(":");
            return Bundles.load(Bundles.class, bundleAndKey[0], locale).getString(bundleAndKey[1]);
        }).reduce((path, next) -> Texts.format(common, "notice.reset.path", path, next)).orElseThrow();
    }
}
