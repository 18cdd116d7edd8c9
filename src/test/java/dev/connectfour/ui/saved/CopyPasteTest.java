package dev.connectfour.ui.saved;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.connectfour.ui.TestApp;
import javafx.scene.control.Label;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Ctrl+C copies the moves; Ctrl+V plays on from pasted moves in a new game, or says why it cannot. */
class CopyPasteTest {
    @RegisterExtension
    final TestApp app = TestApp.forEachTest();

    @BeforeEach
    void startATwoPlayerGame() {
        app.startTwoPlayerGame();
    }

    private void putOnClipboard(String text) {
        app.robot.interact(() -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(text);
            Clipboard.getSystemClipboard().setContent(content);
        });
    }

    private String clipboard() {
        String[] text = new String[1];
        app.robot.interact(() -> text[0] = Clipboard.getSystemClipboard().getString());
        return text[0];
    }

    @Test
    void ctrlCCopiesTheMoveString() {
        app.clickColumn(3);
        app.waitForBoardAtRest();
        app.clickColumn(4);
        app.waitForBoardAtRest();
        app.shortcut(KeyCode.C);
        assertEquals("45", clipboard());
    }

    @Test
    void ctrlVSetsUpThePastedPosition() {
        app.clickColumn(0);
        app.waitForBoardAtRest();
        putOnClipboard("4453\n");
        app.shortcut(KeyCode.V);
        app.click("Replace the game"); // over a game in progress: asked first (GameInProgressTest)
        app.waitForBoardAtRest();
        assertEquals("4453", app.shownPosition().notation());
        app.clickColumn(6);
        app.waitForBoardAtRest();
        assertEquals("44537", app.shownPosition().notation(), "the game goes on from there");
    }

    @Test
    void aBadPasteSaysWhyAndChangesNothing() {
        app.clickColumn(0);
        app.waitForBoardAtRest();
        putOnClipboard("44x3");
        app.shortcut(KeyCode.V);
        app.waitUntil("a message gives the reason", () -> app.robot.lookup(".message-line").queryAs(Label.class)
                .getText().contains("The pasted text is not a game that can be played. Its character 3, \"x\", is not a column number"));
        assertEquals("1", app.shownPosition().notation(), "the game is unchanged");
    }
}
