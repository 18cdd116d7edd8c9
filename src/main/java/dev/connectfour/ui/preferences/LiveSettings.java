package dev.connectfour.ui.preferences;

import dev.connectfour.ui.sound.SoundPlayer;
import java.util.Objects;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/** The UI settings in force: a change applies to the sound at once, is saved, and is told to its watchers. */
public final class LiveSettings {
    private final ReadOnlyObjectWrapper<UiSettings> settings = new ReadOnlyObjectWrapper<>(this, "settings");
    private final SettingsStore store;
    private final SoundPlayer sound;

    public LiveSettings(UiSettings initial, SettingsStore store, SoundPlayer sound) {
        this.store = Objects.requireNonNull(store, "store");
        this.sound = Objects.requireNonNull(sound, "sound");
        settings.set(Objects.requireNonNull(initial, "initial"));
        sound.configure(initial.soundOn(), initial.volume());
    }

    public ReadOnlyObjectProperty<UiSettings> property() {
        return settings.getReadOnlyProperty();
    }

    public UiSettings get() {
        return settings.get();
    }

    /**
     * Applies and saves new settings: sound at once; theme through the window; language in the Settings screen,
     * which shows itself again in it, and in every screen shown after (each is built anew when shown).
     */
    public void update(UiSettings changed) {
        settings.set(Objects.requireNonNull(changed));
        sound.configure(changed.soundOn(), changed.volume());
        store.save(changed);
    }
}
