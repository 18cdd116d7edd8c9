package dev.connectfour.ui.preferences;

/** How fast discs fall: a duration factor for the board's animations, 0 for none at all. */
public enum AnimationSpeed {
    OFF(0),
    FAST(0.6),
    NORMAL(1),
    SLOW(1.6);

    private final double factor;

    AnimationSpeed(double factor) {
        this.factor = factor;
    }

    /** 1 for normal; larger is slower; 0 means discs appear in place at once. */
    public double factor() {
        return factor;
    }
}
