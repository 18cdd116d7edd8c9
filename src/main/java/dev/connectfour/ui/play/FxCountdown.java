package dev.connectfour.ui.play;

import javafx.animation.PauseTransition;
import javafx.util.Duration;

/** A {@link Countdown} on the JavaFX animation clock. */
final class FxCountdown implements Countdown {
    private final PauseTransition pause = new PauseTransition();

    @Override
    public void start(Duration after, Runnable done) {
        pause.stop();
        pause.setDuration(after);
        pause.setOnFinished(event -> done.run());
        pause.playFromStart();
    }

    @Override
    public void stop() {
        pause.stop();
    }
}
