package dev.connectfour.ui.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Seat;
import dev.connectfour.ui.TestApp;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The game screen's messages ("Red lost the turn…", "Copied the moves…") cover no button and take no
 * click, and go when their situation ends.
 */
class MessagesTest {
    /** Red to move wins in column 4 (a vertical four): 4 5 4 5 4 5 then 4. */
    private static final String RED_WINS_NEXT = "454545";

    @RegisterExtension
    final TestApp app = TestApp.forEachTest();

    @Test
    void aMessageInATimedGameCoversNoButtonAndTakesNoClick() throws Exception {
        startTimedTwoPlayerGame("45"); // each has moved: the clock runs (a first move is untimed)
        loseTheTurn();
        assertMessageCoversNoButton("lost the turn");

        Path saved = Files.createTempFile(app.configDirectory, "game", ".txt");
        Files.delete(saved);
        app.nextChosenFile.set(saved);
        app.robot.clickOn("Save…");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(Files.exists(saved), "Save went through the message");
        assertMessageCoversNoButton("Saved the game");

        app.nextChosenFile.set(saved);
        app.robot.clickOn("Open…");
        WaitForAsyncUtils.waitForFxEvents();
        app.robot.clickOn("Replace the game"); // over a game in progress: asked first (GameInProgressTest)
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("45-", app.shownPosition().notation(), "Open went through: the saved game, its lost turn");
        loseTheTurn();
        assertMessageCoversNoButton("lost the turn");

        app.robot.clickOn("Settings");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Settings", app.title(), "Settings went through the message");
        app.robot.clickOn("Back");
        WaitForAsyncUtils.waitForFxEvents();
        loseTheTurn();
        app.robot.clickOn("Menu");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(app.isShowing(".menu-screen"), "Menu went through the message");
        assertEquals(List.of(), messagesShowing("lost the turn"), "no message outlives its screen");
    }

    @Test
    void noMessageOutlivesTheTurnItIsAbout() {
        startTimedTwoPlayerGame(RED_WINS_NEXT);
        loseTheTurn(); // Red's: Yellow to move
        assertFalse(messagesShowing("lost the turn").isEmpty(), "the message shows");
        app.clickColumn(0);
        app.waitForBoardAtRest();
        assertEquals(List.of(), messagesShowing("lost the turn"), "gone once the next disc has fallen");
    }

    @Test
    void theMessageIsGoneWhenTheGameOverCardShows() {
        startTimedTwoPlayerGame(RED_WINS_NEXT + "1");
        loseTheTurn(); // Yellow's: Red to move, and wins
        assertFalse(messagesShowing("lost the turn").isEmpty(), "the message shows");
        app.clickColumn(3);
        app.waitUntil("the game-over card", () -> app.isShowing(".game-over-card"));
        assertEquals(List.of(), messagesShowing("lost the turn"), "no message on the game-over card");
        assertEquals(List.of(), messagesShowing("Thinking"), "no message on the game-over card");
    }

    private void startTimedTwoPlayerGame(String moves) {
        app.startTwoPlayerGame();
        app.robot.interact(() -> app.navigator().startGameFrom(GameSettings.twoPlayers(true),
                GamePosition.fromMoves(BoardSize.STANDARD, moves), Seat.ONE));
        app.waitForBoardAtRest();
    }

    private void loseTheTurn() {
        app.advanceClock(6_000);
        app.waitUntil("a lost turn's message", () -> !messagesShowing("lost the turn").isEmpty());
    }

    /** Every text showing in any window that contains {@code words}, but the status line. */
    private List<Node> messagesShowing(String words) {
        List<Node> found = new java.util.ArrayList<>();
        app.robot.interact(() -> Window.getWindows().stream().filter(Window::isShowing)
                .map(window -> window.getScene().getRoot())
                .flatMap(MessagesTest::allNodes)
                .filter(MessagesTest::showing)
                .filter(node -> !node.getStyleClass().contains("status-line"))
                .filter(node -> node instanceof Labeled labeled && labeled.getText() != null && labeled.getText().contains(words)
                        || node instanceof Text text && text.getText() != null && text.getText().contains(words)
                        && !(text.getParent() != null && text.getParent().getStyleClass().contains("status-line")))
                .forEach(found::add));
        return found.stream().filter(node -> !(node instanceof Text) || found.stream()
                .noneMatch(other -> other instanceof Labeled && isAncestor(other, node))).toList();
    }

    private void assertMessageCoversNoButton(String words) {
        List<Node> messages = messagesShowing(words);
        assertFalse(messages.isEmpty(), "a message with \"" + words + "\" shows");
        app.robot.interact(() -> {
            List<ButtonBase> buttons = allNodes(app.stage.getScene().getRoot()).filter(MessagesTest::showing)
                    .filter(ButtonBase.class::isInstance).map(ButtonBase.class::cast).toList();
            assertFalse(buttons.isEmpty());
            for (Node message : messages) {
                Bounds box = message.localToScreen(message.getBoundsInLocal());
                for (ButtonBase button : buttons) {
                    assertFalse(box.intersects(button.localToScreen(button.getBoundsInLocal())),
                            "the message \"" + words + "\" covers the button " + button.getText());
                }
                assertTrue(mouseTransparent(message), "the message takes no click");
            }
        });
    }

    private static boolean mouseTransparent(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n.isMouseTransparent()) {
                return true;
            }
        }
        return false;
    }

    private static boolean isAncestor(Node ancestor, Node node) {
        for (Node n = node.getParent(); n != null; n = n.getParent()) {
            if (n == ancestor) {
                return true;
            }
        }
        return false;
    }

    private static boolean showing(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible() || n.getOpacity() == 0) {
                return false;
            }
        }
        return true;
    }

    private static Stream<Node> allNodes(Node node) {
        return node instanceof Parent parent
                ? Stream.concat(Stream.of(node), parent.getChildrenUnmodifiable().stream().flatMap(MessagesTest::allNodes))
                : Stream.of(node);
    }
}
