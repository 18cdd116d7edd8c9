package dev.connectfour.ui.sound;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class SoundTest {
    @ParameterizedTest
    @EnumSource(Sound.class)
    void everySoundIsShortAudibleAndNotClipped(Sound sound) {
        byte[] pcm = SoundSynth.render(sound);
        double seconds = pcm.length / 2.0 / SoundSynth.SAMPLE_RATE;
        assertTrue(seconds > 0.02 && seconds < 1.2, sound + " lasts " + seconds + " s");
        int peak = 0;
        for (int i = 0; i < pcm.length; i += 2) {
            peak = Math.max(peak, Math.abs((short) ((pcm[i] & 0xff) | (pcm[i + 1] << 8))));
        }
        assertTrue(peak > Short.MAX_VALUE / 8, sound + " is too quiet: " + peak);
        assertTrue(peak < Short.MAX_VALUE, sound + " clips");
    }

    @Test
    void theTwoSidesLandWithDifferentTimbres() {
        assertTrue(!java.util.Arrays.equals(SoundSynth.render(Sound.LAND_FIRST), SoundSynth.render(Sound.LAND_SECOND)));
    }

    @Test
    void withoutAnAudioDeviceTheGameStaysSilentWithoutError() throws InterruptedException {
        JavaSoundPlayer player = new JavaSoundPlayer();
        assertDoesNotThrow(() -> {
            for (Sound sound : Sound.values()) {
                player.play(sound);
            }
            player.configure(false, 0);
            player.play(Sound.WIN);
            player.close();
            player.play(Sound.WIN);
        });
    }
}
