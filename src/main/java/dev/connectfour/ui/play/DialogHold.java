package dev.connectfour.ui.play;

import dev.connectfour.game.session.PauseReason;
import dev.connectfour.ui.navigation.Navigation;
import java.util.function.Supplier;

/**
 * What a question or a file dialog over the game holds while it is open ({@link #get} as it opens, the answer run when
 * it goes): the game, paused for the dialog (it hides the board, and the move clock must not run behind it), and the
 * requests from outside the window (an invite link clicked), which wait for the answer rather than ask over it or take
 * the game away from under it.
 */
record DialogHold(PauseViewModel pauses, Navigation navigation) implements Supplier<Runnable> {
    @Override
    public Runnable get() {
        Runnable requests = navigation.holdRequests();
        Runnable pause = pauses.hold(PauseReason.DIALOG);
        return () -> {
            pause.run();
            requests.run();
        };
    }
}
