package dev.connectfour.ui.sound;

import java.util.Random;

/**
 * Makes every sound of the game from a few lines of arithmetic: 16-bit signed little-endian mono
 * PCM at {@value #SAMPLE_RATE} Hz. No recorded or downloaded audio is involved.
 */
public final class SoundSynth {
    public static final float SAMPLE_RATE = 44_100f;

    private SoundSynth() {
    }

    /** The PCM samples of a sound, as 16-bit little-endian bytes. */
    public static byte[] render(Sound sound) {
        double[] samples = switch (sound) {
            case LAND_FIRST -> knock(150, 0.16, 0.9);
            case LAND_SECOND -> knock(230, 0.14, 0.8);
            case BAD_MOVE -> buzz();
            case WIN -> notes(new double[] {523.25, 659.25, 783.99, 1046.5}, 0.11, 0.45, 0.55);
            case LOSS -> notes(new double[] {392.0, 329.63, 277.18, 220.0}, 0.16, 0.5, 0.5);
            case DRAW -> notes(new double[] {440.0, 440.0}, 0.18, 0.3, 0.45);
            case NEW_GAME -> notes(new double[] {587.33, 880.0}, 0.08, 0.18, 0.4);
            case CLOCK_TICK -> tick();
        };
        return toPcm(samples);
    }

    /** A disc hitting wood: a falling-pitch thump with a short noisy click on top. */
    private static double[] knock(double pitch, double seconds, double gain) {
        double[] out = new double[length(seconds)];
        Random noise = new Random(pitch > 200 ? 2 : 1);
        double phase = 0;
        for (int i = 0; i < out.length; i++) {
            double t = i / SAMPLE_RATE;
            double frequency = pitch * (1 + 0.6 * Math.exp(-t * 60));
            phase += 2 * Math.PI * frequency / SAMPLE_RATE;
            double body = Math.sin(phase) * Math.exp(-t * 28);
            double click = (noise.nextDouble() * 2 - 1) * Math.exp(-t * 400) * 0.5;
            out[i] = gain * (0.75 * body + 0.25 * click);
        }
        return out;
    }

    /** Two short low, rough notes: "no". */
    private static double[] buzz() {
        double[] out = new double[length(0.26)];
        for (int i = 0; i < out.length; i++) {
            double t = i / SAMPLE_RATE;
            double frequency = t < 0.12 ? 196 : 147;
            double local = t < 0.12 ? t : t - 0.14;
            if (local < 0) {
                continue;
            }
            double wave = Math.signum(Math.sin(2 * Math.PI * frequency * t)) * 0.35 + Math.sin(2 * Math.PI * frequency * t) * 0.4;
            out[i] = wave * envelope(local, 0.005, 0.11) * 0.7;
        }
        return out;
    }

    /** Bell-like notes one after another, each ringing on under the next. */
    private static double[] notes(double[] frequencies, double step, double ring, double gain) {
        double total = step * (frequencies.length - 1) + ring;
        double[] out = new double[length(total)];
        for (int n = 0; n < frequencies.length; n++) {
            int start = length(step * n);
            for (int i = start; i < out.length; i++) {
                double t = (i - start) / SAMPLE_RATE;
                double f = frequencies[n];
                double tone = Math.sin(2 * Math.PI * f * t) + 0.35 * Math.sin(4 * Math.PI * f * t)
                        + 0.12 * Math.sin(6 * Math.PI * f * t);
                out[i] += gain * 0.6 * tone * Math.min(1, t / 0.004) * Math.exp(-t * 5.5 / ring);
            }
        }
        return out;
    }

    /** A short wooden click. */
    private static double[] tick() {
        double[] out = new double[length(0.045)];
        for (int i = 0; i < out.length; i++) {
            double t = i / SAMPLE_RATE;
            out[i] = 0.55 * Math.sin(2 * Math.PI * 1800 * t) * Math.exp(-t * 120);
        }
        return out;
    }

    private static double envelope(double t, double attack, double length) {
        if (t > length) {
            return 0;
        }
        return Math.min(1, t / attack) * (1 - t / length);
    }

    private static int length(double seconds) {
        return (int) Math.round(seconds * SAMPLE_RATE);
    }

    private static byte[] toPcm(double[] samples) {
        byte[] bytes = new byte[samples.length * 2];
        for (int i = 0; i < samples.length; i++) {
            double clipped = Math.max(-1, Math.min(1, samples[i]));
            int value = (int) Math.round(clipped * Short.MAX_VALUE);
            bytes[2 * i] = (byte) value;
            bytes[2 * i + 1] = (byte) (value >> 8);
        }
        return bytes;
    }
}
