package dev.connectfour.ui.saved;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.ui.TestApp;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/** Ctrl+S saves the game to the chosen file, Ctrl+O opens one; a bad file is reported and changes nothing. */
class GameFileTest {
    @RegisterExtension
    final TestApp app = TestApp.forEachTest();
    @TempDir
    Path documents;

    @BeforeEach
    void startATwoPlayerGame() {
        app.startTwoPlayerGame();
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
        app.shortcut(KeyCode.S);
        assertTrue(Files.exists(file), "written to the chosen file");
        drop(0);
        assertEquals("451", app.shownPosition().notation());

        app.nextChosenFile.set(file);
        app.shortcut(KeyCode.O);
        app.click("Replace the game"); // over a game in progress: asked first (GameInProgressTest)
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
        app.shortcut(KeyCode.O);
        app.waitUntil("a message names the bad line", () -> app.robot.lookup(".message-line").queryAs(Label.class)
                .getText().contains("bad.c4game is not a game that can be opened: line 2"));
        assertEquals("1", app.shownPosition().notation(), "the game is unchanged");
    }
}
