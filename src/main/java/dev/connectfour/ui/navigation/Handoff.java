package dev.connectfour.ui.navigation;

import java.util.Optional;

/**
 * A value one screen leaves for the next screen it opens (the mistake the game-over card offers, for the
 * review; the idea an explanation links to, for the help): put just before opening it, taken once by the
 * screen it was meant for. One slot, FX thread only; a value put again replaces the one not taken.
 *
 * @param <T> what is handed over
 */
public final class Handoff<T> {
    private T value;

    /** Leaves {@code value} for the next screen that takes it. */
    public void put(T value) {
        this.value = value;
    }

    /** The value left, if any, and the slot empty again. */
    public Optional<T> take() {
        T taken = value;
        value = null;
        return Optional.ofNullable(taken);
    }
}
