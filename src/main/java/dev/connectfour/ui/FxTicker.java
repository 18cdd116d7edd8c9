package dev.connectfour.ui;

import dev.connectfour.game.concurrent.Ticker;
import javafx.animation.AnimationTimer;

/** The session's {@link Ticker} as an {@link AnimationTimer}: one call back per frame while started, on the FX thread. */
public final class FxTicker implements Ticker {
    private Runnable onTick = () -> { };
    private final AnimationTimer timer = new AnimationTimer() {
        @Override
        public void handle(long now) {
            onTick.run();
        }
    };

    @Override
    public void start(Runnable callback) {
        onTick = callback;
        timer.start();
    }

    @Override
    public void stop() {
        timer.stop();
    }
}
