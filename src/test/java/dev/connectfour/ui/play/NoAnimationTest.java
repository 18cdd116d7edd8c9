package dev.connectfour.ui.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.connectfour.engine.board.Player;
import dev.connectfour.ui.TestApp;
import java.nio.file.Path;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** With the animation off, discs appear at once and the preview disc follows the turn all the same. */
class NoAnimationTest {
    @TempDir
    Path config;
    private TestApp app;

    @BeforeEach
    void startWithoutAnimation() throws TimeoutException {
        app = new TestApp(config).withSettings("language=ENGLISH", "animationSpeed=OFF", "computerMoveDelayMillis=0")
                .start();
    }

    @AfterEach
    void stopApplication() throws TimeoutException {
        app.stop();
    }

    @Test
    void thePreviewDiscTakesTheNextPlayersColourBetweenTwoPeople() {
        app.click("Two players");
        app.click("Start");
        assertEquals(Player.FIRST, app.board().previewPlayerProperty().get());
        app.clickColumn(3);
        app.waitForBoardAtRest();
        assertEquals("4", app.shownPosition().notation());
        assertEquals(Player.SECOND, app.board().previewPlayerProperty().get(), "Yellow's turn: a yellow disc in hand");
        app.clickColumn(3);
        app.waitForBoardAtRest();
        assertEquals(Player.FIRST, app.board().previewPlayerProperty().get());
    }
}
