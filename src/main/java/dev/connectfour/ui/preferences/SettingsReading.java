package dev.connectfour.ui.preferences;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * What was read from {@code settings.properties} and what was reset.
 *
 * @param settings the settings, each bad value replaced by its default
 * @param reset    each setting whose value could not be used, in the file's key order of
 *                 {@link UiSettings#toProperties()}; empty when every value was good
 */
public record SettingsReading(UiSettings settings, List<BadValue> reset) {
    public SettingsReading {
        Objects.requireNonNull(settings, "settings");
        reset = List.copyOf(reset);
    }

    /**
     * A value that could not be used.
     *
     * @param key   its key in the file, e.g. {@code volume}
     * @param value the value as it was, shortened with "…" past a few words
     */
    public record BadValue(String key, String value) {
        public BadValue {
            Objects.requireNonNull(key, "key");
            Objects.requireNonNull(value, "value");
        }
    }

    /** The reset values for the log, by their keys: {@code volume (250), language (klingon)}. */
    String describeReset() {
        return reset.stream().map(bad -> bad.key() + " (" + bad.value() + ")").collect(Collectors.joining(", "));
    }
}
