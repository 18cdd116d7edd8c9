package dev.connectfour.ui.flow;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.GameSettings;
import dev.connectfour.ui.TestApp;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeoutException;
import javafx.scene.control.Label;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

/** The player cards name each side in the player's language, and say each thing once. */
class PlayerNamesTest {
    @TempDir
    Path config;
    private TestApp app;

    @AfterEach
    void stop() throws TimeoutException {
        app.stop();
    }

    @Test
    void theHumansCardSaysYouInThePlayersLanguage() throws TimeoutException {
        app = new TestApp(config).withSettings("language=GERMAN", "animationSpeed=FAST", "computerMoveDelayMillis=0")
                .start();
        // settings made in English (remembered from before switching to German, or a game saved then)
        app.robot.interact(() -> app.navigator().startGame(GameSettings.onePlayer(ComputerLevel.MEDIUM)));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("Du", "Computer"), texts(".player-name"));
    }

    @Test
    void twoPlayerCardsDoNotNameTheColourTwice() throws TimeoutException {
        app = new TestApp(config).withTestSettings().start();
        app.startTwoPlayerGame();
        assertEquals(List.of("Red", "Yellow"), texts(".player-name"));
        assertEquals(List.of("First player", "Second player"), texts(".player-detail"));
    }

    private List<String> texts(String query) {
        return app.robot.lookup(query).queryAllAs(Label.class).stream().map(Label::getText).toList();
    }
}
