package dev.connectfour.ui.saved;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.ui.TestApp;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeoutException;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.util.WaitForAsyncUtils;

/** Ctrl+S saves the game to the chosen file, Ctrl+O opens one; a bad file is reported and changes nothing. */
class GameFileTest {
    @TempDir
    Path config;
    @TempDir
    Path documents;
    private TestApp app;

    @BeforeEach
    void startATwoPlayerGame() throws TimeoutException {
        app = new TestApp(config).withTestSettings().start();
        app.click("Two players");
        app.click("Start");
    }

    @AfterEach
    void stop() throws TimeoutException {
        app.stop();
    }

    private void shortcut(KeyCode key) {
        app.robot.press(KeyCode.CONTROL).type(key).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void drop(int column) {
        app.clickColumn(column);
        app.waitForBoardAtRest();
    }

    @Test
    void aSavedGameOpensWithTheSameDiscs() {
        drop(3);
        drop(4);
        Path file = documents.resolve("game.c4game");
        app.nextChosenFile.set(file);
        shortcut(KeyCode.S);
        assertTrue(Files.exists(file), "written to the chosen file");
        drop(0);
        assertEquals("451", app.shownPosition().notation());

        app.nextChosenFile.set(file);
        shortcut(KeyCode.O);
        app.waitForBoardAtRest();
        assertEquals("45", app.shownPosition().notation(), "the saved game is back");
        drop(6);
        assertEquals("457", app.shownPosition().notation(), "and goes on");
    }

    @Test
    void aBadFileNamesItsFirstBadLineAndLoadsNothing() throws IOException {
        drop(0);
        Path file = documents.resolve("bad.c4game");
        Files.writeString(file, "connect-four-saved-game 1\nthis is not a setting\n");
        app.nextChosenFile.set(file);
        shortcut(KeyCode.O);
        app.waitUntil("a notice names the bad line", () -> app.robot.lookup(".notification-bar .label").queryAll()
                .stream().anyMatch(node -> node.toString().contains("bad.c4game is not a game that can be opened: line 2")));
        assertEquals("1", app.shownPosition().notation(), "the game is unchanged");
    }
}
