package dev.connectfour.ui.sound;

/**
 * Plays the game's sounds. Never throws and never blocks the caller: without an audio device the
 * game simply stays silent. Tests use a recording fake.
 */
public interface SoundPlayer {
    void play(Sound sound);

    /** Turns sound on or off and sets the volume, 0 to 100. */
    void configure(boolean enabled, int volume);

    /** Releases the audio device. */
    default void close() {
    }
}
