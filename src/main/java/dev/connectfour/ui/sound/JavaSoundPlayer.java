package dev.connectfour.ui.sound;

import java.lang.System.Logger.Level;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.Clip;
import javax.sound.sampled.FloatControl;

/**
 * Plays the synthesised sounds through {@code javax.sound.sampled} (module {@code java.desktop}),
 * chosen over JavaFX Media so the game needs no GStreamer natives. Clips are opened lazily on one
 * daemon thread, never the FX thread. The first failure (no audio device, no mixer, a sandbox) is
 * logged once and the player falls silent for good.
 */
public final class JavaSoundPlayer implements SoundPlayer {
    private static final System.Logger LOG = System.getLogger(JavaSoundPlayer.class.getName());
    private static final AudioFormat FORMAT = new AudioFormat(SoundSynth.SAMPLE_RATE, 16, 1, true, false);

    private final ExecutorService thread = Executors.newSingleThreadExecutor(runnable -> {
        Thread t = new Thread(runnable, "connect-four-sound");
        t.setDaemon(true);
        return t;
    });
    private final Map<Sound, Clip> clips = new EnumMap<>(Sound.class);
    private volatile boolean enabled = true;
    private volatile int volume = 70;
    private volatile boolean broken;

    @Override
    public void play(Sound sound) {
        if (!enabled || broken || volume == 0) {
            return;
        }
        try {
            thread.execute(() -> playNow(sound));
        } catch (RejectedExecutionException e) {
            // closed: stay silent
        }
    }

    @Override
    public void configure(boolean on, int level) {
        enabled = on;
        volume = Math.max(0, Math.min(100, level));
    }

    @Override
    public void close() {
        thread.execute(() -> {
            clips.values().forEach(Clip::close);
            clips.clear();
        });
        thread.shutdown();
    }

    private void playNow(Sound sound) {
        if (broken) {
            return;
        }
        try {
            Clip clip = clips.get(sound);
            if (clip == null) {
                byte[] pcm = SoundSynth.render(sound);
                clip = AudioSystem.getClip();
                clip.open(FORMAT, pcm, 0, pcm.length);
                clips.put(sound, clip);
            }
            setGain(clip);
            clip.stop();
            clip.setFramePosition(0);
            clip.start();
        } catch (Exception | LinkageError e) {
            broken = true;
            LOG.log(Level.INFO, "no sound: " + e);
        }
    }

    private void setGain(Clip clip) {
        if (clip.isControlSupported(FloatControl.Type.MASTER_GAIN)) {
            FloatControl gain = (FloatControl) clip.getControl(FloatControl.Type.MASTER_GAIN);
            float decibels = (float) (20 * Math.log10(Math.max(volume, 1) / 100.0));
            gain.setValue(Math.max(gain.getMinimum(), Math.min(gain.getMaximum(), decibels)));
        }
    }
}
