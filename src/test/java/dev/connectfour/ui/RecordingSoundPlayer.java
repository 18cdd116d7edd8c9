package dev.connectfour.ui;

import dev.connectfour.ui.sound.Sound;
import dev.connectfour.ui.sound.SoundPlayer;
import java.util.ArrayList;
import java.util.List;

/** Remembers what would have been played. */
public final class RecordingSoundPlayer implements SoundPlayer {
    private final List<Sound> played = new ArrayList<>();
    private boolean enabled = true;

    @Override
    public synchronized void play(Sound sound) {
        if (enabled) {
            played.add(sound);
        }
    }

    @Override
    public synchronized void configure(boolean on, int volume) {
        enabled = on;
    }

    public synchronized List<Sound> played() {
        return List.copyOf(played);
    }

    public synchronized void clear() {
        played.clear();
    }
}
