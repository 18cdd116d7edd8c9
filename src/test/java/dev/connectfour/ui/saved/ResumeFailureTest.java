package dev.connectfour.ui.saved;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.game.GameSettings;
import dev.connectfour.game.concurrent.Ticker;
import dev.connectfour.game.store.SavedGameStore;
import dev.connectfour.ui.FxTicker;
import dev.connectfour.ui.TestApp;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game that fails to start while it resumes leaves no half-started game behind: the start screen says so in the
 * player's language, still offers the game, and nothing is deleted.
 */
class ResumeFailureTest {
    /** The computer is to move, after its delay: resuming starts the session's ticker. */
    private static final String KEPT_GAME = String.join("\n", "connect-four-saved-game 2", "mode one_player",
            "seat-one-level -", "seat-two-level easy", "starter seat_one", "move-clock-seconds 0",
            "computer-delay-millis 600", "adaptive false", "seat-one-name You", "seat-two-name Computer",
            "seat-one-colour red", "seat-two-colour yellow", "board-size 7x6", "first-mover one", "moves 4", "");

    @TempDir
    Path config;

    @Test
    void aResumeThatFailsKeepsTheGameOfferedAndTheStartScreenUsable() throws IOException, TimeoutException {
        Path kept = config.resolve(SavedGameStore.FILE_NAME);
        Files.writeString(kept, KEPT_GAME);
        TestApp app = new TestApp(config).withTestSettings();
        app.tickers = () -> new Ticker() {
            @Override
            public void start(Runnable onTick) {
                throw new IllegalStateException("the animation timer cannot start");
            }

            @Override
            public void stop() {
            }
        };
        app.start();
        try {
            app.click("Resume");
            assertTrue(app.isShowing(".menu-screen"), "back on the start screen, no dead board");
            assertTrue(app.games().currentGame().isEmpty(), "no game on screen");
            assertTrue(app.robot.lookup("The game could not be started because of an error in Connect Four."
                    + " Nothing was deleted.").tryQuery().isPresent(), "the player is told");
            assertTrue(app.isShowing(".resume-card"), "the game is still offered");
            assertEquals(KEPT_GAME, Files.readString(kept), "and still kept");

            app.tickers = FxTicker::new;
            app.click("Resume");
            assertTrue(app.isShowing(".play-screen"), "it resumes once it can");
            assertEquals("4", app.shownPosition().notation());
            app.advanceClock(GameSettings.DEFAULT_COMPUTER_DELAY_MILLIS);
            app.waitUntil("the computer plays", () -> app.shownPosition().turns().size() == 2);
            assertFalse(Files.exists(kept), "resumed: the file is forgotten");
        } finally {
            app.stop();
        }
    }
}
