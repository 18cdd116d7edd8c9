package dev.connectfour.ui.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.coach.CellNames;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.ui.Snapshots;
import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.board.BoardView;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.util.WaitForAsyncUtils;

/**
 * "Why?" in the review at 800x600, in English and Japanese: offered on the marked mistake, it shows the
 * coach's words and marks the cells on the board, the better move among them; the words fit the window.
 */
class WhyScreenTest {
    /** Red's c-column disc at move 25 lets Yellow answer d3 with two threats, c4 and e4. */
    private static final String GAME = "6622225763436516427121573415";
    private static final int MISTAKE = 25;

    @TempDir
    Path config;
    private TestApp app;

    @AfterEach
    void stop() throws TimeoutException {
        app.stop();
    }

    private <T extends Node> T node(String query, Class<T> type) {
        return app.robot.lookup(query).queryAs(type);
    }

    private String whyText() {
        String[] text = new String[1];
        app.robot.interact(() -> text[0] = node("#whyLabel", Label.class).getText());
        return text[0];
    }

    private boolean whyOffered() {
        boolean[] offered = new boolean[1];
        app.robot.interact(() -> offered[0] = node("#whyButton", Button.class).isVisible());
        return offered[0];
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "ENGLISH|Why?|Yellow plays d3 and has two threats, c4 and e4. Red can only block one. d3 instead keeps the win.",
        "JAPANESE|なぜ？|黄がd3に打つと、c4とe4の二つの脅威ができます。赤は一つしか防げません。d3なら勝ちを保てました。",
    })
    void whyExplainsTheMarkedMistakeWithItsCellsOnTheBoard(String language, String button, String expected)
            throws TimeoutException {
        app = new TestApp(config).withSettings("language=" + language, "animationSpeed=FAST", "computerMoveDelayMillis=0")
                .start();
        app.robot.interact(() -> {
            app.stage.setWidth(800);
            app.stage.setHeight(600);
        });
        app.robot.interact(() -> app.games().startGame(dev.connectfour.game.GameSettings.twoPlayers(false)));
        GameSession session = app.games().currentGame().orElseThrow();
        app.robot.interact(() -> app.games().startGameFrom(session.settings(),
                GamePosition.fromMoves(BoardSize.STANDARD, GAME.substring(0, GAME.length() - 1)), Seat.ONE));
        app.waitForBoardAtRest();
        app.clickColumn(GAME.charAt(GAME.length() - 1) - '1');
        app.waitUntil("the game-over card", () -> app.isShowing(".game-over-card"));
        app.robot.type(KeyCode.R);
        app.waitUntil("the review", () -> app.isShowing(".move-list"));
        assertFalse(whyOffered(), "no Why? at the last move, which was no mistake");
        for (int step = GAME.length(); step > MISTAKE; step--) {
            app.robot.type(KeyCode.LEFT);
        }
        app.waitUntil("Why? at the marked mistake", this::whyOffered);
        app.robot.interact(() -> {
            assertEquals(button, node("#whyButton", Button.class).getText());
            node("#whyButton", Button.class).fire();
        });
        try { // the coach's first explanation reads the opening book on its own thread: more than waitUntil's 15 s on a busy machine
            WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> !whyText().isEmpty() && !whyText().endsWith("…"));
        } catch (TimeoutException e) {
            throw new AssertionError("no explanation; shown: " + whyText(), e);
        }
        assertEquals(expected, whyText());
        assertFalse(whyOffered(), "asked once, the button goes");
        List<String> marked = new java.util.ArrayList<>();
        app.robot.interact(() -> node(".board-view", BoardView.class).markedCells()
                .forEach(mark -> marked.add(CellNames.name(mark.cell()) + (mark.better() ? "+" : ""))));
        assertEquals(List.of("d3", "c4", "e4", "d3+"), marked);
        app.robot.interact(() -> {
            Label words = node("#whyLabel", Label.class);
            Bounds inScene = words.localToScene(words.getLayoutBounds());
            assertTrue(inScene.getMinX() >= 0 && inScene.getMaxX() <= words.getScene().getWidth()
                    && inScene.getMaxY() <= words.getScene().getHeight(), "the words fit the window: " + inScene);
            assertTrue(words.getHeight() >= words.prefHeight(words.getWidth()) - 1, "no line cut short");
            var rings = node(".board-view", BoardView.class).lookupAll(".cell-mark");
            assertEquals(3, rings.stream().filter(ring -> ring.getStyleClass().contains("claim")).count(), "d3, c4 and e4 ringed");
            assertEquals(1, rings.stream().filter(ring -> ring.getStyleClass().contains("better")).count(), "the better move");
            Snapshots.write(words.getScene().getRoot(), "why-review-" + language.toLowerCase());
        });
        app.robot.type(KeyCode.RIGHT);
        app.waitUntil("the next move drops the explanation", () -> whyText().isEmpty());
        app.robot.interact(() -> assertTrue(node(".board-view", BoardView.class).markedCells().isEmpty()));
    }
}
